import { type BookingQuote, bookingQuoteInputSchema } from '@portal/contracts/event-entry';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { eventsKey } from './list-events.ts';

/** POST eve/{id}/booking/quote: what the chosen participants would pay, each at their own price. */
export async function quoteBooking(
  eventId: string,
  participantIds: readonly string[],
  signal?: AbortSignal,
): Promise<BookingQuote> {
  return api.post<BookingQuote>(`/event/api/v1/eve/${encodeURIComponent(eventId)}/booking/quote`, {
    body: bookingQuoteInputSchema.parse({ participantIds: [...participantIds] }),
    signal,
  });
}

/**
 * The price of the chosen participants, from the server: only it knows which family members hold
 * a membership. The last price stays shown while the next is asked for.
 */
export function useBookingQuote(eventId: string, participantIds: readonly string[], paid: boolean) {
  const chosen = [...participantIds].sort();
  return useQuery({
    queryKey: [...eventsKey, 'quote', eventId, chosen],
    queryFn: ({ signal }) => quoteBooking(eventId, chosen, signal),
    enabled: paid && chosen.length > 0,
    placeholderData: keepPreviousData,
  });
}
