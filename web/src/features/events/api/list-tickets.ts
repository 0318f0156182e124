import { type EventEntry, eventEntryListSchema } from '@portal/contracts/event-entry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { useKeptCopy, useKeptQuery } from '#src/lib/offline/use-kept-query.ts';

/** Bookings and their tickets; a booking or a cancellation invalidates everything under it. */
export const ticketsKey = ['tickets'] as const;

const keptTicketsName = 'tickets';

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
    name: keptTicketsName,
    queryKey: ticketsQueryOptions().queryKey,
    queryFn: ({ signal }) => listTickets(signal),
    parse: parseEntries,
  });
}

/**
 * One booking as My Tickets' kept list holds it (its live tickets), and when that was read: what
 * its own page shows until the server answers, and without a network.
 */
export function useKeptEntry(entryId: string): { entry: EventEntry; keptAt: Date } | null {
  const kept = useKeptCopy(keptTicketsName, parseEntries);
  const entry = kept?.data.find((candidate) => candidate.id === entryId);
  return kept && entry ? { entry, keptAt: kept.savedAt } : null;
}
