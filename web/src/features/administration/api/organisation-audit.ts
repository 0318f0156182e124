import type { OrganisationAuditList } from '@portal/contracts/administration';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const pageSize = 50;

export const organisationAuditQueryOptions = (orgKey: string) =>
  infiniteQueryOptions({
    queryKey: ['administration', 'audit', orgKey],
    queryFn: ({ pageParam, signal }) =>
      api.get<OrganisationAuditList>(
        `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/audit`,
        {
          query: { before: pageParam, limit: pageSize },
          signal,
        },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** The changes the organisation's administrators made, newest first, fifty at a time. */
export function useOrganisationAudit(orgKey: string) {
  return useInfiniteQuery(organisationAuditQueryOptions(orgKey));
}
