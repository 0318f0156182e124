import type { BookingClosedReason, Event, PublicEvent } from '@portal/contracts/event';
import type { EventEntry } from '@portal/contracts/event-entry';
import type { EventEntryRow, EventRow, TicketRow } from './events.repository.ts';

/** Who looks at an event: the acting member's memberships and the caller's staff rights. */
export interface Viewer {
  /** Organisation ids in which the acting member holds an active membership. */
  memberOf: Set<string>;
  /** Whether the viewer sees events of this organisation before their public date. */
  isStaffOf: (orgKey: string) => boolean;
}

export const anonymousViewer: Viewer = { memberOf: new Set(), isStaffOf: () => false };

export function placesLeft(event: Pick<EventRow, 'capacity' | 'placesTaken'>): number | null {
  return event.capacity === null ? null : Math.max(event.capacity - event.placesTaken, 0);
}

/** Why the event cannot be booked now, in the order a member would want to hear it. */
export function bookingClosedReason(
  event: EventRow,
  viewer: Viewer,
  now: Date,
): BookingClosedReason | null {
  if (event.startDate <= now) return 'past';
  if (event.registrationDeadline && event.registrationDeadline < now) return 'deadlinePassed';
  if (event.publicDate > now) return 'notPublic';
  if (event.saleStart && event.saleStart > now) return 'saleNotStarted';
  if (event.forMembers && !viewer.memberOf.has(event.orgId)) return 'membersOnly';
  if (placesLeft(event) === 0) return 'full';
  return null;
}

/**
 * SPEC.md section 6 and the issue: enabled events only; before the public date only staff of
 * the organisation (or of ALL); members-only events only for members of the organisation.
 */
export function isVisibleTo(event: EventRow, viewer: Viewer, now: Date): boolean {
  if (!event.enabled || event.cancelledAt) return false;
  const staff = viewer.isStaffOf(event.orgKey);
  if (event.publicDate > now && !staff) return false;
  return !event.forMembers || staff || viewer.memberOf.has(event.orgId);
}

export function toPublicEvent(event: EventRow, viewer: Viewer, now: Date): PublicEvent {
  return {
    id: event.id,
    orgId: event.orgId,
    orgKey: event.orgKey,
    orgName: event.orgName,
    enabled: event.enabled,
    title: event.title,
    description: event.description,
    location: event.location,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    publicDate: event.publicDate.toISOString(),
    saleStart: event.saleStart?.toISOString() ?? null,
    registrationDeadline: event.registrationDeadline?.toISOString() ?? null,
    maxPerBooking: event.maxPerBooking,
    capacity: event.capacity,
    placesLeft: placesLeft(event),
    memberPrice: event.memberPrice,
    guestPrice: event.guestPrice,
    currency: event.currency,
    forMembers: event.forMembers,
    guestsInvited: event.guestsInvited,
    bookingClosedReason: bookingClosedReason(event, viewer, now),
  };
}

export function toEvent(event: EventRow, viewer: Viewer, now: Date): Event {
  return { ...toPublicEvent(event, viewer, now), isMember: viewer.memberOf.has(event.orgId) };
}

export function toEntry(entry: EventEntryRow, event: EventRow, tickets: TicketRow[]): EventEntry {
  return {
    id: entry.id,
    eveId: entry.eventId,
    orgId: entry.orgId,
    email: entry.email,
    name: entry.name,
    quantity: entry.quantity,
    amount: entry.amount,
    currency: entry.currency,
    paymentStatus: entry.paymentStatus,
    orderNumber: entry.orderNumber,
    createdAt: entry.createdAt.toISOString(),
    event: {
      title: event.title,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      location: event.location,
      orgKey: event.orgKey,
      orgName: event.orgName,
    },
    tickets: tickets
      .filter((ticket) => ticket.eventEntryId === entry.id)
      .map((ticket) => ({
        id: ticket.id,
        code: ticket.code,
        holderName: ticket.holderName,
        participantId: ticket.participantId,
        status: ticket.status,
      })),
  };
}
