import type {
  BookingResult,
  Event,
  EventEntry,
  GuestRegistrationInput,
  MemberBookingInput,
  PublicEvent,
} from '@portal/contracts/event';
import { eventOrderNumber } from '@portal/contracts/order-number';
import { randomToken } from '@portal/contracts/random-token';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import { violatesUnique } from '#src/modules/members/db-errors.ts';
import { canActFor } from '#src/modules/family/family-access.ts';
import type { ActingMember } from '#src/modules/members/acting-member.ts';
import { findMemberRowsByIds } from '#src/modules/members/members.service.ts';
import type { ServiceContext } from '#src/modules/members/service-context.ts';
import { clubToday } from '#src/modules/organisations/club-calendar.ts';
import { activePaymentConfigurationWithSecret } from '#src/modules/organisations/organisations.service.ts';
import {
  billingAddressOf,
  closeUnpaidEntry,
  EVENT_PAYMENT_HOLD_MINUTES,
  enqueueHoldTimeout,
  openPaymentWindow,
} from './event-payments.ts';
import { enqueueBookingConfirmation } from './booking-messages.ts';
import {
  anonymousViewer,
  isVisibleTo,
  placesLeft,
  toEntry,
  toEvent,
  toPublicEvent,
  type Viewer,
} from './event-view.ts';
import {
  activeMemberIds,
  activeOrganisationIds,
  cancelTicketsOf,
  type EventEntryRow,
  type EventRow,
  findEntry,
  findEvent,
  findEventsByIds,
  insertEntry,
  insertTickets,
  listEnabledEvents,
  listEntriesOf,
  participantsWithTickets,
  pendingEntriesOf,
  releasePlaces,
  takePlaces,
  type TicketRow,
  ticketsOf,
  updateEntry,
} from './events.repository.ts';

/** Ticket codes: 24 alphanumerics (about 143 bits), unguessable and short enough for a QR code. */
const TICKET_CODE_LENGTH = 24;

const notFound = () => new AppError('NOT_FOUND', 'No event with this id that you can see.');

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
  if (!row || !isVisibleTo(row, viewer, now)) throw notFound();
  return toEvent(row, viewer, now);
}

/** What a guest without an account may see: public events that invite guests. */
function isOpenToGuests(row: EventRow, now: Date): boolean {
  return row.enabled && row.guestsInvited && row.publicDate <= now;
}

export async function publicEventDetail(db: Executor, id: string, now: Date): Promise<PublicEvent> {
  const row = await findEvent(db, id);
  if (!row || !isOpenToGuests(row, now)) {
    throw new AppError('NOT_FOUND', 'No event open to guests has this id.');
  }
  return toPublicEvent(row, anonymousViewer, now);
}

/** The refusals the event's dates decide; members-only is checked per participant. */
function refuseClosed(event: EventRow, now: Date) {
  if (event.startDate <= now) throw new AppError('CONFLICT', 'This event has already begun.');
  if (event.registrationDeadline && event.registrationDeadline < now) {
    throw new AppError('CONFLICT', 'Registration for this event has closed.');
  }
  if (event.publicDate > now) throw new AppError('CONFLICT', 'This event is not open yet.');
}

function refuseNoRoom(event: EventRow, quantity: number): never {
  const left = placesLeft(event) ?? 0;
  const message =
    left === 0
      ? 'The event is full.'
      : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left; ${quantity} were asked for.`;
  throw new AppError('CONFLICT', message);
}

/** Takes the places or refuses; the event row is read again for an honest count. */
async function takePlacesOrRefuse(tx: Transaction, event: EventRow, quantity: number) {
  if (await takePlaces(tx, event.id, quantity)) return;
  refuseNoRoom((await findEvent(tx, event.id)) ?? event, quantity);
}

/** Two bookings of one participant at the same moment meet the one-live-ticket index. */
const isDuplicateTicket = (error: unknown) =>
  violatesUnique(error, 'tickets_one_live_per_participant');

const ticketCode = () => randomToken(TICKET_CODE_LENGTH);

/** Registration without an account is for free events: a card payment needs a billing profile. */
function refuseGuestPayment(amount: number) {
  if (amount > 0) {
    throw new AppError(
      'CONFLICT',
      'This event has a price: please sign in (or create an account) to book and pay by card.',
    );
  }
}

/** What a booking needs beyond its input: the log and the language of the payment window. */
export interface BookingContext {
  log: FastifyBaseLogger;
  language: 'da' | 'en';
}

/**
 * Bookings of this member for this event still waiting for payment are replaced by a new one
 * (the back button, a second try): their places and tickets go back first. A late payment of
 * one of them is released by the settlement.
 */
async function replacePendingBookings(tx: Transaction, acting: ActingMember, eventId: string) {
  for (const pending of await pendingEntriesOf(tx, acting.id, eventId)) {
    await updateEntry(tx, pending.id, {
      paymentStatus: 'cancelled',
      statusReason: 'Replaced by a newer booking before it was paid. Nothing was charged.',
      holdExpiresAt: null,
      settledAt: new Date(),
    });
    await cancelTicketsOf(tx, pending.id);
    await releasePlaces(tx, eventId, pending.quantity);
  }
}

/**
 * A member books places for themselves and family members they may act for, one ticket each.
 * A closed or full event is refused before any transaction. Then, in one transaction: the checks, the places (a conditional update, so
 * capacity holds under any load), the entry and its tickets, and the confirmation mail for a free
 * event or the hold's timeout for a paid one, whose payment window is opened afterwards.
 */
export async function bookForMembers(
  ctx: ServiceContext,
  context: BookingContext,
  actingMember: () => Promise<ActingMember>,
  isStaffOf: (orgKey: string) => boolean,
  eventId: string,
  input: MemberBookingInput,
  now: Date,
): Promise<BookingResult> {
  const ids = input.participantIds;
  const event = await findEvent(ctx.db, eventId);
  if (!event?.enabled || (event.publicDate > now && !isStaffOf(event.orgKey))) throw notFound();
  const refuseFromEvent = () => {
    refuseClosed(event, now);
    if ((placesLeft(event) ?? Infinity) < ids.length) refuseNoRoom(event, ids.length);
  };
  // An event open to all that is closed or full says so from this one read: at a sale start most
  // requests end here. A members-only one first makes sure the caller may know it exists.
  if (!event.forMembers) refuseFromEvent();
  const acting = await actingMember();
  const today = clubToday(now);
  const members = await activeMemberIds(ctx.db, event.orgId, [acting.id, ...ids], today);
  if (event.forMembers && !members.has(acting.id) && !isStaffOf(event.orgKey)) throw notFound();
  refuseFromEvent();
  const priceOf = (id: string) => (members.has(id) ? event.memberPrice : event.guestPrice);
  const amount = ids.reduce((sum, id) => sum + priceOf(id), 0);
  const payment =
    amount > 0
      ? {
          configuration: await activePaymentConfigurationWithSecret(ctx.db, event.orgId),
          billingAddress: billingAddressOf(acting),
        }
      : null;
  if (payment && !payment.configuration) {
    throw new AppError('CONFLICT', `${event.orgName} does not take card payments yet.`);
  }

  let booked: { entry: EventEntryRow; tickets: TicketRow[] };
  try {
    booked = await ctx.db.transaction(async (tx) => {
      for (const id of ids) {
        if (!(await canActFor(acting, id, tx))) {
          throw new AppError('NOT_FOUND', 'participantIds: names a member you cannot book for', {
            fields: [{ field: 'participantIds', message: 'names a member you cannot book for' }],
          });
        }
      }
      const people = await findMemberRowsByIds(tx, ids);
      const nameOf = (id: string) => {
        const person = people.find((row) => row.id === id);
        return person ? `${person.firstName} ${person.lastName}`.trim() : 'Participant';
      };
      const outsiders = ids.filter((id) => !members.has(id));
      if (event.forMembers && outsiders.length > 0) {
        throw new AppError(
          'FORBIDDEN',
          `This event is for members of ${event.orgName} only, and ${outsiders.map(nameOf).join(', ')} ${outsiders.length === 1 ? 'has' : 'have'} no active membership.`,
        );
      }
      if (payment) await replacePendingBookings(tx, acting, event.id);
      const holders = await participantsWithTickets(tx, event.id, ids);
      if (holders.size > 0) {
        throw new AppError(
          'CONFLICT',
          `${[...holders].map(nameOf).join(', ')} already ${holders.size === 1 ? 'has a ticket' : 'have tickets'} for this event.`,
        );
      }

      await takePlacesOrRefuse(tx, event, ids.length);
      const returnToken = payment ? randomToken() : null;
      const entry = await insertEntry(tx, {
        eventId: event.id,
        orgId: event.orgId,
        bookerId: acting.id,
        email: acting.email ?? '',
        name: `${acting.firstName} ${acting.lastName}`.trim(),
        quantity: ids.length,
        amount,
        currency: event.currency,
        paymentStatus: payment ? 'pending' : 'free',
        ...(payment && returnToken
          ? {
              returnToken,
              callbackToken: randomToken(),
              orderNumber: eventOrderNumber(returnToken),
              holdExpiresAt: new Date(now.getTime() + EVENT_PAYMENT_HOLD_MINUTES * 60_000),
              paymentConfigurationId: payment.configuration?.id ?? null,
            }
          : {}),
      });
      const tickets = await insertTickets(
        tx,
        ids.map((id) => ({
          eventEntryId: entry.id,
          eventId: event.id,
          code: ticketCode(),
          holderName: nameOf(id),
          participantId: id,
        })),
      );
      if (payment) await enqueueHoldTimeout(ctx.jobs, tx, entry.id);
      else if (entry.email) {
        await enqueueBookingConfirmation(ctx.jobs, tx, {
          entry,
          event,
          tickets,
          publicUrl: ctx.config.publicUrl,
        });
      }
      return { entry, tickets };
    });
  } catch (error) {
    if (isDuplicateTicket(error)) {
      throw new AppError('CONFLICT', 'A participant was booked for this event at the same moment.');
    }
    throw error;
  }

  const { entry, tickets } = booked;
  if (!payment?.configuration) {
    return { entry: toEntry(entry, event, tickets), paymentWindowLink: null };
  }
  const paymentWindowLink = await openPaymentWindow(ctx, context.log, {
    entry,
    event,
    configuration: payment.configuration,
    billingAddress: payment.billingAddress,
    language: context.language,
  });
  return { entry: toEntry(entry, event, tickets), paymentWindowLink };
}

/** A guest without an account registers for an event that invites guests. */
export async function registerGuest(
  ctx: ServiceContext,
  eventId: string,
  input: GuestRegistrationInput,
  now: Date,
): Promise<BookingResult> {
  return ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId);
    if (!event || !isOpenToGuests(event, now)) {
      throw new AppError('NOT_FOUND', 'No event open to guests has this id.');
    }
    refuseClosed(event, now);
    if ((placesLeft(event) ?? Infinity) < input.quantity) refuseNoRoom(event, input.quantity);
    const amount = event.guestPrice * input.quantity;
    refuseGuestPayment(amount);

    await takePlacesOrRefuse(tx, event, input.quantity);
    const entry = await insertEntry(tx, {
      eventId: event.id,
      orgId: event.orgId,
      bookerId: null,
      email: input.email,
      name: input.name,
      quantity: input.quantity,
      amount,
      currency: event.currency,
      paymentStatus: 'free',
    });
    const tickets = await insertTickets(
      tx,
      Array.from({ length: input.quantity }, () => ({
        eventEntryId: entry.id,
        eventId: event.id,
        code: ticketCode(),
        holderName: input.name,
        participantId: null,
      })),
    );
    await enqueueBookingConfirmation(ctx.jobs, tx, {
      entry,
      event,
      tickets,
      publicUrl: ctx.config.publicUrl,
    });
    return { entry: toEntry(entry, event, tickets), paymentWindowLink: null };
  });
}

/** Entries one may see: one's own bookings, and those one holds a ticket in. */
async function requireOwnEntry(db: Executor, acting: ActingMember, entryId: string) {
  const entry = await findEntry(db, entryId);
  const mine =
    entry &&
    (entry.bookerId === acting.id ||
      (await ticketsOf(db, [entry.id])).some((ticket) => ticket.participantId === acting.id));
  if (!entry || !mine) throw new AppError('NOT_FOUND', 'No booking of yours has this id.');
  return entry;
}

export async function entryDetail(
  db: Executor,
  acting: ActingMember,
  entryId: string,
): Promise<EventEntry> {
  const entry = await requireOwnEntry(db, acting, entryId);
  const event = await findEvent(db, entry.eventId);
  if (!event) throw new AppError('NOT_FOUND', 'No booking of yours has this id.');
  return toEntry(entry, event, await ticketsOf(db, [entry.id]));
}

/** GET eve-entry/list: one's own entries, by one's own email (SPEC.md section 7). */
export async function listEntries(
  db: Executor,
  acting: ActingMember,
  filter: { email: string; paymentStatus?: string; eveId?: string; orgId?: string },
): Promise<EventEntry[]> {
  if (!acting.email || filter.email !== acting.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'You can list only your own event entries.');
  }
  const entries = await listEntriesOf(
    db,
    { id: acting.id, email: acting.email.toLowerCase() },
    { paymentStatus: filter.paymentStatus, eventId: filter.eveId, orgId: filter.orgId },
  );
  const events = new Map(
    (
      await findEventsByIds(
        db,
        entries.map((entry) => entry.eventId),
      )
    ).map((row) => [row.id, row]),
  );
  const tickets = await ticketsOf(
    db,
    entries.map((entry) => entry.id),
  );
  return entries.flatMap((entry) => {
    const event = events.get(entry.eventId);
    return event ? [toEntry(entry, event, tickets)] : [];
  });
}

/** My Tickets: the bookings with live tickets, soonest event first. */
export async function myTickets(db: Executor, acting: ActingMember): Promise<EventEntry[]> {
  const entries = await listEntries(db, acting, { email: acting.email?.toLowerCase() ?? '' });
  return entries
    .filter((entry) => entry.paymentStatus === 'free' || entry.paymentStatus === 'paid')
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
}

/** The booker cancels a free booking before the event: the places go back, the tickets die. */
export async function cancelEntry(
  ctx: ServiceContext,
  acting: ActingMember,
  entryId: string,
  now: Date,
): Promise<EventEntry> {
  const seen = await findEntry(ctx.db, entryId);
  if (seen?.bookerId === acting.id && seen.paymentStatus === 'pending') {
    // Giving up before paying: the held places go back at once, not when the hold runs out.
    await closeUnpaidEntry(ctx, entryId, {
      status: 'cancelled',
      reason: 'You cancelled the booking before paying. Nothing was charged.',
    });
    return entryDetail(ctx.db, acting, entryId);
  }
  return ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId, { lock: true });
    if (!entry || entry.bookerId !== acting.id) {
      throw new AppError('NOT_FOUND', 'No booking of yours has this id.');
    }
    const event = await findEvent(tx, entry.eventId);
    if (!event) throw new AppError('NOT_FOUND', 'No booking of yours has this id.');
    if (entry.paymentStatus === 'cancelled')
      return toEntry(entry, event, await ticketsOf(tx, [entry.id]));
    if (entry.paymentStatus !== 'free') {
      throw new AppError(
        'CONFLICT',
        'A paid booking is cancelled by the club, which refunds it. Please contact the club.',
      );
    }
    if (event.startDate <= now) {
      throw new AppError(
        'CONFLICT',
        'The event has begun; the booking can no longer be cancelled.',
      );
    }
    await updateEntry(tx, entry.id, { paymentStatus: 'cancelled' });
    await cancelTicketsOf(tx, entry.id);
    await releasePlaces(tx, event.id, entry.quantity);
    const cancelled = await findEntry(tx, entry.id);
    if (!cancelled) throw new Error('the booking just cancelled is gone');
    return toEntry(cancelled, event, await ticketsOf(tx, [entry.id]));
  });
}
