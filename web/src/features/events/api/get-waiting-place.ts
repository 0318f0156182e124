import type { OwnWaitingPlace } from '@portal/contracts/waiting-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { eventsKey } from './list-events.ts';

/**
 * Under the events' key: whatever changes an event's places (a booking, a cancellation) reads the
 * place in line again too.
 */
export const waitingPlaceKey = (eventId: string) => [...eventsKey, 'waiting-list', eventId];

/** GET eve/{id}/waiting-list: one's place in the event's line, or how the last one ended. */
export async function getWaitingPlace(
  eventId: string,
  signal?: AbortSignal,
): Promise<OwnWaitingPlace> {
  return api.get<OwnWaitingPlace>(`/event/api/v1/eve/${encodeURIComponent(eventId)}/waiting-list`, {
    signal,
  });
}

export const waitingPlaceQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: waitingPlaceKey(eventId),
    queryFn: ({ signal }) => getWaitingPlace(eventId, signal),
  });

export function useWaitingPlace(eventId: string) {
  return useQuery(waitingPlaceQueryOptions(eventId));
}
