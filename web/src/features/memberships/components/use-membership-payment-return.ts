import type { PaymentOutcome } from '@portal/contracts/membership';
import { useQueryClient } from '@tanstack/react-query';
import { usePaymentReturn } from '#src/lib/payments/use-payment-return.ts';

/** A membership payment's return: settled unless still `init_mem`; then the overview reloads. */
export function useMembershipPaymentReturn(
  key: string | null,
  call: (() => Promise<PaymentOutcome>) | null,
) {
  const queryClient = useQueryClient();
  return usePaymentReturn(key, call, {
    isUnsettled: (outcome) => outcome.paymentStatus === 'init_mem',
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['membership-overview'] }),
  });
}
