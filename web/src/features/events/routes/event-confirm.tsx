import { useSearchParams } from 'react-router';
import { confirmInputFrom } from '#src/lib/payments/return-params.ts';
import { confirmEventPayment } from '../api/settle-event-payment.ts';
import {
  EventPaymentOutcomeView,
  useEventPaymentReturn,
} from '../components/event-payment-outcome.tsx';

/** /{orgKey}/events/{id}/confirm?token=…: the payment window's accept URL (Registration Success). */
export function Component() {
  const [params] = useSearchParams();
  const input = confirmInputFrom(params);
  const { state, retry } = useEventPaymentReturn(
    input ? `event-confirm:${input.token}` : null,
    input ? () => confirmEventPayment(input) : null,
  );
  return <EventPaymentOutcomeView state={state} retry={retry} />;
}
