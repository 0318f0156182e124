import { useSearchParams } from 'react-router';
import { confirmPayment } from '../api/settle-payment.ts';
import { PaymentOutcomeView } from '../components/payment-outcome-view.tsx';
import { useMembershipPaymentReturn } from '../components/use-membership-payment-return.ts';
import { confirmInputFrom } from '#src/lib/payments/return-params.ts';

/** /membership/confirm?token=…: the accept URL of the payment window (title Payment Successful). */
export function Component() {
  const [params] = useSearchParams();
  const input = confirmInputFrom(params);
  const { state, retry } = useMembershipPaymentReturn(
    input ? `confirm:${input.token}` : null,
    input ? () => confirmPayment(input) : null,
  );
  return <PaymentOutcomeView state={state} retry={retry} />;
}
