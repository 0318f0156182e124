import { useSearchParams } from 'react-router';
import { declineInputFrom } from '#src/lib/payments/return-params.ts';
import { declineEventPayment } from '../api/settle-event-payment.ts';
import {
  EventPaymentOutcomeView,
  useEventPaymentReturn,
} from '../components/event-payment-outcome.tsx';

/** /{orgKey}/events/{id}/decline?token=…: the payment window's decline URL (Registration Decline). */
export function Component() {
  const [params] = useSearchParams();
  const input = declineInputFrom(params);
  const { state, retry } = useEventPaymentReturn(
    input ? `event-decline:${input.token}` : null,
    input ? () => declineEventPayment(input) : null,
  );
  return <EventPaymentOutcomeView state={state} retry={retry} />;
}
