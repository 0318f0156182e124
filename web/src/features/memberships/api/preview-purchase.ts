import type { PurchaseInput, PurchasePreview } from '@portal/contracts/membership';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { loggedOnFailure, silentPaymentErrors } from '../lib/silent-errors.ts';

/** The server's summary of a selection (lines, total, billing details); nothing is written. */
export function previewPurchase(input: PurchaseInput, signal?: AbortSignal) {
  return loggedOnFailure(
    silentPaymentErrors.prepare,
    () =>
      api.post<PurchasePreview>('/member/api/v1/membership/purchase/preview', {
        body: input,
        signal,
      }),
    signal,
  );
}

export const purchasePreviewQueryOptions = (input: PurchaseInput | null) =>
  queryOptions({
    queryKey: ['membership-purchase-preview', input],
    queryFn: ({ signal }) => previewPurchase(input as PurchaseInput, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export function usePurchasePreview(input: PurchaseInput | null) {
  return useQuery(purchasePreviewQueryOptions(input));
}
