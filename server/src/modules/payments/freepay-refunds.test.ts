import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubToday } from '#src/lib/club-calendar.ts';
import { startFreepayFake, type FreepayFake } from '#src/lib/payments/freepay-fake.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { eventually } from '#src/modules/memberships/membership-test-helpers.ts';

// Issue 14.4 with Freepay (its local fake): a refund is one `credit`, a void one `DELETE
// authorization`, whatever the administrator's page sends again. ROWING is switched to Freepay
// through the console itself, so the key travels encrypted as it would in a real club.
const apiKey = 'rowing-freepay-key-0001';
let fake: FreepayFake;
let admin: AdminApiTest;
let mette: Person;

const base = '/org/api/v1/admin/organisations/ROWING';
const year = clubToday().slice(0, 4);
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

const configure = (testMode: boolean) =>
  admin.api.call(mette, {
    method: 'PUT',
    url: `${base}/payment-configuration`,
    payload: { provider: 'freepay', testMode, apiKey },
  });

/** A new member buys a type of the test's own through the fake's window and confirms. */
async function buyThroughFreepay(
  typeName: string,
): Promise<{ paymentId: string; authorization: string }> {
  const type = await admin.api.call(mette, {
    method: 'POST',
    url: `${base}/membership-types`,
    payload: {
      name: typeName,
      membershipPrice: 40_000,
      vatRate: 25,
      membershipSurcharge: 0,
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      offerStartDate: null,
    },
  });
  const payer = await admin.api.newPerson({ firstName: 'Freja' });
  await sql(
    `update members set address_line1 = 'Tangkrogen 1', city = 'Aarhus C', post_code = '8000',
       country = 'Denmark' where id = $1`,
    [payer.memberId],
  );
  const [rowing] = await sql<{ id: string }>("select id from organisations where key = 'ROWING'");
  const purchase = await admin.api.call(payer, {
    method: 'POST',
    url: '/member/api/v1/membership/purchase',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' },
    payload: {
      orgId: rowing?.id,
      participants: [
        { memberId: payer.memberId, membershipConfId: type.json<{ id: string }>().id },
      ],
    },
  });
  expect(purchase.statusCode, purchase.body).toBe(200);
  const window = await fetch(purchase.json<{ paymentWindowLink: string }>().paymentWindowLink, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: testCards.approve }),
    redirect: 'manual',
  });
  const landing = new URL(window.headers.get('location') ?? '');
  const authorization = landing.searchParams.get('authorizationIdentifier') ?? '';
  const confirm = await admin.api.call(payer, {
    method: 'POST',
    url: '/member/api/v1/membership/payment/confirm',
    payload: { token: landing.searchParams.get('token'), authorizationIdentifier: authorization },
  });
  expect(confirm.json()).toMatchObject({ paymentStatus: 'paid' });
  return { paymentId: purchase.json<{ paymentId: string }>().paymentId, authorization };
}

const refund = (paymentId: string, body: object) =>
  admin.api.call(mette, {
    method: 'POST',
    url: `${base}/payments/membership/${paymentId}/refunds`,
    payload: body,
  });

const gatewayCalls = (method: string, ending: RegExp) =>
  fake.requests.filter((request) => request.method === method && ending.test(request.path));

beforeAll(async () => {
  fake = await startFreepayFake({ apiKeys: [apiKey] });
  admin = await startAdminApiTest({
    env: { FREEPAY_GATEWAY_URL: fake.gatewayUrl, FREEPAY_MANAGEMENT_URL: fake.managementUrl },
  });
  ({ mette } = admin);
});
afterAll(async () => {
  await admin.api.close();
  await fake.close();
});

describe('refunds and voids through Freepay', () => {
  it('credits part of a captured payment once, however often the page sends it', async () => {
    expect((await configure(false)).statusCode).toBe(200);
    const { paymentId, authorization } = await buyThroughFreepay('Freepay live');
    await eventually(async () => {
      const [row] = await sql<{ capture_status: string }>(
        'select capture_status from membership_payments where id = $1',
        [paymentId],
      );
      return row?.capture_status === 'done';
    });
    const body = {
      action: 'refund',
      amount: 10_000,
      reason: 'Half a season',
      idempotencyKey: randomUUID(),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(paymentId, body)));
    expect(answers.every((answer) => [200, 202].includes(answer.statusCode))).toBe(true);
    await eventually(
      async () => (await refund(paymentId, body)).json<{ status: string }>().status === 'done',
    );
    expect(fake.ledger.authorizations.get(authorization)).toMatchObject({ credited: 10_000 });
    expect(gatewayCalls('POST', /\/credit$/)).toHaveLength(1);
    expect(gatewayCalls('POST', /\/credit$/)[0]?.body).toEqual({
      Amount: 10_000,
      Comment: 'Half a season',
    });
  });

  it('voids a payment Freepay never captured with one DELETE', async () => {
    expect((await configure(true)).statusCode).toBe(200);
    const { paymentId, authorization } = await buyThroughFreepay('Freepay test');
    const body = { action: 'void', reason: 'Paid twice', idempotencyKey: randomUUID() };
    const first = await refund(paymentId, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await refund(paymentId, body)).json()).toMatchObject({
      id: first.json<{ id: string }>().id,
    });
    expect(fake.ledger.authorizations.get(authorization)).toMatchObject({ isVoided: true });
    expect(gatewayCalls('DELETE', new RegExp(`/authorization/${authorization}$`))).toHaveLength(1);
    const [row] = await sql<{ payment_status: string }>(
      'select payment_status from membership_payments where id = $1',
      [paymentId],
    );
    expect(row?.payment_status).toBe('refunded');
  });
});
