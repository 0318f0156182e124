import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { eventFixtures } from '#src/modules/events/events.test-kit.ts';
import { type Person, uniqueEmail } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 17, item 2: until a member has confirmed their address they may not pay for a membership
// or book an event (receipts and tickets go to that address); guests without an account may.

let admin: AdminApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let adultType: string;
let rowing: string;

beforeAll(async () => {
  admin = await startAdminApiTest();
  fixtures = eventFixtures(admin.api);
  rowing = await fixtures.orgId('ROWING');
  const { rows } = await admin.api.subject.database.sql.query(
    `select id from membership_configurations where org_id = $1 and name = 'Adult'`,
    [rowing],
  );
  adultType = String(rows[0]?.id);
});
afterAll(() => admin.api.close());

const refusal = {
  code: 'email_not_verified',
  detail: 'Confirm your email address before you pay or book. We sent you a link.',
};

const selection = (member: Person) => ({
  orgId: rowing,
  participants: [{ memberId: member.memberId, membershipConfId: adultType }],
});

/** `caller` buys Adult for `member` (themself unless acting for another). */
const purchase = (caller: Person, member = caller, headers: Record<string, string> = {}) =>
  admin.api.call(caller, {
    method: 'POST',
    url: '/member/api/v1/membership/purchase',
    headers,
    payload: selection(member),
  });

/** `caller` books a place for `member`. */
const book = (
  caller: Person,
  eventId: string,
  member = caller,
  headers: Record<string, string> = {},
) =>
  admin.api.call(caller, {
    method: 'POST',
    url: `/event/api/v1/eve/${eventId}/booking`,
    headers,
    payload: { participantIds: [member.memberId] },
  });

/** Follows the link "Send again" mails, as the member would. */
async function confirmAddress(person: Person) {
  const sent = await admin.api.call(person, {
    method: 'POST',
    url: '/tools/api/auth/email-verification',
  });
  expect(sent.statusCode, sent.body).toBe(204);
  const { rows } = await admin.api.subject.database.sql.query(
    "select data ->> 'text' as text from pgboss.job where name = 'mail.send' and data ->> 'to' = $1",
    [person.email],
  );
  const link = /\/idp\/verify-email\?token=[\w-]+/.exec(String(rows[0]?.text))?.[0] ?? '';
  expect((await admin.api.subject.app.inject({ url: link })).statusCode).toBe(200);
}

describe('a member whose address is not confirmed', () => {
  it('may not buy a membership or book, nor may one acting for them; once confirmed they may', async () => {
    const karen = await admin.api.newPerson({ firstName: 'Karen', emailVerified: false });
    const freeEvent = await fixtures.createEvent();
    const paidEvent = await fixtures.createEvent({ memberPrice: 10_000, guestPrice: 15_000 });

    for (const answer of [
      await purchase(karen),
      await book(karen, freeEvent),
      await book(karen, paidEvent),
      await purchase(admin.sofie, karen, { [actAsMemberHeader]: karen.memberId }),
      await book(admin.sofie, freeEvent, karen, { [actAsMemberHeader]: karen.memberId }),
    ]) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject(refusal);
    }
    // Nothing was written: no payment, no ticket, no place taken.
    expect(await fixtures.liveTickets(freeEvent)).toBe(0);
    expect(await fixtures.placesTaken(paidEvent)).toBe(0);
    const { rows } = await admin.api.subject.database.sql.query(
      'select count(*)::int as n from membership_payments where payer_member_id = $1',
      [karen.memberId],
    );
    expect(rows[0]?.n).toBe(0);

    // Looking is not paying: the summary and the quote still answer.
    const preview = await admin.api.call(karen, {
      method: 'POST',
      url: '/member/api/v1/membership/purchase/preview',
      payload: selection(karen),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const quote = await admin.api.call(karen, {
      method: 'POST',
      url: `/event/api/v1/eve/${paidEvent}/booking/quote`,
      payload: { participantIds: [karen.memberId] },
    });
    expect(quote.statusCode, quote.body).toBe(200);

    await confirmAddress(karen);
    const booked = await book(karen, freeEvent);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await admin.buyMembership(karen, 'ROWING', adultType)).toEqual(expect.any(String));
  });

  it('may not join a waiting list either: the offer it leads to is a booking', async () => {
    const karen = await admin.api.newPerson({ firstName: 'Karen', emailVerified: false });
    const full = await fixtures.createEvent({ capacity: 1 });
    expect((await book(admin.anna, full)).statusCode).toBe(201);
    const join = await admin.api.call(karen, {
      method: 'POST',
      url: `/event/api/v1/eve/${full}/waiting-list`,
      payload: { participantIds: [karen.memberId] },
    });
    expect(join.statusCode, join.body).toBe(403);
    expect(join.json()).toMatchObject(refusal);
  });
});

describe('a guest without an account', () => {
  it('registers for an event open to guests as before', async () => {
    const event = await fixtures.createEvent({ guestsInvited: true });
    const answer = await admin.api.subject.app.inject({
      method: 'POST',
      url: `/event/api/v1/public/eve/${event}/registration`,
      payload: { name: 'Gæst Gæstesen', email: uniqueEmail('guest'), quantity: 1 },
      remoteAddress: '10.17.0.2',
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});
