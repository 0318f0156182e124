import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { eventEntries, events } from '#src/db/schema/index.ts';

export interface StaffEventRow {
  id: string;
  title: string;
  location: string;
  start_date: Date | string;
  end_date: Date | string;
  public_date: Date | string;
  capacity: number | null;
  places_taken: number;
  member_price: number;
  guest_price: number;
  enabled: boolean;
  cancelled_at: Date | string | null;
  description: string;
  sale_start: Date | string | null;
  registration_deadline: Date | string | null;
  for_members: boolean;
  guests_invited: boolean;
  max_per_booking: number | null;
  offer_hold_hours: number;
  cancellation_reason: string | null;
  tickets: number;
  checked_in: number;
  waiting: number;
}

/** The organisation's events, unpublished ones too, newest start first, with their ticket counts. */
export async function listStaffEventRows(
  db: Executor,
  orgId: string,
  eventId?: string,
): Promise<StaffEventRow[]> {
  const result = await db.execute(sql`
    select e.id, e.title, e.location, e.start_date, e.end_date, e.public_date, e.capacity,
      e.places_taken, e.member_price, e.guest_price, e.enabled, e.cancelled_at, e.description,
      e.sale_start, e.registration_deadline, e.for_members, e.guests_invited, e.max_per_booking,
      e.offer_hold_hours, e.cancellation_reason,
      (select count(*) from tickets t where t.event_id = e.id and t.status <> 'cancelled')::int as tickets,
      (select count(*) from tickets t where t.event_id = e.id and t.status = 'checked_in')::int as checked_in,
      (select coalesce(sum(w.quantity), 0) from waiting_list_entries w
        where w.event_id = e.id and w.status = 'waiting')::int as waiting
    from events e
    where e.org_id = ${orgId} ${eventId ? sql`and e.id = ${eventId}` : sql``}
    order by e.start_date desc`);
  return (result as { rows: StaffEventRow[] }).rows;
}

export interface AttendeeRow {
  ticket_id: string;
  entry_id: string;
  payment_status: 'free' | 'pending' | 'paid' | 'declined' | 'expired' | 'cancelled';
  checked_in_at: Date | string | null;
  checked_in_by: string | null;
  holder_name: string;
  booker_name: string;
  booker_email: string;
  guest: boolean;
  paid: number;
  paid_by: 'card' | 'cash' | null;
  status: 'valid' | 'cancelled' | 'checked_in';
  booked_at: Date | string;
}

/** Every ticket of the event with its booking, by holder's name. */
export async function listAttendeeRows(
  db: Executor,
  eventId: string,
  search: string | undefined,
): Promise<AttendeeRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (found) => `\\${found}`)}%` : null;
  const result = await db.execute(sql`
    select t.id as ticket_id, en.id as entry_id, en.payment_status, t.checked_in_at,
      t.checked_in_by, t.holder_name, en.name as booker_name, en.email as booker_email,
      (en.booker_id is null) as guest,
      (case when en.payment_status = 'paid' then en.amount / en.quantity else 0 end)::int as paid,
      -- As paymentOf decides: a paid booking without the gateway's authorisation was paid in cash.
      (case when en.payment_status <> 'paid' then null
        when en.authorization_identifier is null then 'cash' else 'card' end) as paid_by,
      t.status, en.created_at as booked_at
    from tickets t join event_entries en on en.id = t.event_entry_id
    where t.event_id = ${eventId}
      ${pattern ? sql`and (t.holder_name ilike ${pattern} or en.name ilike ${pattern} or en.email ilike ${pattern})` : sql``}
    order by lower(t.holder_name), t.id`);
  return (result as { rows: AttendeeRow[] }).rows;
}

export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'placesTaken'>;

export async function insertEvent(db: Executor, values: EventValues): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('insert into events returned no row');
  return row.id;
}

/** The event's row, locked until the transaction ends: edits and cancellation wait for bookings. */
export async function lockEvent(db: Executor, orgId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.orgId, orgId), eq(events.id, eventId)))
    .for('update');
  return row ?? null;
}

export async function updateEvent(
  db: Executor,
  eventId: string,
  values: Partial<typeof events.$inferInsert>,
) {
  await db.update(events).set(values).where(eq(events.id, eventId));
}

/** Bookings that still count: free, waiting for payment, or paid. */
export async function liveEntriesOf(db: Executor, eventId: string) {
  return db
    .select()
    .from(eventEntries)
    .where(
      and(
        eq(eventEntries.eventId, eventId),
        inArray(eventEntries.paymentStatus, ['free', 'pending', 'paid']),
      ),
    )
    .for('update');
}

/**
 * Takes places for a booking the staff add by hand: as a member's booking does, in one
 * conditional update, but also on an event not yet published or switched off.
 */
export async function takePlacesAsStaff(db: Executor, eventId: string, quantity: number) {
  const [row] = await db
    .update(events)
    .set({ placesTaken: sql`${events.placesTaken} + ${quantity}` })
    .where(
      and(
        eq(events.id, eventId),
        sql`${events.cancelledAt} is null`,
        sql`(${events.capacity} is null or ${events.placesTaken} + ${quantity} <= ${events.capacity})`,
      ),
    )
    .returning({ placesTaken: events.placesTaken });
  return row ?? null;
}
