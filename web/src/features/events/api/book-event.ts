import {
  bookingResultSchema,
  type MemberBookingInput,
  memberBookingInputSchema,
} from '@portal/contracts/event';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorOf } from '#src/lib/api-client.ts';
import { ticketsKey } from './list-tickets.ts';
import { eventsKey } from './list-events.ts';
import { eventPaymentErrors } from './settle-event-payment.ts';

/**
 * POST eve/{id}/booking: places for oneself and family members, one ticket each. The card gateway
 * failing to open the payment window (502, 503) is rethrown as SPEC.md's payment initiation error.
 */
export async function bookEvent(eventId: string, input: MemberBookingInput) {
  try {
    return await api.post(`/event/api/v1/eve/${encodeURIComponent(eventId)}/booking`, {
      body: memberBookingInputSchema.parse(input),
      parse: (data: unknown) => bookingResultSchema.parse(data),
    });
  } catch (error) {
    const status = apiErrorOf(error)?.status;
    if (status === 502 || status === 503) {
      throw new Error(eventPaymentErrors.initiate, { cause: error });
    }
    throw error;
  }
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
