import type { EventEntry } from '@portal/contracts/event-entry';

type Dated = Pick<EventEntry, 'event'>;

/** Whether the event has not ended yet; a booking of a running event still opens the door. */
export const isUpcoming = (entry: Dated, now: Date) => new Date(entry.event.endDate) > now;

/**
 * Upcoming events first, soonest first; then past ones, most recent first. The API sorts by start
 * only, which would put last year's events at the top of My Tickets.
 */
export function upcomingFirst<T extends Dated>(entries: readonly T[], now: Date): T[] {
  const start = (entry: T) => new Date(entry.event.startDate).getTime();
  const upcoming = entries.filter((entry) => isUpcoming(entry, now));
  const past = entries.filter((entry) => !isUpcoming(entry, now));
  return [
    ...upcoming.sort((a, b) => start(a) - start(b)),
    ...past.sort((a, b) => start(b) - start(a)),
  ];
}

/** Tickets that still let someone in. */
export const liveTickets = (entry: Pick<EventEntry, 'tickets'>) =>
  entry.tickets.filter((ticket) => ticket.status !== 'cancelled');

/** A free booking can be cancelled by its booker until the event begins. */
export const isCancellable = (
  entry: Pick<EventEntry, 'paymentStatus' | 'event'>,
  now: Date,
): boolean => entry.paymentStatus === 'free' && new Date(entry.event.startDate) > now;

/** The page of a booking's tickets. */
export const entryTicketsPath = (entry: Pick<EventEntry, 'id' | 'eveId' | 'event'>) =>
  `/${entry.event.orgKey}/events/${entry.eveId}/tickets/${entry.id}`;
