import type { StaffWaitingEntry } from '@portal/contracts/waiting-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The waiting lists of an organisation's events; a cancelled booking or a change reads them again. */
export const staffWaitingListsKey = (orgKey: string) =>
  ['administration', 'waiting-list', orgKey] as const;

/** GET admin/organisations/{orgKey}/events/{eventId}/waiting-list: the line, live places first. */
export async function getStaffWaitingList(
  orgKey: string,
  eventId: string,
  signal?: AbortSignal,
): Promise<StaffWaitingEntry[]> {
  return api.get<StaffWaitingEntry[]>(
    `/event/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/events/${encodeURIComponent(eventId)}/waiting-list`,
    { signal },
  );
}

export const staffWaitingListQueryOptions = (orgKey: string, eventId: string) =>
  queryOptions({
    queryKey: [...staffWaitingListsKey(orgKey), eventId],
    queryFn: ({ signal }) => getStaffWaitingList(orgKey, eventId, signal),
  });

export function useStaffWaitingList(orgKey: string, eventId: string) {
  return useQuery(staffWaitingListQueryOptions(orgKey, eventId));
}
