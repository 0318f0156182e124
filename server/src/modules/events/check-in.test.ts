import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInList,
  ScanBatchResult,
  ScanOutcome,
} from '@portal/contracts/event-administration';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { eventFixtures } from './events.test-kit.ts';

// Issue 15.2 and 15.3: bookings by hand, cancelling a booking, and check-in at the door.
let admin: AdminApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let mette: Person;
let sofie: Person;
let anna: Person;
let ole: Person;

const base = (orgKey = 'ROWING') => `/event/api/v1/admin/organisations/${orgKey}/events`;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

const nonce = () => randomUUID().replaceAll('-', '');
const scan = (code: string, kind: 'entry' | 'undo' = 'entry', at = new Date()) => ({
  nonce: nonce(),
  code,
  kind,
  scannedAt: at.toISOString(),
});

const send = async (person: Person, eventId: string, scans: ReturnType<typeof scan>[]) => {
  const response = await admin.api.call(person, {
    method: 'POST',
    url: `${base()}/${eventId}/check-ins`,
    payload: { scans },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScanBatchResult>();
};
const redeemOne = async (person: Person, eventId: string, one: ReturnType<typeof scan>) =>
  (await send(person, eventId, [one])).outcomes[0] as ScanOutcome;

const doorList = async (eventId: string, person = mette) =>
  (await admin.api.call(person, { url: `${base()}/${eventId}/check-in` })).json<CheckInList>();

/** An event with tickets for `count` guests, written straight to the database. */
async function eventWithGuests(count: number, values: { memberPrice?: number } = {}) {
  const eventId = await fixtures.createEvent({ capacity: count + 10, ...values });
  const [entry] = await sql<{ id: string; org_id: string }>(
    `insert into event_entries (event_id, org_id, email, name, quantity, payment_status)
     select id, org_id, 'door@example.test', 'Door Guests', $2, 'free' from events where id = $1
     returning id, org_id`,
    [eventId, count],
  );
  const tickets = await sql<{ code: string }>(
    `insert into tickets (event_entry_id, event_id, code, holder_name)
     select $1, $2, 'door-' || substr(md5(random()::text), 1, 20), 'Guest ' || lpad(n::text, 3, '0')
       from generate_series(1, $3) as n returning code`,
    [entry?.id, eventId, count],
  );
  await sql('update events set places_taken = $2 where id = $1', [eventId, count]);
  return { eventId, entryId: entry?.id ?? '', codes: tickets.map((ticket) => ticket.code) };
}

beforeAll(async () => {
  admin = await startAdminApiTest();
  fixtures = eventFixtures(admin.api);
  ({ mette, sofie, anna, ole } = admin);
  await fixtures.makeMember(anna.memberId);
});
afterAll(async () => admin.api.close());

describe('bookings by hand', () => {
  it('are for the organisation’s administrators only', async () => {
    const eventId = await fixtures.createEvent();
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${eventId}/bookable-members?search=anna` }),
    );
    const child = await fixtures.addChildren(anna, 6);
    let next = 0;
    await admin.expectOnlyRowingAdministrators(
      (person) =>
        admin.api.call(person, {
          method: 'POST',
          url: `${base()}/${eventId}/bookings`,
          payload: { memberId: child[next++ % 6], payment: 'free' },
        }),
      201,
    );
    const [entry] = await sql<{ id: string }>(
      "select id from event_entries where event_id = $1 and payment_status = 'free' limit 1",
      [eventId],
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, {
        method: 'POST',
        url: `${base()}/${eventId}/bookings/${entry?.id}/cancel`,
        payload: { reason: 'Asked to', idempotencyKey: randomUUID() },
      }),
    );
  });

  it('finds the organisation’s people, adds a free or cash booking and refuses a second ticket', async () => {
    const eventId = await fixtures.createEvent({ memberPrice: 10_000, guestPrice: 15_000 });
    const found = await admin.api.call(mette, {
      url: `${base()}/${eventId}/bookable-members?search=member@demo`,
    });
    expect(found.json()).toEqual([
      expect.objectContaining({ id: anna.memberId, isMember: true, hasTicket: false }),
    ]);
    // Ole is no one ROWING knows: not found, and not bookable.
    const stranger = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/bookings`,
      payload: { memberId: ole.memberId, payment: 'free' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0].field).toBe('memberId');

    const cash = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/bookings`,
      payload: { memberId: anna.memberId, payment: 'cash' },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(await fixtures.entryRow(cash.json().entryId)).toMatchObject({
      payment_status: 'paid',
      amount: 10_000,
      authorization_identifier: null,
    });
    const twice = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/bookings`,
      payload: { memberId: anna.memberId, payment: 'free' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('member_already_booked');
    expect(await fixtures.placesTaken(eventId)).toBe(1);

    // Cancelled by the staff: the ticket stops at once and the place is free again.
    const cancelled = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/bookings/${cash.json().entryId}/cancel`,
      payload: { reason: 'Cannot come', idempotencyKey: randomUUID() },
    });
    expect(cancelled.json()).toEqual({ refund: 'none' });
    expect(await fixtures.placesTaken(eventId)).toBe(0);
    const [ticket] = (await doorList(eventId)).tickets;
    expect(ticket?.state).toBe('cancelled');
  });

  it('cancels a booking still waiting for its card payment, tells the booker and records it', async () => {
    const eventId = await fixtures.createEvent({ memberPrice: 10_000, guestPrice: 15_000 });
    const booked = await admin.api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${eventId}/booking`,
      payload: { participantIds: [anna.memberId] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const entryId = booked.json<{ entry: { id: string } }>().entry.id;
    const cancelled = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/bookings/${entryId}/cancel`,
      payload: { reason: 'Double booking', idempotencyKey: randomUUID() },
    });
    expect(cancelled.json()).toEqual({ refund: 'none' });
    expect(await fixtures.entryRow(entryId)).toMatchObject({ payment_status: 'cancelled' });
    expect(await fixtures.placesTaken(eventId)).toBe(0);
    const notices = await admin.api.notificationsOf(anna.memberId);
    expect(
      notices.some(
        (notice) =>
          (notice.data as { entryId?: string } | null)?.entryId === entryId &&
          /Double booking/.test(notice.message),
      ),
    ).toBe(true);
    const [audit] = await sql<{ details: { entryId: string } }>(
      "select details from audit_log where action = 'event_booking_cancelled' and details->>'entryId' = $1",
      [entryId],
    );
    expect(audit?.details.entryId).toBe(entryId);
  });
});

describe('check-in at the door', () => {
  it('is for the organisation’s administrators only', async () => {
    const { eventId, codes } = await eventWithGuests(1);
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${eventId}/check-in` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, {
        method: 'POST',
        url: `${base()}/${eventId}/check-ins`,
        payload: { scans: [scan(codes[0] ?? '')] },
      }),
    );
  });

  it('checks a ticket in once, says who and when on the second scan, and takes it back', async () => {
    const { eventId, codes } = await eventWithGuests(3);
    const code = codes[0] ?? '';
    const first = await redeemOne(mette, eventId, scan(code));
    expect(first).toMatchObject({
      result: 'ok',
      ticket: { state: 'checked_in', checkedInBy: 'Mette' },
    });
    const second = await redeemOne(sofie, eventId, scan(code));
    expect(second).toMatchObject({
      result: 'already_checked_in',
      ticket: { checkedInBy: 'Mette', checkedInAt: first.ticket?.checkedInAt },
    });
    expect((await doorList(eventId)).counts).toEqual({ checkedIn: 1, tickets: 3 });
    const undone = await redeemOne(mette, eventId, scan(code, 'undo'));
    expect(undone).toMatchObject({ result: 'ok', ticket: { state: 'valid', checkedInBy: null } });
    expect((await redeemOne(mette, eventId, scan(code, 'undo'))).result).toBe('not_checked_in');
    expect((await redeemOne(mette, eventId, scan(code))).result).toBe('ok');
  });

  it('refuses a cancelled, an unpaid, another event’s and an unknown ticket', async () => {
    const { eventId, codes } = await eventWithGuests(2);
    const other = await eventWithGuests(1);
    await sql("update tickets set status = 'cancelled' where code = $1", [codes[0]]);
    await sql(
      "update event_entries set payment_status = 'pending' where id = (select event_entry_id from tickets where code = $1)",
      [codes[1]],
    );
    const outcomes = (
      await send(mette, eventId, [
        scan(codes[0] ?? ''),
        scan(codes[1] ?? ''),
        scan(other.codes[0] ?? ''),
        scan('not-a-ticket'),
      ])
    ).outcomes;
    expect(outcomes.map((outcome) => outcome.result)).toEqual([
      'cancelled',
      'unpaid',
      'other_event',
      'unknown',
    ]);
    expect(outcomes[2]?.otherEventTitle).toMatch(/^Test event/);
    // A CHESS administrator's scan of ROWING's ticket at a CHESS event learns nothing of it.
    const chessEvent = await fixtures.createEvent({ orgKey: 'CHESS' });
    const fromChess = await admin.api.call(admin.chessAdmin, {
      method: 'POST',
      url: `${base('CHESS')}/${chessEvent}/check-ins`,
      payload: { scans: [scan(other.codes[0] ?? '')] },
    });
    const control = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${eventId}/check-ins`,
      payload: { scans: [scan('door-\u0000')] },
    });
    expect(control.statusCode).toBe(400);
    expect(control.json().errors[0].field).toBe('scans.0.code');
    const search = await admin.api.call(mette, {
      url: `${base()}/${eventId}/bookable-members?search=an%1Bna`,
    });
    expect(search.statusCode).toBe(400);
    expect(fromChess.json().outcomes[0]).toMatchObject({
      result: 'unknown',
      otherEventTitle: null,
    });
  });

  it('counts a scan sent again (same nonce) once, and says which offline scans were refused', async () => {
    const { eventId, codes, entryId } = await eventWithGuests(4);
    // Offline: the device decided these itself; meanwhile the club cancelled one ticket.
    await sql("update tickets set status = 'cancelled' where code = $1", [codes[3]]);
    const queue = [scan(codes[0] ?? ''), scan(codes[1] ?? ''), scan(codes[3] ?? '')];
    const synced = await send(mette, eventId, queue);
    expect(synced.outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok', 'cancelled']);
    // The answer was lost: the device sends the whole queue again. Nothing changes.
    const resent = await send(mette, eventId, queue);
    expect(resent.outcomes.map((outcome) => outcome.result)).toEqual(['ok', 'ok', 'cancelled']);
    const [log] = await sql<{ n: number }>(
      'select count(*)::int as n from check_ins where event_id = $1',
      [eventId],
    );
    expect(log?.n).toBe(3);
    expect(synced.counts).toEqual({ checkedIn: 2, tickets: 3 });
    expect(entryId).toBeTruthy();
  });

  it('checks 100 tickets in exactly once when two devices scan all of them at the same moment', async () => {
    const { eventId, codes } = await eventWithGuests(100);
    const device = (person: Person) =>
      Promise.all(codes.map((code) => redeemOne(person, eventId, scan(code))));
    const [one, two] = await Promise.all([device(mette), device(sofie)]);
    const oks = [...one, ...two].filter((outcome) => outcome.result === 'ok');
    expect(oks).toHaveLength(100);
    expect(new Set(oks.map((outcome) => outcome.ticket?.code)).size).toBe(100);
    const others = [...one, ...two].filter((outcome) => outcome.result !== 'ok');
    expect(others.every((outcome) => outcome.result === 'already_checked_in')).toBe(true);
    expect((await doorList(eventId)).counts).toEqual({ checkedIn: 100, tickets: 100 });
  });
});
