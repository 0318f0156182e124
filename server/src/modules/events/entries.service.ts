import type { EventEntry } from '@portal/contracts/event-entry';
import type { Executor, Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { closeUnpaidEntry } from './event-payments.ts';
import { forgetSoldOut } from './sold-out.ts';
import { placesFreed } from './waiting-list-offers.ts';
import { toEntry } from './event-view.ts';
import {
  cancelTicketsOf,
  type EventEntryRow,
  findEntry,
  findEvent,
  findEventsByIds,
  listEntriesOf,
  ticketsOf,
  updateEntry,
} from './events.repository.ts';

/** Entries one may see: one's own bookings, and those one holds a ticket in. */
async function requireOwnEntry(db: Executor, acting: ActingMember, entryId: string) {
  const entry = await findEntry(db, entryId);
  const mine =
    entry &&
    (entry.bookerId === acting.id ||
      (await ticketsOf(db, [entry.id])).some((ticket) => ticket.participantId === acting.id));
  if (!entry || !mine) throw AppError.of('NOT_FOUND', 'booking_not_found');
  return entry;
}

export async function entryDetail(
  db: Executor,
  acting: ActingMember,
  entryId: string,
): Promise<EventEntry> {
  const entry = await requireOwnEntry(db, acting, entryId);
  const event = await findEvent(db, entry.eventId);
  if (!event) throw AppError.of('NOT_FOUND', 'booking_not_found');
  return toEntry(entry, event, await ticketsOf(db, [entry.id]));
}

/** GET eve-entry/list: one's own entries, by one's own email (SPEC.md section 7). */
export async function listEntries(
  db: Executor,
  acting: ActingMember,
  filter: { email: string; paymentStatus?: string; eveId?: string; orgId?: string },
): Promise<EventEntry[]> {
  if (!acting.email || filter.email !== acting.email.toLowerCase()) {
    throw AppError.of('FORBIDDEN', 'own_entries_only');
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
  const cancelled = await ctx.db.transaction(async (tx) => {
    const entry = await findEntry(tx, entryId, { lock: true });
    if (!entry || entry.bookerId !== acting.id) {
      throw AppError.of('NOT_FOUND', 'booking_not_found');
    }
    const event = await findEvent(tx, entry.eventId);
    if (!event) throw AppError.of('NOT_FOUND', 'booking_not_found');
    if (entry.paymentStatus === 'cancelled')
      return toEntry(entry, event, await ticketsOf(tx, [entry.id]));
    if (entry.paymentStatus !== 'free') {
      throw AppError.of('CONFLICT', 'paid_booking_cancelled_by_club');
    }
    if (event.startDate <= now) {
      throw AppError.of('CONFLICT', 'booking_cancel_too_late');
    }
    await updateEntry(tx, entry.id, { paymentStatus: 'cancelled' });
    await cancelTicketsOf(tx, entry.id);
    await placesFreed(ctx, tx, event.id, entry.quantity, now);
    const updated = await findEntry(tx, entry.id);
    if (!updated) throw new Error('the booking just cancelled is gone');
    return toEntry(updated, event, await ticketsOf(tx, [entry.id]));
  });
  forgetSoldOut(ctx.db, cancelled.eveId);
  return cancelled;
}

/**
 * A booking the club cancelled (one it paid back in full, a free or cash one, or any of an event
 * it cancelled): cancelled, its tickets no longer valid and its places offered to the waiting
 * list or free for others at once (here and, through the sold-out memory, on this server). Answers the booking as it was, or
 * null when it was already cancelled.
 */
export async function cancelEntryByClub(
  ctx: ServiceContext,
  tx: Transaction,
  entryId: string,
  reason: string,
): Promise<EventEntryRow | null> {
  const entry = await findEntry(tx, entryId, { lock: true });
  if (!entry || entry.paymentStatus === 'cancelled') return null;
  await updateEntry(tx, entry.id, { paymentStatus: 'cancelled', statusReason: reason });
  await cancelTicketsOf(tx, entry.id);
  await placesFreed(ctx, tx, entry.eventId, entry.quantity);
  return entry;
}
