import { useSearchParams } from 'react-router';
import { declinePayment } from '../api/settle-payment.ts';
import { PaymentOutcomeView } from '../components/payment-outcome-view.tsx';
import { usePaymentReturn } from '../components/use-payment-return.ts';
import { declineInputFrom } from '../lib/return-params.ts';

/** /membership/decline?token=…: the decline URL of the payment window (title Payment Failed). */
export function Component() {
  const [params] = useSearchParams();
  const input = declineInputFrom(params);
  const { state, retry } = usePaymentReturn(
    input ? `decline:${input.token}` : null,
    input ? () => declinePayment(input) : null,
  );
  return <PaymentOutcomeView state={state} retry={retry} />;
}
