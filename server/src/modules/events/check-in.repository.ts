import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { checkIns, tickets } from '#src/db/schema/index.ts';

/** A ticket as the door sees it: its own state and its booking's. */
export interface DoorTicketRow {
  ticket_id: string;
  event_id: string;
  org_id: string;
  event_title: string;
  code: string;
  holder_name: string;
  guest: boolean;
  status: 'valid' | 'cancelled' | 'checked_in';
  payment_status: string;
  checked_in_at: Date | string | null;
  checked_in_by: string | null;
}

const doorTicketColumns = sql`t.id as ticket_id, t.event_id, e.org_id, e.title as event_title,
  t.code, t.holder_name, (en.booker_id is null) as guest, t.status, en.payment_status,
  t.checked_in_at, t.checked_in_by`;

export async function listDoorTickets(db: Executor, eventId: string): Promise<DoorTicketRow[]> {
  const result = await db.execute(sql`
    select ${doorTicketColumns}
    from tickets t join event_entries en on en.id = t.event_entry_id join events e on e.id = t.event_id
    where t.event_id = ${eventId}
    order by lower(t.holder_name), t.id`);
  return (result as { rows: DoorTicketRow[] }).rows;
}

export async function findDoorTicketByCode(
  db: Executor,
  code: string,
): Promise<DoorTicketRow | null> {
  const result = await db.execute(sql`
    select ${doorTicketColumns}
    from tickets t join event_entries en on en.id = t.event_entry_id join events e on e.id = t.event_id
    where t.code = ${code}`);
  return (result as { rows: DoorTicketRow[] }).rows[0] ?? null;
}

export async function findDoorTicketById(db: Executor, id: string): Promise<DoorTicketRow | null> {
  const result = await db.execute(sql`
    select ${doorTicketColumns}
    from tickets t join event_entries en on en.id = t.event_entry_id join events e on e.id = t.event_id
    where t.id = ${id}`);
  return (result as { rows: DoorTicketRow[] }).rows[0] ?? null;
}

export async function doorCounts(db: Executor, eventId: string) {
  // Driven from the event's bookings (by index) to each booking's tickets (by index): the
  // embedded database never gathers statistics, and joined the other way round it compared every
  // ticket with every booking, tens of milliseconds a scan at a thousand tickets.
  const result = await db.execute(sql`
    select count(*) filter (where t.status = 'checked_in')::int as checked_in,
      count(*)::int as tickets
    from event_entries en join tickets t on t.event_entry_id = en.id
    where en.event_id = ${eventId} and en.payment_status in ('free', 'paid')
      and t.status <> 'cancelled'`);
  const row = (result as { rows: { checked_in: number; tickets: number }[] }).rows[0];
  return { checkedIn: row?.checked_in ?? 0, tickets: row?.tickets ?? 0 };
}

/**
 * Checks a valid ticket in, in one conditional update: of two scans of one ticket at the same
 * moment (two phones at the door) exactly one finds it valid. False when it was not valid.
 */
export async function markCheckedIn(
  db: Executor,
  ticketId: string,
  at: Date,
  by: string,
): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ status: 'checked_in', checkedInAt: at, checkedInBy: by })
    .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'valid')))
    .returning({ id: tickets.id });
  return rows.length === 1;
}

/** Takes a check-in back; false when the ticket was not checked in. */
export async function undoCheckIn(db: Executor, ticketId: string): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ status: 'valid', checkedInAt: null, checkedInBy: null })
    .where(and(eq(tickets.id, ticketId), eq(tickets.status, 'checked_in')))
    .returning({ id: tickets.id });
  return rows.length === 1;
}

export type CheckInRow = typeof checkIns.$inferSelect;

export async function findCheckInByNonce(db: Executor, nonce: string): Promise<CheckInRow | null> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.nonce, nonce));
  return row ?? null;
}

export async function insertCheckIn(db: Executor, values: typeof checkIns.$inferInsert) {
  await db.insert(checkIns).values(values);
}
