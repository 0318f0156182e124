import type { BookingResult } from '@portal/contracts/event-entry';
import { defaultLanguage } from '@portal/contracts/language';
import { fullName } from '@portal/contracts/member-fields';
import { randomToken } from '@portal/contracts/random-token';
import type {
  GuestWaitingListInput,
  GuestWaitingPlace,
  JoinWaitingListInput,
  StaffWaitingEntry,
  WaitingPlace,
} from '@portal/contracts/waiting-list';
import type { Executor, Transaction } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import type { Caller } from '#src/lib/auth.ts';
import { violatesUnique } from '#src/lib/db-errors.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import {
  bookerAsViewer,
  type BookingContext,
  explainDuplicateTicket,
  openPaymentIfDue,
  peopleOfBooking,
  plannedBooking,
  refuseClosed,
  refuseGuestPayment,
  refuseUnbookable,
  writeGuestBooking,
  writeMemberBooking,
} from './booking.service.ts';
import { isVisibleTo, placesLeft, toEntry } from './event-view.ts';
import { type EventRow, findEvent, participantsWithTickets } from './events.repository.ts';
import { eventNotFound, isOpenToGuests } from './events.service.ts';
import { organisationEvent } from './staff-events.service.ts';
import { placesFreed, tellWaiting } from './waiting-list-offers.ts';
import {
  findWaiting,
  insertWaiting,
  latestWaitingOf,
  liveWaitingOfMember,
  positionOf,
  updateWaiting,
  waitingListOf,
  type WaitingRow,
} from './waiting-list.repository.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

async function toPlace(db: Executor, row: WaitingRow): Promise<WaitingPlace> {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    quantity: row.quantity,
    position: await positionOf(db, row),
    participantIds: row.participantIds,
    offerExpiresAt: iso(row.offerExpiresAt),
    entryId: row.eventEntryId,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** One may join only a line that exists: the event is open for booking but has too few places. */
function refuseUnlessFull(event: EventRow, now: Date, quantity: number) {
  refuseClosed(event, now, quantity);
  const left = placesLeft(event);
  if (left === null || left >= quantity) {
    throw AppError.of('CONFLICT', 'event_has_places', { count: left ?? quantity });
  }
}

const isAlreadyWaiting = (error: unknown) =>
  violatesUnique(error, 'waiting_list_one_per_member') ||
  violatesUnique(error, 'waiting_list_one_per_guest');

/** Writes a place at the end of the line and tells its holder where they stand. */
async function joinLine(
  ctx: ServiceContext,
  values: Omit<Parameters<typeof insertWaiting>[1], 'token'>,
  event: EventRow,
): Promise<WaitingRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertWaiting(tx, { ...values, token: randomToken() });
      await tellWaiting(ctx, tx, {
        row,
        event,
        kind: 'joined',
        position: await positionOf(tx, row),
      });
      return row;
    });
  } catch (error) {
    if (isAlreadyWaiting(error)) throw AppError.of('CONFLICT', 'already_waiting');
    throw error;
  }
}

/** The event of a member's call, if the member may see it. */
async function visibleEvent(
  db: Executor,
  isStaffOf: (orgKey: string) => boolean,
  eventId: string,
  now: Date,
): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event?.enabled || (event.publicDate > now && !isStaffOf(event.orgKey))) {
    throw eventNotFound();
  }
  return event;
}

/**
 * A member joins a full event's waiting list for themselves and family members they may book
 * for, under the rules of a booking (members only, one live ticket each).
 */
export async function joinWaitingList(
  ctx: ServiceContext,
  acting: ActingMember,
  isStaffOf: (orgKey: string) => boolean,
  eventId: string,
  input: JoinWaitingListInput,
  now: Date,
): Promise<WaitingPlace> {
  const ids = input.participantIds;
  const event = await visibleEvent(ctx.db, isStaffOf, eventId, now);
  const people = await peopleOfBooking(ctx.db, acting, event, ids, now);
  if (!isVisibleTo(event, bookerAsViewer(event, acting, people, isStaffOf), now)) {
    throw eventNotFound();
  }
  refuseUnlessFull(event, now, ids.length);
  refuseUnbookable(people, ids);
  const booking = await plannedBooking(ctx, acting, event, people, ids);
  const holders = await participantsWithTickets(ctx.db, event.id, ids);
  if (holders.size > 0) {
    throw AppError.of('CONFLICT', 'already_has_ticket', {
      names: [...holders].map(booking.nameOf).join(', '),
      count: holders.size,
    });
  }
  const row = await joinLine(
    ctx,
    {
      eventId: event.id,
      memberId: acting.id,
      email: acting.email ?? '',
      name: fullName(acting),
      language: input.language ?? acting.row.preferredLanguage,
      participantIds: ids,
      quantity: ids.length,
    },
    event,
  );
  return toPlace(ctx.db, row);
}

/** A guest joins the waiting list of a full free event that invites guests. */
export async function joinWaitingListAsGuest(
  ctx: ServiceContext,
  eventId: string,
  input: GuestWaitingListInput,
  now: Date,
): Promise<WaitingPlace> {
  const event = await findEvent(ctx.db, eventId);
  if (!event || !isOpenToGuests(event, now)) {
    throw AppError.of('NOT_FOUND', 'public_event_not_found');
  }
  refuseUnlessFull(event, now, input.quantity);
  refuseGuestPayment(event.guestPrice * input.quantity);
  const row = await joinLine(
    ctx,
    {
      eventId: event.id,
      memberId: null,
      email: input.email,
      name: input.name,
      language: input.language ?? defaultLanguage,
      quantity: input.quantity,
    },
    event,
  );
  return toPlace(ctx.db, row);
}

/** The member's place in the event's line: live, or how the last one ended. */
export async function ownWaitingPlace(
  db: Executor,
  acting: ActingMember,
  eventId: string,
): Promise<WaitingPlace | null> {
  const row = await latestWaitingOf(db, acting.id, eventId);
  return row && row.status !== 'left' ? toPlace(db, row) : null;
}

/** Leaves the line; an offer given back passes to the next in line at once. */
async function leave(ctx: ServiceContext, tx: Transaction, row: WaitingRow | null) {
  if (row?.status !== 'waiting' && row?.status !== 'offered') {
    throw AppError.of('NOT_FOUND', 'waiting_place_not_found');
  }
  await updateWaiting(tx, row.id, { status: 'left' });
  if (row.status === 'offered') await placesFreed(ctx, tx, row.eventId, row.quantity);
}

export async function leaveWaitingList(
  ctx: ServiceContext,
  acting: ActingMember,
  eventId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) =>
    leave(ctx, tx, await latestWaitingOf(tx, acting.id, eventId, { lock: true })),
  );
}

/**
 * A member whose account is deleted leaves every line, in the deletion's transaction: an offer
 * they held passes on at once.
 */
export async function leaveWaitingListsOfErasedMember(
  ctx: ServiceContext,
  tx: Transaction,
  memberId: string,
): Promise<void> {
  for (const row of await liveWaitingOfMember(tx, memberId)) await leave(ctx, tx, row);
}

/** An offer is taken while it holds: after its end it has passed on. */
function refuseUnlessOffered(row: WaitingRow | null, now: Date): asserts row is WaitingRow {
  if (row?.status !== 'offered' || !row.offerExpiresAt || row.offerExpiresAt <= now) {
    throw AppError.of('CONFLICT', 'no_waiting_offer');
  }
}

function refuseEventGone(event: EventRow | null, now: Date): asserts event is EventRow {
  if (!event) throw eventNotFound();
  if (event.cancelledAt) throw AppError.of('CONFLICT', 'event_cancelled');
  if (event.startDate <= now) throw AppError.of('CONFLICT', 'event_started');
}

/**
 * The member takes the places their offer holds: a booking for the people they joined with, at
 * today's prices, without taking places again (the offer holds them). A paid event's booking
 * goes to the card window; if it ends unpaid while the offer still holds, the offer stands again.
 */
export async function takeWaitingOffer(
  ctx: ServiceContext,
  context: BookingContext,
  acting: ActingMember,
  isStaffOf: (orgKey: string) => boolean,
  eventId: string,
  now: Date,
): Promise<BookingResult> {
  const seen = await latestWaitingOf(ctx.db, acting.id, eventId);
  refuseUnlessOffered(seen, now);
  const event = await findEvent(ctx.db, eventId);
  refuseEventGone(event, now);
  const ids = seen.participantIds;
  const people = await peopleOfBooking(ctx.db, acting, event, ids, now);
  if (!isVisibleTo(event, bookerAsViewer(event, acting, people, isStaffOf), now)) {
    throw eventNotFound();
  }
  refuseUnbookable(people, ids);
  const booking = await plannedBooking(ctx, acting, event, people, ids);
  let booked: Awaited<ReturnType<typeof writeMemberBooking>>;
  try {
    booked = await ctx.db.transaction(async (tx) => {
      const row = await findWaiting(tx, { id: seen.id }, { lock: true });
      refuseUnlessOffered(row, now);
      const written = await writeMemberBooking(ctx, tx, acting, booking, now);
      await updateWaiting(tx, row.id, { status: 'accepted', eventEntryId: written.entry.id });
      return written;
    });
  } catch (error) {
    throw await explainDuplicateTicket(ctx.db, error, booking);
  }
  return openPaymentIfDue(ctx, context, booking, booked);
}

/** A guest's place, by the secret token of their mail's link. */
async function guestRow(db: Executor, token: string, options: { lock?: boolean } = {}) {
  const row = await findWaiting(db, { token }, options);
  if (!row || row.memberId !== null) throw AppError.of('NOT_FOUND', 'waiting_place_not_found');
  return row;
}

export async function guestWaitingPlace(db: Executor, token: string): Promise<GuestWaitingPlace> {
  const row = await guestRow(db, token);
  const event = await findEvent(db, row.eventId);
  if (!event) throw AppError.of('NOT_FOUND', 'waiting_place_not_found');
  const place = await toPlace(db, row);
  return {
    id: place.id,
    eventId: place.eventId,
    status: place.status,
    quantity: place.quantity,
    position: place.position,
    offerExpiresAt: place.offerExpiresAt,
    entryId: place.entryId,
    joinedAt: place.joinedAt,
    name: row.name,
    event: {
      id: event.id,
      orgKey: event.orgKey,
      orgName: event.orgName,
      title: event.title,
      startDate: event.startDate.toISOString(),
      location: event.location,
    },
  };
}

export async function leaveWaitingListAsGuest(ctx: ServiceContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => leave(ctx, tx, await guestRow(tx, token, { lock: true })));
}

/** A guest takes the places of their offer: a free booking, as a guest registration makes. */
export async function takeWaitingOfferAsGuest(
  ctx: ServiceContext,
  token: string,
  now: Date,
): Promise<BookingResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await guestRow(tx, token, { lock: true });
    refuseUnlessOffered(row, now);
    const event = await findEvent(tx, row.eventId);
    refuseEventGone(event, now);
    const amount = event.guestPrice * row.quantity;
    refuseGuestPayment(amount);
    const written = await writeGuestBooking(ctx, tx, event, {
      name: row.name,
      email: row.email,
      quantity: row.quantity,
      language: row.language,
      amount,
    });
    await updateWaiting(tx, row.id, { status: 'accepted', eventEntryId: written.entry.id });
    return { entry: toEntry(written.entry, event, written.tickets), paymentWindowLink: null };
  });
}

/** The administrators' view of an event's line: live places first, in their order. */
export async function staffWaitingList(
  ctx: ServiceContext,
  caller: Caller,
  ref: { orgKey: string; eventId: string },
): Promise<StaffWaitingEntry[]> {
  const organisation = await administeredOrganisation(ctx, caller, ref.orgKey);
  await organisationEvent(ctx, organisation.id, ref.eventId);
  const rows = await waitingListOf(ctx.db, ref.eventId);
  let position = 0;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    isGuest: row.memberId === null,
    quantity: row.quantity,
    status: row.status,
    position: row.status === 'waiting' ? ++position : null,
    offerExpiresAt: iso(row.offerExpiresAt),
    joinedAt: row.createdAt.toISOString(),
  }));
}
