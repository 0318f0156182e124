import type { CardRequestOutcome } from '@portal/contracts/renewal';
import { useQueryClient } from '@tanstack/react-query';
import { usePaymentReturn } from '#src/lib/payments/use-payment-return.ts';

/** A card window's return: settled unless still `open`; then the overview reloads. */
export function useCardReturn(
  key: string | null,
  call: (() => Promise<CardRequestOutcome>) | null,
) {
  const queryClient = useQueryClient();
  return usePaymentReturn(key, call, {
    isUnsettled: (outcome) => outcome.status === 'open',
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['membership-overview'] }),
  });
}
