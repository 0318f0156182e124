import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { events, waitingListEntries } from '#src/db/schema/index.ts';

export type WaitingRow = typeof waitingListEntries.$inferSelect;
export type NewWaitingRow = typeof waitingListEntries.$inferInsert;

/** Places in line that still count: waiting, or offered and not yet answered. */
const liveStatuses = ['waiting', 'offered'] as const;

export async function insertWaiting(db: Executor, values: NewWaitingRow): Promise<WaitingRow> {
  const [row] = await db.insert(waitingListEntries).values(values).returning();
  if (!row) throw new Error('insert into waiting_list_entries returned no row');
  return row;
}

export async function updateWaiting(
  db: Executor,
  id: string,
  values: Partial<NewWaitingRow>,
): Promise<void> {
  await db
    .update(waitingListEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(waitingListEntries.id, id));
}

export async function findWaiting(
  db: Executor,
  where: { id: string } | { token: string },
  options: { lock?: boolean } = {},
): Promise<WaitingRow | null> {
  const condition =
    'id' in where ? eq(waitingListEntries.id, where.id) : eq(waitingListEntries.token, where.token);
  const query = db.select().from(waitingListEntries).where(condition);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A member's live place in an event's line, or the last one they had. */
export async function latestWaitingOf(
  db: Executor,
  memberId: string,
  eventId: string,
  options: { lock?: boolean } = {},
): Promise<WaitingRow | null> {
  const query = db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.memberId, memberId), eq(waitingListEntries.eventId, eventId)))
    .orderBy(sql`${waitingListEntries.createdAt} desc`)
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The places a member holds in any line, waiting or offered, locked. */
export async function liveWaitingOfMember(db: Executor, memberId: string): Promise<WaitingRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.memberId, memberId),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    )
    .for('update');
}

/** The first in line of the event, in the order they joined. */
export async function waitingInLine(db: Executor, eventId: string): Promise<WaitingRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.status, 'waiting')))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    .for('update');
}

/** 1 for the first in line: those still waiting who joined before this place, plus one. */
export async function positionOf(db: Executor, row: WaitingRow): Promise<number | null> {
  if (row.status !== 'waiting') return null;
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.eventId, row.eventId),
        eq(waitingListEntries.status, 'waiting'),
        or(
          lt(waitingListEntries.createdAt, row.createdAt),
          and(eq(waitingListEntries.createdAt, row.createdAt), lt(waitingListEntries.id, row.id)),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

/** Every place in the event's line, live ones first in their order, then the ended ones. */
export async function waitingListOf(db: Executor, eventId: string): Promise<WaitingRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.eventId, eventId))
    .orderBy(
      sql`case ${waitingListEntries.status} when 'offered' then 0 when 'waiting' then 1 else 2 end`,
      asc(waitingListEntries.createdAt),
      asc(waitingListEntries.id),
    );
}

/** The offer that became this booking, while it waits for the booking's payment. */
export async function offerTakenBy(db: Executor, entryId: string): Promise<WaitingRow | null> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(
      and(eq(waitingListEntries.eventEntryId, entryId), eq(waitingListEntries.status, 'accepted')),
    )
    .for('update');
  return row ?? null;
}

/** Ends every live place in an event's line (the event was cancelled): each as it was. */
export async function endLiveWaiting(db: Executor, eventId: string): Promise<WaitingRow[]> {
  const live = and(
    eq(waitingListEntries.eventId, eventId),
    inArray(waitingListEntries.status, [...liveStatuses]),
  );
  const rows = await db.select().from(waitingListEntries).where(live).for('update');
  await db
    .update(waitingListEntries)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(live);
  return rows;
}

/** The event's row, locked: offers and bookings change its places taken one at a time. */
export async function lockEventPlaces(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      capacity: events.capacity,
      placesTaken: events.placesTaken,
      enabled: events.enabled,
      cancelledAt: events.cancelledAt,
      startDate: events.startDate,
      offerHoldHours: events.offerHoldHours,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row ?? null;
}

/** Holds places for an offer: counted as taken, whatever the capacity (they were just freed). */
export async function holdPlaces(db: Executor, eventId: string, quantity: number) {
  await db
    .update(events)
    .set({ placesTaken: sql`${events.placesTaken} + ${quantity}` })
    .where(eq(events.id, eventId));
}
