import type { Event, PublicEvent } from '@portal/contracts/event';
import type { Executor } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { anonymousViewer, isVisibleTo, toEvent, toPublicEvent, type Viewer } from './event-view.ts';
import {
  activeOrganisationIds,
  type EventRow,
  findEvent,
  listEnabledEvents,
} from './events.repository.ts';

export const eventNotFound = () => AppError.of('NOT_FOUND', 'event_not_found');

export async function viewerOf(
  db: Executor,
  acting: ActingMember,
  isStaffOf: (orgKey: string) => boolean,
  now: Date,
): Promise<Viewer> {
  return { memberOf: await activeOrganisationIds(db, acting.id, clubToday(now)), isStaffOf };
}

/** Upcoming events first (soonest first), then those that have begun, most recent first. */
function upcomingFirst(now: Date) {
  return (a: EventRow, b: EventRow) => {
    const aUpcoming = a.endDate > now;
    const bUpcoming = b.endDate > now;
    if (aUpcoming !== bUpcoming) return aUpcoming ? -1 : 1;
    const order = a.startDate.getTime() - b.startDate.getTime();
    return aUpcoming ? order : -order;
  };
}

export async function listEvents(
  db: Executor,
  viewer: Viewer,
  filter: { orgId?: string | undefined },
  now: Date,
): Promise<Event[]> {
  const rows = await listEnabledEvents(db, filter);
  return rows
    .filter((row) => isVisibleTo(row, viewer, now))
    .sort(upcomingFirst(now))
    .map((row) => toEvent(row, viewer, now));
}

export async function eventDetail(
  db: Executor,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<Event> {
  const row = await findEvent(db, id);
  if (!row || !isVisibleTo(row, viewer, now)) throw eventNotFound();
  return toEvent(row, viewer, now);
}

/** What a guest without an account may see: public events that invite guests. */
export function isOpenToGuests(row: EventRow, now: Date): boolean {
  return row.enabled && row.guestsInvited && row.publicDate <= now;
}

export async function publicEventDetail(db: Executor, id: string, now: Date): Promise<PublicEvent> {
  const row = await findEvent(db, id);
  if (!row || !isOpenToGuests(row, now)) {
    throw AppError.of('NOT_FOUND', 'public_event_not_found');
  }
  return toPublicEvent(row, anonymousViewer, now);
}
