import { fullName } from '@portal/contracts/member';
import type { Event } from '@portal/contracts/event';
import type { Participant } from '@portal/contracts/family';

type Prices = Pick<Event, 'memberPrice' | 'guestPrice' | 'isMember'>;

/** What the member pays for their own place: the member price needs an active membership. */
export const ownPrice = (event: Prices) => (event.isMember ? event.memberPrice : event.guestPrice);

export const isFree = (event: Pick<Event, 'memberPrice' | 'guestPrice'>) =>
  event.memberPrice === 0 && event.guestPrice === 0;

/**
 * What the booking form's total says. "Free" only where the places cost nothing: a priced event
 * with nobody chosen (e.g. everyone already holds a ticket) is an amount of 0, not free. The
 * amount of a priced choice is the server's quote: `undefined` until it answers.
 */
export type BookingTotal =
  { kind: 'free' } | { kind: 'amount'; amount: number } | { kind: 'quoting' } | { kind: 'unknown' };

export function bookingTotal(input: {
  isPaid: boolean;
  chosenCount: number;
  quoted: number | undefined;
  hasQuoteFailed: boolean;
}): BookingTotal {
  if (!input.isPaid) return { kind: 'free' };
  if (input.chosenCount === 0) return { kind: 'amount', amount: 0 };
  if (input.quoted === undefined) return { kind: input.hasQuoteFailed ? 'unknown' : 'quoting' };
  return input.quoted === 0 ? { kind: 'free' } : { kind: 'amount', amount: input.quoted };
}

export interface BookablePerson {
  id: string;
  name: string;
  isSelf: boolean;
}

/**
 * Who the member may book for: themself, their children and the linked members who approved the
 * link (the server refuses anyone else).
 */
export function bookablePeople(
  self: { id: string; firstName: string; lastName: string },
  participants: readonly Participant[],
): BookablePerson[] {
  const family = participants
    .filter((participant) => participant.familyInvitationStatus === 'approved')
    .map((participant) => ({
      id: participant.id,
      name: `${participant.firstName ?? ''} ${participant.lastName ?? ''}`.trim(),
      isSelf: false,
    }))
    .filter((person) => person.name !== '' && person.id !== self.id);
  return [{ id: self.id, name: fullName(self), isSelf: true }, ...family];
}

/** Participants who already hold a live ticket for the event cannot be booked again. */
export function ticketHolderIds(
  entries: readonly { tickets: readonly { participantId: string | null; status: string }[] }[],
): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    for (const ticket of entry.tickets) {
      if (ticket.participantId && ticket.status !== 'cancelled') ids.add(ticket.participantId);
    }
  }
  return ids;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Old or mistyped links carry ids that are no event's: they are not asked for. */
export const isEventId = (value: string | undefined): value is string =>
  value !== undefined && uuidPattern.test(value);
