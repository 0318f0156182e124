import { type EventEntry, eventEntryListSchema } from '@portal/contracts/event-entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { useKeptQuery } from '#src/lib/offline/use-kept-query.ts';

/** Bookings and their tickets; a booking or a cancellation invalidates everything under it. */
export const ticketsKey = ['tickets'] as const;

/** The list kept on the device, which an earlier version of the app may have written. */
const parseEntries = (data: unknown) => eventEntryListSchema.parse(data);

/** GET tickets (My Tickets): one's bookings with live tickets, with their events. */
export function listTickets(signal?: AbortSignal): Promise<EventEntry[]> {
  return api.get<EventEntry[]>('/event/api/v1/tickets', { signal });
}

export const ticketsQueryOptions = () =>
  queryOptions({ queryKey: [...ticketsKey, 'list'], queryFn: ({ signal }) => listTickets(signal) });

export function useTickets() {
  return useQuery(ticketsQueryOptions());
}

/** My Tickets' list, kept on the device after it was last seen so it opens without a network. */
export function useKeptTickets() {
  return useKeptQuery({
    name: 'tickets',
    queryKey: ticketsQueryOptions().queryKey,
    queryFn: ({ signal }) => listTickets(signal),
    parse: parseEntries,
  });
}
