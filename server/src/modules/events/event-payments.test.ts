import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEntry } from '@portal/contracts/event-entry';
import { queueNames } from '#src/lib/jobs.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import {
  deliverQueuedCallback,
  queuedJobs,
} from '#src/modules/memberships/membership-test-helpers.ts';
import { runEventTimeout } from './event-payment-jobs.ts';
import { eventFixtures } from './events.test-kit.ts';

let api: MemberApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let anna: Person; // member@demo.test, mother of Emil
let ole: Person; // noaddress@demo.test
let emil: string;

beforeAll(async () => {
  api = await startMemberApiTest();
  fixtures = eventFixtures(api);
  ({ anna, ole } = await api.demoPeople());
  emil = await fixtures.childOf(anna);
  await fixtures.makeMember(anna.memberId);
  await fixtures.makeMember(emil);
});
afterAll(async () => api.close());

const post = (person: Person, url: string, payload?: object) =>
  api.call(person, { method: 'POST', url: `/event/api/v1${url}`, payload });

interface Booked {
  entry: EventEntry;
  paymentWindowLink: string;
}

/** A paid members-only event like the demo regatta: 150 DKK a member. */
async function paidEvent(capacity = 12) {
  return fixtures.createEvent({
    capacity,
    memberPrice: 15_000,
    guestPrice: 20_000,
    forMembers: true,
  });
}

async function book(eventId: string, participants = [anna.memberId, emil]) {
  const response = await post(anna, `/eve/${eventId}/booking`, { participantIds: participants });
  expect(response.statusCode).toBe(201);
  return response.json<Booked>();
}

const mailsAbout = async (entryId: string) =>
  (await queuedJobs(api.subject, queueNames.mail, entryId)).length;

/** Anna's notifications about an event. */
async function noticesAbout(eventId: string): Promise<number> {
  const { rows } = await api.subject.database.sql.query(
    `select count(*)::int as n from notifications where receiver_id = $1 and data::text like $2`,
    [anna.memberId, `%${eventId}%`],
  );
  return (rows as { n: number }[])[0]?.n ?? -1;
}

/** Posts a callback to the booking's own callback URL, with fields of one's choosing. */
async function callBack(entryId: string, fields: Record<string, string>) {
  const row = await fixtures.entryRow(entryId);
  const { rows } = await api.subject.database.sql.query(
    'select callback_url from sandbox_payments where id = $1',
    [row.payment_identifier],
  );
  const url = new URL((rows[0] as { callback_url: string }).callback_url);
  expect(url.pathname).toMatch(new RegExp(`/callback/${String(row.callback_token)}$`));
  return api.subject.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({
      paymentIdentifier: String(row.payment_identifier),
      ...fields,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const zero = '00000000-0000-0000-0000-000000000000';
const declineFields = {
  authorizationIdentifier: zero,
  savedCardIdentifier: zero,
  authorizationAccepted: 'false',
};

describe('a paid booking', () => {
  it('holds the places, is paid in the sandbox window and confirmed once, whatever is replayed', async () => {
    const event = await paidEvent();
    const { entry, paymentWindowLink } = await book(event);
    expect(entry).toMatchObject({ paymentStatus: 'pending', amount: 30_000, quantity: 2 });
    expect(await fixtures.placesTaken(event)).toBe(2);
    const row = await fixtures.entryRow(entry.id);
    const token = String(row.return_token);
    expect(token).toMatch(/^[A-Za-z0-9]{40}$/);
    // SPEC.md section 9: IZY-EVE- and the last 12 characters of the return token.
    expect(row.order_number).toBe(`IZY-EVE-${token.slice(-12)}`);
    const { rows: windows } = await api.subject.database.sql.query(
      'select amount, order_number, accept_url, decline_url from sandbox_payments where id = $1',
      [row.payment_identifier],
    );
    expect(windows[0]).toEqual({
      amount: 30_000,
      order_number: row.order_number,
      accept_url: `http://localhost:3999/ui/ROWING/events/${event}/confirm?token=${token}`,
      decline_url: `http://localhost:3999/ui/ROWING/events/${event}/decline?token=${token}`,
    });
    // Not a ticket yet: My Tickets lists paid and free bookings only.
    const before = await api.call(anna, { url: '/event/api/v1/tickets' });
    expect(before.json().map((item: EventEntry) => item.id)).not.toContain(entry.id);

    const landing = await payInWindow(api.subject.app, paymentWindowLink, testCards.approve);
    expect(landing.pathname).toBe(`/ui/ROWING/events/${event}/confirm`);
    const confirm = {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    };
    const confirmed = await post(anna, '/payment/confirm', confirm);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ reason: null, entry: { paymentStatus: 'paid' } });
    expect(confirmed.json().entry.tickets).toHaveLength(2);
    expect(await fixtures.entryRow(entry.id)).toMatchObject({
      capture_status: 'skipped',
      hold_expires_at: null,
    });

    // The browser comes back twice and the gateway calls back: nothing more happens.
    expect((await post(anna, '/payment/confirm', confirm)).json().entry.paymentStatus).toBe('paid');
    expect(
      (await deliverQueuedCallback(api.subject, String(row.payment_identifier))).statusCode,
    ).toBe(200);
    expect(await mailsAbout(entry.id)).toBe(1);
    expect(await fixtures.placesTaken(event)).toBe(2);
    const after = await api.call(anna, { url: '/event/api/v1/tickets' });
    expect(after.json().map((item: EventEntry) => item.id)).toContain(entry.id);
  });

  it('frees the places when the card is declined, and says why', async () => {
    const event = await paidEvent();
    const { entry, paymentWindowLink } = await book(event);
    const landing = await payInWindow(api.subject.app, paymentWindowLink, testCards.decline);
    expect(landing.pathname).toBe(`/ui/ROWING/events/${event}/decline`);
    const declined = await post(anna, '/payment/decline', {
      token: landing.searchParams.get('token'),
      gatewayreason: landing.searchParams.get('gatewayreason') ?? undefined,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().entry.paymentStatus).toBe('declined');
    expect(declined.json().reason).toMatch(/The places were released\.$/);
    expect(await fixtures.placesTaken(event)).toBe(0);
    expect(await fixtures.liveTickets(event)).toBe(0);
    expect(await mailsAbout(entry.id)).toBe(0);
  });

  it('frees the places when the gateway reports the decline, once, before the decline page', async () => {
    const event = await paidEvent();
    const { entry, paymentWindowLink } = await book(event);
    expect(await fixtures.placesTaken(event)).toBe(2);
    const notices = await noticesAbout(event);
    const landing = await payInWindow(api.subject.app, paymentWindowLink, testCards.decline);
    expect(landing.pathname).toBe(`/ui/ROWING/events/${event}/decline`);
    // The member never reaches the decline page: the gateway's callback comes first.
    const row = await fixtures.entryRow(entry.id);
    const called = await deliverQueuedCallback(api.subject, String(row.payment_identifier));
    expect(called.statusCode).toBe(200);
    const closed = await fixtures.entryRow(entry.id);
    expect(closed).toMatchObject({ payment_status: 'declined', hold_expires_at: null });
    expect(String(closed.status_reason)).toMatch(/The places were released\.$/);
    expect(await fixtures.placesTaken(event)).toBe(0);
    expect(await fixtures.liveTickets(event)).toBe(0);
    // Told as the decline page tells: by the booking's outcome, no mail and no notification.
    expect(await mailsAbout(entry.id)).toBe(0);
    expect(await noticesAbout(event)).toBe(notices);

    // The callback again, then the decline page: the same outcome, nothing more happens.
    expect(
      (await deliverQueuedCallback(api.subject, String(row.payment_identifier))).statusCode,
    ).toBe(200);
    const declined = await post(anna, '/payment/decline', {
      token: landing.searchParams.get('token'),
      gatewayreason: landing.searchParams.get('gatewayreason') ?? undefined,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      entry: { paymentStatus: 'declined' },
      reason: closed.status_reason,
    });
    expect(await fixtures.entryRow(entry.id)).toMatchObject({
      payment_status: 'declined',
      status_reason: closed.status_reason,
      settled_at: closed.settled_at,
    });
    expect(await fixtures.placesTaken(event)).toBe(0);
    expect(await mailsAbout(entry.id)).toBe(0);
    expect(await noticesAbout(event)).toBe(notices);
    // The places freed are bookable again.
    expect((await book(event)).entry.paymentStatus).toBe('pending');
    expect(await fixtures.placesTaken(event)).toBe(2);
  });

  it('changes nothing on a decline callback for a paid booking, nor one the gateway confirms', async () => {
    const event = await paidEvent();
    const paid = await book(event, [anna.memberId]);
    const landing = await payInWindow(api.subject.app, paid.paymentWindowLink, testCards.approve);
    const confirmed = await post(anna, '/payment/confirm', {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    expect(confirmed.json().entry.paymentStatus).toBe('paid');
    const before = await fixtures.entryRow(paid.entry.id);
    expect((await callBack(paid.entry.id, declineFields)).statusCode).toBe(200);
    expect(await fixtures.entryRow(paid.entry.id)).toEqual(before);
    expect(await fixtures.placesTaken(event)).toBe(1);
    expect(await fixtures.liveTickets(event)).toBe(1);
    expect(await mailsAbout(paid.entry.id)).toBe(1);

    // A decline callback naming an authorization the gateway confirms settles it as paid.
    const other = await book(event, [emil]);
    const approved = await payInWindow(api.subject.app, other.paymentWindowLink, testCards.approve);
    const authorizationIdentifier = String(approved.searchParams.get('authorizationIdentifier'));
    const called = await callBack(other.entry.id, { ...declineFields, authorizationIdentifier });
    expect(called.statusCode).toBe(200);
    expect(await fixtures.entryRow(other.entry.id)).toMatchObject({
      payment_status: 'paid',
      authorization_identifier: authorizationIdentifier,
    });
    expect(await fixtures.placesTaken(event)).toBe(2);
    expect(await mailsAbout(other.entry.id)).toBe(1);
  });

  it('answers 404 to a decline callback with an unknown token, changing nothing', async () => {
    const event = await paidEvent();
    const { entry } = await book(event, [anna.memberId]);
    const row = await fixtures.entryRow(entry.id);
    const { rows } = await api.subject.database.sql.query(
      'select callback_url from sandbox_payments where id = $1',
      [row.payment_identifier],
    );
    const url = new URL((rows[0] as { callback_url: string }).callback_url);
    const forged = await api.subject.app.inject({
      method: 'POST',
      url: url.pathname.replace(/[A-Za-z0-9]{40}$/, 'Zz9'.repeat(13) + 'Q'),
      payload: new URLSearchParams({
        ...declineFields,
        paymentIdentifier: String(row.payment_identifier),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(404);
    expect(await fixtures.entryRow(entry.id)).toMatchObject({ payment_status: 'pending' });
    expect(await fixtures.placesTaken(event)).toBe(1);
  });

  it('frees the places after the hold, and releases a payment that comes too late', async () => {
    const event = await paidEvent();
    const { entry, paymentWindowLink } = await book(event);
    const deps = {
      db: api.subject.database.db,
      jobs: api.subject.jobs,
      config: api.subject.config,
      log: api.subject.app.log,
    };
    await runEventTimeout(deps, entry.id);
    expect(await fixtures.entryRow(entry.id)).toMatchObject({ payment_status: 'expired' });
    expect(await fixtures.placesTaken(event)).toBe(0);

    const landing = await payInWindow(api.subject.app, paymentWindowLink, testCards.approve);
    const late = await post(anna, '/payment/confirm', {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().entry.paymentStatus).toBe('expired');
    expect(late.json().reason).toContain('that authorization is released and nothing is charged');
    expect(await queuedJobs(api.subject, queueNames.eventPaymentVoid, entry.id)).toHaveLength(1);
    expect(await fixtures.placesTaken(event)).toBe(0);
  });

  it('replaces an unpaid booking by a new one, and gives the places back on cancel', async () => {
    const event = await paidEvent();
    const first = await book(event);
    const second = await book(event);
    expect(await fixtures.entryRow(first.entry.id)).toMatchObject({ payment_status: 'cancelled' });
    expect(await fixtures.placesTaken(event)).toBe(2);
    const cancelled = await post(anna, `/eve-entry/${second.entry.id}/cancel`);
    expect(cancelled.json().paymentStatus).toBe('cancelled');
    expect(await fixtures.placesTaken(event)).toBe(0);
  });

  it('refuses without a complete address, a foreign token or an unconfirmed authorization', async () => {
    const event = await paidEvent();
    await fixtures.makeMember(ole.memberId);
    const noAddress = await post(ole, `/eve/${event}/booking`, { participantIds: [ole.memberId] });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().detail).toBe('Please complete your profile to continue.');
    expect(noAddress.json().errors[0].field).toBe('billingAddress');
    expect(await fixtures.placesTaken(event)).toBe(0);

    const { entry } = await book(event, [anna.memberId]);
    const token = String((await fixtures.entryRow(entry.id)).return_token);
    expect((await post(ole, '/payment/confirm', { token })).statusCode).toBe(404);
    const bogus = await post(anna, '/payment/confirm', {
      token,
      authorizationIdentifier: '6f1c2a8e-5b1d-4c3e-9a7f-2d4b6c8e0f12',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().errors[0].field).toBe('authorizationIdentifier');
    expect(await fixtures.entryRow(entry.id)).toMatchObject({ payment_status: 'pending' });
  });

  it('asks a guest to sign in for an event with a price', async () => {
    const event = await fixtures.createEvent({ guestPrice: 5_000, guestsInvited: true });
    const response = await api.subject.app.inject({
      method: 'POST',
      url: `/event/api/v1/public/eve/${event}/registration`,
      payload: { name: 'Karen', email: 'karen@example.test', quantity: 1 },
      remoteAddress: '10.3.0.1',
    });
    expect(response.statusCode).toBe(409);
    expect(await fixtures.placesTaken(event)).toBe(0);
  });
});
