import {
  type PurchaseInput,
  purchaseInputSchema,
  purchaseResultSchema,
} from '@portal/contracts/membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export { purchaseInputSchema };

/** Records the purchase on the server, which answers the hosted payment window's link. */
export function startPurchase(input: PurchaseInput) {
  return api.post('/member/api/v1/membership/purchase', {
    body: purchaseInputSchema.parse(input),
    parse: (data: unknown) => purchaseResultSchema.parse(data),
  });
}

export function useStartPurchase() {
  return useMutation({ mutationFn: startPurchase });
}
