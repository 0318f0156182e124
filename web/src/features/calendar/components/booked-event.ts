import type { EventEntry } from '@portal/contracts/event-entry';

/** One booked event of the calendar, however many bookings lead to it. */
export interface BookedEvent {
  eveId: string;
  title: string;
  startDate: string;
  endDate: string;
  location: string;
  orgName: string;
  tickets: number;
  /** The ticket page of the first booking. */
  path: string;
}

export function bookedEventsOf(entries: EventEntry[]): BookedEvent[] {
  const byEvent = new Map<string, BookedEvent>();
  for (const entry of entries) {
    const live = entry.tickets.filter((ticket) => ticket.status !== 'cancelled').length;
    const known = byEvent.get(entry.eveId);
    if (known) {
      known.tickets += live;
      continue;
    }
    byEvent.set(entry.eveId, {
      eveId: entry.eveId,
      title: entry.event.title,
      startDate: entry.event.startDate,
      endDate: entry.event.endDate,
      location: entry.event.location,
      orgName: entry.event.orgName,
      tickets: live,
      path: `/${entry.event.orgKey}/events/${entry.eveId}/tickets/${entry.id}`,
    });
  }
  return [...byEvent.values()].sort((a, b) => a.startDate.localeCompare(b.startDate));
}
