import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreepayFake, type FreepayFake } from '#src/lib/payments/freepay-fake.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import {
  ANNA,
  createWorld,
  eventually,
  paymentRow,
  type World,
} from './membership-test-helpers.ts';

/** CHESS takes real (not test mode) payments through Freepay, here its local fake. */
const apiKey = 'chess-freepay-key';
let fake: FreepayFake;
let world: World;
beforeAll(async () => {
  fake = await startFreepayFake({ apiKeys: [apiKey] });
  world = await createWorld({
    env: { FREEPAY_GATEWAY_URL: fake.gatewayUrl, FREEPAY_MANAGEMENT_URL: fake.managementUrl },
  });
  const { sql } = world.subject.database;
  await sql.query('update payment_configurations set active = false where org_id = $1', [
    world.orgs.CHESS,
  ]);
  await sql.query(
    "insert into payment_configurations (org_id, provider, client_secret, test_mode) values ($1, 'freepay', $2, false)",
    [world.orgs.CHESS, apiKey],
  );
});
afterAll(async () => {
  await world.subject.close();
  await fake.close();
});

const chess = () => ({
  orgId: world.orgs.CHESS,
  participants: [{ memberId: world.members.anna, membershipConfId: world.configs.chess }],
});

async function lastPayment() {
  const { rows } = await world.subject.database.sql.query(
    'select * from membership_payments where org_id = $1 order by payment_created_at desc limit 1',
    [world.orgs.CHESS],
  );
  return rows[0] ?? {};
}

async function payAtFake(link: string): Promise<URL> {
  const response = await fetch(link, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: testCards.approve }),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '');
}

describe('the card gateway fails while the window is opened', () => {
  it('answers 503 in plain words when Freepay answers 500, and closes the payment', async () => {
    fake.failNext({ status: 500 }, { method: 'POST', path: /\/payment$/ });
    const anna = await world.as(ANNA);
    const answer = await anna.post('/member/api/v1/membership/purchase', chess());
    expect(answer.statusCode).toBe(503);
    expect(answer.json().detail).toBe(
      'The card payment service did not answer, so no payment was started and nothing was charged. Please try again in a few minutes.',
    );
    expect(await lastPayment()).toMatchObject({
      payment_status: 'cancelled',
      status_reason: answer.json().detail,
      payment_window_link: null,
    });
  });

  it('answers 503 when Freepay does not answer within the request timeout', async () => {
    fake.failNext({ delayMs: 10_500 }, { method: 'POST', path: /\/payment$/ });
    const anna = await world.as(ANNA);
    const answer = await anna.post('/member/api/v1/membership/purchase', chess());
    expect(answer.statusCode).toBe(503);
    expect(await lastPayment()).toMatchObject({ payment_status: 'cancelled' });
  }, 30_000);

  it('answers 502 when Freepay refuses the merchant key', async () => {
    fake.failNext({ status: 401 }, { method: 'POST', path: /\/payment$/ });
    const anna = await world.as(ANNA);
    const answer = await anna.post('/member/api/v1/membership/purchase', chess());
    expect(answer.statusCode).toBe(502);
    expect(answer.json().detail).toContain('refused to start the payment');
  });
});

describe('a real (not test mode) Freepay payment', () => {
  it('is confirmed once the gateway answers again, then captured exactly once', async () => {
    const anna = await world.as(ANNA);
    const purchase = await anna.post('/member/api/v1/membership/purchase', chess());
    expect(purchase.statusCode).toBe(200);
    const landing = await payAtFake(purchase.json().paymentWindowLink);
    const confirm = {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    };

    fake.failNext({ status: 500 }, { method: 'GET', path: /\/authorization\// });
    const down = await anna.post('/member/api/v1/membership/payment/confirm', confirm);
    expect(down.statusCode).toBe(503);
    expect(down.json().detail).toContain('It will be confirmed automatically');
    expect(await lastPayment()).toMatchObject({ payment_status: 'init_mem' });

    // The first capture attempt fails; the job reads the authorization again and retries.
    fake.failNext({ status: 500 }, { method: 'POST', path: /\/capture$/ });
    const up = await anna.post('/member/api/v1/membership/payment/confirm', confirm);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ paymentStatus: 'paid', amount: 45_000 });
    expect(await lastPayment()).toMatchObject({ capture_status: 'pending' });
    await eventually(async () => (await lastPayment()).capture_status === 'done', 40);
    const authorization = fake.ledger.authorizations.get(confirm.authorizationIdentifier ?? '');
    expect(authorization).toMatchObject({ isCaptured: true, captured: 45_000 });
    const captures = fake.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith('/capture'),
    );
    expect(captures).toHaveLength(2);
    const paymentId = String((await lastPayment()).id);
    expect(await paymentRow(world.subject, paymentId)).toMatchObject({ total_paid: 45_000 });
  }, 60_000);
});
