// The event at the door: written straight to the database before the server starts, as the
// sale-start bench writes its events, with every ticket valid and its code known to the bench.
import { type SeedTarget, seedQuery } from './seed.ts';

export interface DoorEvent {
  eventId: string;
  codes: string[];
}

const insertDoorEvent = `
  with event as (
    insert into events (org_id, title, description, location, start_date, end_date, public_date,
      capacity, places_taken)
    select id, 'Check-in bench ' || to_char(now(), 'YYYY-MM-DD HH24:MI:SS'), 'Benchmark',
      'Loopback', now() + interval '1 hour', now() + interval '4 hours', now() - interval '1 day',
      $1::int, $1::int
    from organisations where key = 'ROWING'
    returning id, org_id
  ),
  entries as (
    insert into event_entries (event_id, org_id, email, name, quantity, payment_status)
    select event.id, event.org_id, 'door-' || n || '@bench.test', 'Guest ' || lpad(n::text, 5, '0'),
      1, 'free'
    from event, generate_series(1, $1::int) n
    returning id, event_id, name
  )
  insert into tickets (event_entry_id, event_id, code, holder_name)
  select id, event_id, 'bench-' || md5(id::text || random()::text), name from entries
  returning event_id, code`;

/** A free ROWING event with one booking per ticket, all valid, written as the sale bench does. */
export async function createDoorEvent(target: SeedTarget, tickets: number): Promise<DoorEvent> {
  const rows = await seedQuery<{ event_id: string; code: string }>(target, insertDoorEvent, [
    tickets,
  ]);
  const [first] = rows;
  if (!first) throw new Error('the demo organisation ROWING is missing');
  return { eventId: first.event_id, codes: rows.map((row) => row.code) };
}
