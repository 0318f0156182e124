import { randomUUID } from 'node:crypto';
import type { MemberApiTest, Person } from '#src/modules/members/member-test-kit.ts';

/** Events and memberships written straight to the database, for the event tests. */
export function eventFixtures(api: MemberApiTest) {
  const sql = api.subject.database.sql;
  const day = 24 * 60 * 60 * 1000;

  async function orgId(key: string): Promise<string> {
    const { rows } = await sql.query('select id from organisations where key = $1', [key]);
    const [row] = rows as { id: string }[];
    if (!row) throw new Error(`no organisation ${key}`);
    return row.id;
  }

  async function eventId(title: string): Promise<string> {
    const { rows } = await sql.query('select id from events where title = $1', [title]);
    const [row] = rows as { id: string }[];
    if (!row) throw new Error(`no event ${title}`);
    return row.id;
  }

  /** A new event in ROWING, open now, starting in a week, free unless priced. */
  async function createEvent(
    values: {
      orgKey?: string;
      capacity?: number | null;
      memberPrice?: number;
      guestPrice?: number;
      forMembers?: boolean;
      guestsInvited?: boolean;
      startsInDays?: number;
      publicInDays?: number;
      deadlineInDays?: number | null;
      enabled?: boolean;
    } = {},
  ): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    const startsInDays = values.startsInDays ?? 7;
    await sql.query(
      `insert into events (id, org_id, title, start_date, end_date, public_date, registration_deadline,
         capacity, member_price, guest_price, for_members, guests_invited, enabled)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        await orgId(values.orgKey ?? 'ROWING'),
        `Test event ${id.slice(0, 8)}`,
        new Date(now + startsInDays * day),
        new Date(now + startsInDays * day + 3 * 60 * 60 * 1000),
        new Date(now + (values.publicInDays ?? -1) * day),
        values.deadlineInDays == null ? null : new Date(now + values.deadlineInDays * day),
        values.capacity === undefined ? 20 : values.capacity,
        values.memberPrice ?? 0,
        values.guestPrice ?? 0,
        values.forMembers ?? false,
        values.guestsInvited ?? false,
        values.enabled ?? true,
      ],
    );
    return id;
  }

  /** An active membership of the organisation until the end of next year. */
  async function makeMember(memberId: string, orgKey = 'ROWING') {
    const endYear = new Date().getFullYear() + 1;
    await sql.query(
      `insert into memberships (org_id, member_id, status, overall_start_date, overall_end_date)
       values ($1, $2, 'active', $3, $4)
       on conflict (member_id, org_id) do update set status = 'active', overall_end_date = $4`,
      [await orgId(orgKey), memberId, `${endYear - 1}-01-01`, `${endYear}-12-31`],
    );
  }

  /** Children of a member, written directly: many participants without many sign-ins. */
  async function addChildren(parent: Person, count: number): Promise<string[]> {
    const { rows } = await sql.query(
      `insert into members (first_name, last_name, parent_id)
       select 'Child', 'No. ' || n, $1 from generate_series(1, $2) as n returning id`,
      [parent.memberId, count],
    );
    return (rows as { id: string }[]).map((row) => row.id);
  }

  async function placesTaken(id: string): Promise<number> {
    const { rows } = await sql.query('select places_taken from events where id = $1', [id]);
    return (rows as { places_taken: number }[])[0]?.places_taken ?? -1;
  }

  async function liveTickets(id: string): Promise<number> {
    const { rows } = await sql.query(
      "select count(*)::int as n from tickets where event_id = $1 and status <> 'cancelled'",
      [id],
    );
    return (rows as { n: number }[])[0]?.n ?? -1;
  }

  /** The member's first child (Emil, for Anna). */
  async function childOf(person: Person): Promise<string> {
    const { rows } = await sql.query(
      'select id from members where parent_id = $1 order by registration_date limit 1',
      [person.memberId],
    );
    const [row] = rows as { id: string }[];
    if (!row) throw new Error('no child');
    return row.id;
  }

  async function entryRow(id: string): Promise<Record<string, unknown>> {
    const { rows } = await sql.query('select * from event_entries where id = $1', [id]);
    return rows[0] ?? {};
  }

  return {
    orgId,
    eventId,
    createEvent,
    makeMember,
    addChildren,
    placesTaken,
    liveTickets,
    childOf,
    entryRow,
  };
}
