import { type EventEntry, eventEntryListSchema } from '@portal/contracts/event';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** Bookings and their tickets; a booking or a cancellation invalidates everything under it. */
export const ticketsKey = ['tickets'] as const;

/** GET tickets (My Tickets): one's bookings with live tickets, with their events. */
export async function listTickets(signal?: AbortSignal): Promise<EventEntry[]> {
  return api.get('/event/api/v1/tickets', {
    signal,
    parse: (data: unknown) => eventEntryListSchema.parse(data),
  });
}

export const ticketsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketsKey, 'list'], queryFn: ({ signal }) => listTickets(signal) });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}
