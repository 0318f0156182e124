import type { HistoryRecord } from '@portal/contracts/membership-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The history records of one membership, each with its payment and amounts. */
export function getMembershipHistory(membershipId: string, signal?: AbortSignal) {
  return api.get<HistoryRecord[]>(
    `/member/api/v1/membership/${encodeURIComponent(membershipId)}/history/list`,
    { signal },
  );
}

export const membershipHistoryQueryOptions = (membershipId: string) =>
  queryOptions({
    queryKey: ['membership-history', membershipId],
    queryFn: ({ signal }) => getMembershipHistory(membershipId, signal),
  });

export function useMembershipHistory(membershipId: string) {
  return useQuery(membershipHistoryQueryOptions(membershipId));
}
