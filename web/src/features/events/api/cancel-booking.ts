import type { EventEntry } from '@portal/contracts/event-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { eventsKey } from './list-events.ts';
import { ticketsKey } from './list-tickets.ts';

/** POST eve-entry/{id}/cancel: a free booking before the event; its places go back. */
export async function cancelBooking(entryId: string) {
  return api.post<EventEntry>(`/event/api/v1/eve-entry/${encodeURIComponent(entryId)}/cancel`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsKey }),
        queryClient.invalidateQueries({ queryKey: eventsKey }),
      ]),
  });
}
