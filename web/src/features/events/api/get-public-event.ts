import type { PublicEvent } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** GET public/eve/{id}: an event that invites guests, readable without signing in. */
export function getPublicEvent(id: string, signal?: AbortSignal): Promise<PublicEvent> {
  return api.get<PublicEvent>(`/event/api/v1/public/eve/${encodeURIComponent(id)}`, { signal });
}

export const publicEventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-event', id],
    queryFn: ({ signal }) => getPublicEvent(id, signal),
  });

export function usePublicEvent(id: string) {
  return useQuery(publicEventQueryOptions(id));
}
