import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The membership configurations (types and prices) of one organisation. */
export function getMembershipConfigurations(orgId: string, signal?: AbortSignal) {
  return api.get<MembershipConfiguration[]>(
    `/org/api/v1/org/${encodeURIComponent(orgId)}/config/membership/list`,
    { signal },
  );
}

export const membershipConfigurationsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: ['membership-configurations', orgId],
    queryFn: ({ signal }) => getMembershipConfigurations(orgId, signal),
  });

export function useMembershipConfigurations(orgId: string) {
  return useQuery(membershipConfigurationsQueryOptions(orgId));
}
