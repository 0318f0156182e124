import type { Receipt } from '@portal/contracts/membership-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The receipt of the payment a history record was paid with. */
export function getReceipt(historyId: string, signal?: AbortSignal) {
  return api.get<Receipt>(
    `/member/api/v1/membership/history/${encodeURIComponent(historyId)}/receipt`,
    { signal },
  );
}

export const receiptQueryOptions = (historyId: string | undefined) =>
  queryOptions({
    queryKey: ['membership-receipt', historyId],
    queryFn: ({ signal }) => getReceipt(historyId ?? '', signal),
    enabled: historyId !== undefined,
  });

export function useReceipt(historyId: string | undefined) {
  return useQuery(receiptQueryOptions(historyId));
}
