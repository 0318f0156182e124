import type { EventEntry } from '@portal/contracts/event-entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { ticketsKey } from './list-tickets.ts';

/** GET eve-entry/{id}: one of one's bookings with every ticket, cancelled ones included. */
export async function getEventEntry(id: string, signal?: AbortSignal): Promise<EventEntry> {
  return api.get<EventEntry>(`/event/api/v1/eve-entry/${encodeURIComponent(id)}`, { signal });
}

export const eventEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsKey, 'entry', id],
    queryFn: ({ signal }) => getEventEntry(id, signal),
  });

export function useEventEntry(id: string) {
  return useQuery(eventEntryQueryOptions(id));
}
