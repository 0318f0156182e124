import type { Event } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { eventsKey } from './list-events.ts';

/** GET eve/{id}: one event with the places left and whether the member can book it. */
export async function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return api.get<Event>(`/event/api/v1/eve/${encodeURIComponent(id)}`, { signal });
}

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...eventsKey, 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
