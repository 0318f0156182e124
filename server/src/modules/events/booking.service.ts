import type {
  BookingQuote,
  BookingResult,
  GuestRegistrationInput,
  MemberBookingInput,
} from '@portal/contracts/event-entry';
import { defaultLanguage, type Language } from '@portal/contracts/language';
import { eventOrderNumber } from '@portal/contracts/order-number';
import { randomToken } from '@portal/contracts/random-token';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import { violatesUnique } from '#src/lib/db-errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { fullName } from '@portal/contracts/member-fields';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { clubDateTime, clubToday } from '#src/lib/club-calendar.ts';
import { refuseUnverifiedEmail } from '#src/idp/email-verification.service.ts';
import { activePaymentConfigurationWithSecret } from '#src/modules/organisations/organisations.service.ts';
import {
  billingAddressOf,
  EVENT_PAYMENT_HOLD_MINUTES,
  enqueueHoldTimeout,
  openPaymentWindow,
} from './event-payments.ts';
import { enqueueBookingConfirmation } from './booking-messages.ts';
import { forgetSoldOut, markRead, noteEventRead, recallSoldOut } from './sold-out.ts';
import { isVisibleTo, placesLeft, toEntry, type Viewer } from './event-view.ts';
import {
  type BookingPerson,
  bookingPeople,
  cancelTicketsOf,
  type EventEntryRow,
  type EventRow,
  findEvent,
  insertEntry,
  insertTickets,
  participantsWithTickets,
  pendingEntriesOf,
  releasePlaces,
  takePlaces,
  type TicketRow,
  updateEntry,
} from './events.repository.ts';
import { eventNotFound, isOpenToGuests } from './events.service.ts';

/** Ticket codes: 24 alphanumerics (about 143 bits), unguessable and short enough for a QR code. */
const TICKET_CODE_LENGTH = 24;

/** The refusals the event's dates and limits decide; members-only is checked per participant. */
export function refuseClosed(event: EventRow, now: Date, quantity: number) {
  if (event.cancelledAt) throw AppError.of('CONFLICT', 'event_cancelled');
  if (event.startDate <= now) throw AppError.of('CONFLICT', 'event_started');
  if (event.registrationDeadline && event.registrationDeadline < now) {
    throw AppError.of('CONFLICT', 'registration_closed');
  }
  if (event.publicDate > now) throw AppError.of('CONFLICT', 'event_not_open');
  if (event.saleStart && event.saleStart > now) {
    throw AppError.of('CONFLICT', 'sale_not_started', { date: clubDateTime(event.saleStart) });
  }
  if (event.maxPerBooking !== null && quantity > event.maxPerBooking) {
    throw AppError.of('CONFLICT', 'too_many_per_booking', { count: event.maxPerBooking });
  }
}

function refuseNoRoom(event: EventRow, quantity: number): never {
  const left = placesLeft(event) ?? 0;
  throw left === 0
    ? AppError.of('CONFLICT', 'event_full')
    : AppError.of('CONFLICT', 'too_few_places', { count: left, asked: quantity });
}

/** Takes the places or refuses; the event row is read again for an honest count. */
async function takePlacesOrRefuse(
  db: Database,
  tx: Transaction,
  event: EventRow,
  quantity: number,
) {
  if (await takePlaces(tx, event.id, quantity)) return;
  const mark = markRead(db);
  const current = (await findEvent(tx, event.id)) ?? event;
  noteEventRead(db, current, Date.now(), mark);
  refuseNoRoom(current, quantity);
}

/** The event of a booking: from memory while it is known to be full, else from the database. */
async function eventToBook(db: Database, eventId: string): Promise<EventRow | null> {
  const soldOut = recallSoldOut(db, eventId, Date.now());
  if (soldOut) return soldOut;
  const mark = markRead(db);
  const event = await findEvent(db, eventId);
  if (event) noteEventRead(db, event, Date.now(), mark);
  return event;
}

/** Two bookings of one participant at the same moment meet the one-live-ticket index. */
export const isDuplicateTicket = (error: unknown) =>
  violatesUnique(error, 'tickets_one_live_per_participant');

const ticketCode = () => randomToken(TICKET_CODE_LENGTH);

/** The booker and the people a booking names, by id. */
export async function peopleOfBooking(
  db: Executor,
  acting: ActingMember,
  event: EventRow,
  ids: string[],
  now: Date,
): Promise<Map<string, BookingPerson>> {
  const people = await bookingPeople(db, {
    bookerId: acting.id,
    orgId: event.orgId,
    memberIds: ids,
    today: clubToday(now),
  });
  return new Map(people.map((person) => [person.id, person]));
}

export function refuseUnbookable(people: Map<string, BookingPerson>, ids: string[]) {
  if (!ids.every((id) => people.get(id)?.mayBookFor)) {
    throw AppError.of('NOT_FOUND', 'participants_not_bookable', undefined, [
      { field: 'participantIds', message: 'names a member you cannot book for' },
    ]);
  }
}

/** The booker as one who looks at the event (is it theirs to see?), from the people of a booking. */
export const bookerAsViewer = (
  event: EventRow,
  acting: ActingMember,
  people: Map<string, BookingPerson>,
  isStaffOf: (orgKey: string) => boolean,
): Viewer => ({
  isStaffOf,
  memberOf: new Set(people.get(acting.id)?.isMember ? [event.orgId] : []),
});

/** A participant with an active membership of the organisation pays the member price. */
export const priceOf = (event: EventRow, person: BookingPerson | undefined) =>
  person?.isMember ? event.memberPrice : event.guestPrice;

/** Registration without an account is for free events: a card payment needs a billing profile. */
export function refuseGuestPayment(amount: number) {
  if (amount > 0) {
    throw AppError.of('CONFLICT', 'paid_event_needs_account');
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
 * The event and the people are read and checked first, so that a closed or full event, or a
 * participant one may not book for, costs no transaction. Then, in one transaction: the entry and
 * its tickets (the one-live-ticket index refuses a second ticket of a participant), the
 * confirmation mail for a free event or the hold's timeout for a paid one (whose payment window is
 * opened afterwards), and last the places (a conditional update, so capacity holds under any load).
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
  const event = await eventToBook(ctx.db, eventId);
  if (!event?.enabled || (event.publicDate > now && !isStaffOf(event.orgKey)))
    throw eventNotFound();
  // Checked again before each further step: at a sale start, bookings still on their way when
  // the last place goes stop as soon as it is known, not at the database.
  const refuseFromEvent = () => {
    const latest = recallSoldOut(ctx.db, event.id, Date.now()) ?? event;
    refuseClosed(latest, now, ids.length);
    if ((placesLeft(latest) ?? Infinity) < ids.length) refuseNoRoom(latest, ids.length);
  };
  // An event open to all that is closed or full says so from this one read: at a sale start most
  // requests end here. A members-only one first makes sure the caller may know it exists.
  if (!event.forMembers) refuseFromEvent();
  const acting = await actingMember();
  const people = await peopleOfBooking(ctx.db, acting, event, ids, now);
  if (!isVisibleTo(event, bookerAsViewer(event, acting, people, isStaffOf), now))
    throw eventNotFound();
  refuseFromEvent();
  refuseUnbookable(people, ids);
  const booking = await plannedBooking(ctx, acting, event, people, ids);
  refuseFromEvent();

  let booked: { entry: EventEntryRow; tickets: TicketRow[] };
  try {
    booked = await ctx.db.transaction(async (tx) => {
      if (booking.payment) await replacePendingBookings(tx, acting, event.id);
      const written = await writeMemberBooking(ctx, tx, acting, booking, now);
      // The places last: taking them locks the event's row until the commit, and every other
      // booking of the event waits for that lock, so it is held for one statement only.
      await takePlacesOrRefuse(ctx.db, tx, event, ids.length);
      return written;
    });
  } catch (error) {
    throw await explainDuplicateTicket(ctx.db, error, booking);
  }
  // Replacing an unpaid booking may have freed places.
  if (booking.payment) forgetSoldOut(ctx.db, event.id);
  return openPaymentIfDue(ctx, context, booking, booked);
}

/** A member's booking as checked, before it is written: whom, for how much, paid how. */
export interface PlannedBooking {
  event: EventRow;
  ids: string[];
  nameOf: (id: string) => string;
  amount: number;
  payment: {
    configuration: NonNullable<Awaited<ReturnType<typeof activePaymentConfigurationWithSecret>>>;
    billingAddress: ReturnType<typeof billingAddressOf>;
  } | null;
}

/**
 * Checks what the people of a booking decide (members only, the booker's confirmed address, the
 * card payment's needs) and prices it: a participant with an active membership pays the member
 * price, anyone else the guest price.
 */
export async function plannedBooking(
  ctx: ServiceContext,
  acting: ActingMember,
  event: EventRow,
  people: Map<string, BookingPerson>,
  ids: string[],
): Promise<PlannedBooking> {
  const nameOf = (id: string) => {
    const person = people.get(id);
    return person ? fullName(person) : 'Participant';
  };
  const outsiders = ids.filter((id) => people.get(id)?.isMember !== true);
  if (event.forMembers && outsiders.length > 0) {
    throw AppError.of('FORBIDDEN', 'members_only_event', {
      organisation: event.orgName,
      names: outsiders.map(nameOf).join(', '),
      count: outsiders.length,
    });
  }
  await refuseUnverifiedEmail(ctx.db, acting);
  const amount = ids.reduce((sum, id) => sum + priceOf(event, people.get(id)), 0);
  if (amount === 0) return { event, ids, nameOf, amount, payment: null };
  const configuration = await activePaymentConfigurationWithSecret(ctx.db, event.orgId);
  const billingAddress = billingAddressOf(acting);
  if (!configuration) {
    throw AppError.of('CONFLICT', 'card_payments_not_offered', { organisation: event.orgName });
  }
  return { event, ids, nameOf, amount, payment: { configuration, billingAddress } };
}

/**
 * Writes a member's booking and its tickets, with the confirmation mail of a free one or the hold's
 * timeout of a paid one; the places are the caller's to take. A participant who already holds a
 * live ticket meets the one-live-ticket index here, which also settles two bookings of one person
 * at the same moment: the whole transaction rolls back.
 */
export async function writeMemberBooking(
  ctx: ServiceContext,
  tx: Transaction,
  acting: ActingMember,
  booking: PlannedBooking,
  now: Date,
): Promise<{ entry: EventEntryRow; tickets: TicketRow[] }> {
  const { event, ids, payment } = booking;
  const returnToken = payment ? randomToken() : null;
  const entry = await insertEntry(tx, {
    eventId: event.id,
    orgId: event.orgId,
    bookerId: acting.id,
    email: acting.email ?? '',
    name: fullName(acting),
    language: acting.row.preferredLanguage,
    quantity: ids.length,
    amount: booking.amount,
    currency: event.currency,
    paymentStatus: payment ? 'pending' : 'free',
    ...(payment && returnToken
      ? {
          returnToken,
          callbackToken: randomToken(),
          orderNumber: eventOrderNumber(returnToken),
          holdExpiresAt: new Date(now.getTime() + EVENT_PAYMENT_HOLD_MINUTES * 60_000),
          paymentConfigurationId: payment.configuration.id,
        }
      : {}),
  });
  const tickets = await insertTickets(
    tx,
    ids.map((id) => ({
      eventEntryId: entry.id,
      eventId: event.id,
      code: ticketCode(),
      holderName: booking.nameOf(id),
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
}

/** A booking that met the one-live-ticket index, in words: who already holds a ticket. */
export async function explainDuplicateTicket(
  db: Executor,
  error: unknown,
  booking: Pick<PlannedBooking, 'event' | 'ids' | 'nameOf'>,
): Promise<unknown> {
  if (!isDuplicateTicket(error)) return error;
  const holders = await participantsWithTickets(db, booking.event.id, booking.ids);
  return holders.size === 0
    ? AppError.of('CONFLICT', 'booked_at_same_moment')
    : AppError.of('CONFLICT', 'already_has_ticket', {
        names: [...holders].map(booking.nameOf).join(', '),
        count: holders.size,
      });
}

/** The booking as answered: with the card window's address when it waits for payment. */
export async function openPaymentIfDue(
  ctx: ServiceContext,
  context: BookingContext,
  booking: PlannedBooking,
  booked: { entry: EventEntryRow; tickets: TicketRow[] },
): Promise<BookingResult> {
  const { entry, tickets } = booked;
  const { event, payment } = booking;
  if (!payment) return { entry: toEntry(entry, event, tickets), paymentWindowLink: null };
  const paymentWindowLink = await openPaymentWindow(
    { ...ctx, log: context.log },
    {
      entry,
      event,
      configuration: payment.configuration,
      billingAddress: payment.billingAddress,
      language: context.language,
    },
  );
  return { entry: toEntry(entry, event, tickets), paymentWindowLink };
}

/** What a booking for these participants would cost, before booking (the booking form's total). */
export async function quoteBooking(
  db: Executor,
  acting: ActingMember,
  isStaffOf: (orgKey: string) => boolean,
  eventId: string,
  ids: string[],
  now: Date,
): Promise<BookingQuote> {
  const event = await findEvent(db, eventId);
  if (!event) throw eventNotFound();
  const people = await peopleOfBooking(db, acting, event, ids, now);
  if (!isVisibleTo(event, bookerAsViewer(event, acting, people, isStaffOf), now))
    throw eventNotFound();
  refuseUnbookable(people, ids);
  const participants = ids.map((id) => ({
    participantId: id,
    isMember: people.get(id)?.isMember === true,
    price: priceOf(event, people.get(id)),
  }));
  return {
    amount: participants.reduce((sum, participant) => sum + participant.price, 0),
    currency: event.currency,
    participants,
  };
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
      throw AppError.of('NOT_FOUND', 'public_event_not_found');
    }
    refuseClosed(event, now, input.quantity);
    if ((placesLeft(event) ?? Infinity) < input.quantity) refuseNoRoom(event, input.quantity);
    const amount = event.guestPrice * input.quantity;
    refuseGuestPayment(amount);

    const written = await writeGuestBooking(ctx, tx, event, { ...input, amount });
    // The places last, as for members: the event's row stays locked for one statement.
    await takePlacesOrRefuse(ctx.db, tx, event, input.quantity);
    return { entry: toEntry(written.entry, event, written.tickets), paymentWindowLink: null };
  });
}

/** Writes a guest's free booking, its tickets and its confirmation; the places are the caller's. */
export async function writeGuestBooking(
  ctx: ServiceContext,
  tx: Transaction,
  event: EventRow,
  guest: Omit<GuestRegistrationInput, 'language'> & {
    language?: Language | undefined;
    amount: number;
  },
): Promise<{ entry: EventEntryRow; tickets: TicketRow[] }> {
  const entry = await insertEntry(tx, {
    eventId: event.id,
    orgId: event.orgId,
    bookerId: null,
    email: guest.email,
    name: guest.name,
    language: guest.language ?? defaultLanguage,
    quantity: guest.quantity,
    amount: guest.amount,
    currency: event.currency,
    paymentStatus: 'free',
  });
  const tickets = await insertTickets(
    tx,
    Array.from({ length: guest.quantity }, () => ({
      eventEntryId: entry.id,
      eventId: event.id,
      code: ticketCode(),
      holderName: guest.name,
      participantId: null,
    })),
  );
  await enqueueBookingConfirmation(ctx.jobs, tx, {
    entry,
    event,
    tickets,
    publicUrl: ctx.config.publicUrl,
  });
  return { entry, tickets };
}
