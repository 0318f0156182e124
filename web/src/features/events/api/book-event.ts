import {
  type BookingResult,
  type MemberBookingInput,
  memberBookingInputSchema,
} from '@portal/contracts/event-entry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorOf } from '#src/lib/api-client.ts';
import { ticketsKey } from './list-tickets.ts';
import { eventsKey } from './list-events.ts';
import { eventPaymentErrors } from './settle-event-payment.ts';

/**
 * A booking or registration that may open the card payment window, in SPEC.md section 8's words
 * when that fails: the gateway not answering (502, 503) is the initiation error; a booking left
 * waiting for payment without a window to pay in is the payment request error.
 */
export async function withPaymentWindow(
  call: () => Promise<BookingResult>,
): Promise<BookingResult> {
  let result: BookingResult;
  try {
    result = await call();
  } catch (error) {
    const status = apiErrorOf(error)?.status;
    if (status === 502 || status === 503) {
      throw new Error(eventPaymentErrors.initiate, { cause: error });
    }
    throw error;
  }
  if (result.entry.paymentStatus === 'pending' && !result.paymentWindowLink) {
    throw new Error(eventPaymentErrors.create);
  }
  return result;
}

/** POST eve/{id}/booking: places for oneself and family members, one ticket each. */
export function bookEvent(eventId: string, input: MemberBookingInput) {
  return withPaymentWindow(() =>
    api.post<BookingResult>(`/event/api/v1/eve/${encodeURIComponent(eventId)}/booking`, {
      body: memberBookingInputSchema.parse(input),
    }),
  );
}

export function useBookEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberBookingInput) => bookEvent(eventId, input),
    // Places left changed, and the member's tickets with them. A page on its way to the card
    // window is left as it is: read again, it would show the event full (or the waiting list)
    // for a moment, and the payment's return loads the app afresh anyway.
    onSuccess: (result) =>
      result.paymentWindowLink
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: eventsKey }),
            queryClient.invalidateQueries({ queryKey: ticketsKey }),
          ]),
  });
}
