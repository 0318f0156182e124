import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { eventsKey } from './list-events.ts';

/** DELETE eve/{id}/waiting-list: leaves the line; an offer given back passes to the next in line. */
export async function leaveWaitingList(eventId: string): Promise<void> {
  await api.delete(`/event/api/v1/eve/${encodeURIComponent(eventId)}/waiting-list`);
}

export function useLeaveWaitingList(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingList(eventId),
    // Places given back change the event's count, and the place in line has ended (or had).
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}
