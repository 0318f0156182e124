import {
  bookingResultSchema,
  type MemberBookingInput,
  memberBookingInputSchema,
} from '@portal/contracts/event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { ticketsKey } from './list-tickets.ts';
import { eventsKey } from './list-events.ts';

/** POST eve/{id}/booking: places for oneself and family members, one ticket each. */
export async function bookEvent(eventId: string, input: MemberBookingInput) {
  return api.post(`/event/api/v1/eve/${encodeURIComponent(eventId)}/booking`, {
    body: memberBookingInputSchema.parse(input),
    parse: (data: unknown) => bookingResultSchema.parse(data),
  });
}

export function useBookEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberBookingInput) => bookEvent(eventId, input),
    // Places left changed, and the member's tickets with them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsKey }),
        queryClient.invalidateQueries({ queryKey: ticketsKey }),
      ]),
  });
}
