import type { Roster, RosterMemberDetail, RosterQuery } from '@portal/contracts/roster';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const base = (orgKey: string) =>
  `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/members`;

export function useRoster(orgKey: string, query: RosterQuery) {
  return useQuery({
    queryKey: ['administration', 'roster', orgKey, query],
    queryFn: ({ signal }) =>
      api.get<Roster>(base(orgKey), {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRosterMember(orgKey: string, memberId: string) {
  return useQuery({
    queryKey: ['administration', 'roster-member', orgKey, memberId],
    queryFn: ({ signal }) => api.get<RosterMemberDetail>(`${base(orgKey)}/${memberId}`, { signal }),
  });
}

/** The export's address with the roster's filters (not its page). */
export function rosterExportUrl(
  orgKey: string,
  query: Omit<RosterQuery, 'page' | 'pageSize'>,
  format: 'csv' | 'xlsx',
  language: string,
) {
  const params = new URLSearchParams({ format, language });
  for (const [key, value] of Object.entries(query)) {
    params.set(key, String(value));
  }
  return `${base(orgKey)}/export?${params.toString()}`;
}
