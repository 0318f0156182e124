import { useSearchParams } from 'react-router';
import { declinePayment } from '../api/settle-payment.ts';
import { PaymentOutcomeView } from '../components/payment-outcome-view.tsx';
import { useMembershipPaymentReturn } from '../components/use-membership-payment-return.ts';
import { declineInputFrom } from '#src/lib/payments/return-params.ts';

/** /membership/decline?token=…: the decline URL of the payment window (title Payment Failed). */
export function Component() {
  const [params] = useSearchParams();
  const input = declineInputFrom(params);
  const { state, retry } = useMembershipPaymentReturn(
    input ? `decline:${input.token}` : null,
    input ? () => declinePayment(input) : null,
  );
  return <PaymentOutcomeView state={state} retry={retry} />;
}
