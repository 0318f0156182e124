import type { Organisation } from '@portal/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { saveOrganizations } from './organization-storage.ts';

/** The organisations, with enabled and ready-for-renewal decided by the server; stored locally. */
export async function getOrganizations(signal?: AbortSignal) {
  const organisations = await api.get<Organisation[]>('/org/api/v1/org/list', { signal });
  saveOrganizations(organisations);
  return organisations;
}

export const organizationsQueryOptions = () =>
  queryOptions({
    queryKey: ['organizations'],
    queryFn: ({ signal }) => getOrganizations(signal),
  });

export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}
