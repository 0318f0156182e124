import { sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';

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
  tickets: number;
  checked_in: number;
}

/** The organisation's events, unpublished ones too, newest start first, with their ticket counts. */
export async function listStaffEventRows(
  db: Executor,
  orgId: string,
  eventId?: string,
): Promise<StaffEventRow[]> {
  const result = await db.execute(sql`
    select e.id, e.title, e.location, e.start_date, e.end_date, e.public_date, e.capacity,
      e.places_taken, e.member_price, e.guest_price, e.enabled,
      (select count(*) from tickets t where t.event_id = e.id and t.status <> 'cancelled')::int as tickets,
      (select count(*) from tickets t where t.event_id = e.id and t.status = 'checked_in')::int as checked_in
    from events e
    where e.org_id = ${orgId} ${eventId ? sql`and e.id = ${eventId}` : sql``}
    order by e.start_date desc`);
  return (result as { rows: StaffEventRow[] }).rows;
}

export interface AttendeeRow {
  ticket_id: string;
  holder_name: string;
  booker_name: string;
  booker_email: string;
  guest: boolean;
  paid: number;
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
    select t.id as ticket_id, t.holder_name, en.name as booker_name, en.email as booker_email,
      (en.booker_id is null) as guest,
      (case when en.payment_status = 'paid' then en.amount / en.quantity else 0 end)::int as paid,
      t.status, en.created_at as booked_at
    from tickets t join event_entries en on en.id = t.event_entry_id
    where t.event_id = ${eventId}
      ${pattern ? sql`and (t.holder_name ilike ${pattern} or en.name ilike ${pattern} or en.email ilike ${pattern})` : sql``}
    order by lower(t.holder_name), t.id`);
  return (result as { rows: AttendeeRow[] }).rows;
}
