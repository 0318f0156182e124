import type { MembershipOverview } from '@portal/contracts/membership-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { loggedOnFailure, silentPaymentErrors } from '../lib/silent-errors.ts';

/** Memberships of the member and their approved family, per organisation. */
export function getMembershipOverview(signal?: AbortSignal) {
  return loggedOnFailure(
    silentPaymentErrors.membershipData,
    () => api.get<MembershipOverview>('/member/api/v1/membership/overview', { signal }),
    signal,
  );
}

export const membershipOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-overview'],
    queryFn: ({ signal }) => getMembershipOverview(signal),
  });

export function useMembershipOverview() {
  return useQuery(membershipOverviewQueryOptions());
}
