import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  deliverQueuedCallback,
  eventually,
  paymentRow,
  purchaseAndPay,
  queuedJobs,
  type World,
} from './membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const declineUrl = '/member/api/v1/membership/payment/decline';
const confirmUrl = '/member/api/v1/membership/payment/confirm';

async function rowingStatuses() {
  const { rows } = await world.subject.database.sql.query(
    'select status from memberships where org_id = $1',
    [world.orgs.ROWING],
  );
  return rows.map((row) => row.status);
}

describe('the decline card', () => {
  it('lands on the decline page, which says why, and nothing becomes active', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world, testCards.decline);
    expect(landing.pathname).toBe('/ui/membership/decline');
    const decline = await anna.post(declineUrl, {
      token,
      acquirer: landing.searchParams.get('acquirer'),
      gatewayreason: landing.searchParams.get('gatewayreason'),
      reason: landing.searchParams.get('reason'),
    });
    expect(decline.statusCode).toBe(200);
    expect(decline.json()).toMatchObject({
      paymentStatus: 'declined',
      decline: {
        acquirer: '255',
        gatewayreason: '6',
        reason: 'IssuerDeclined',
        key: 'issuerDeclined',
        message: 'Your bank declined the payment.',
      },
      message: 'Your bank declined the payment.',
    });
    expect(decline.json().memberships.map((m: { status: string }) => m.status)).toEqual([
      'inactive',
      'inactive',
    ]);
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'declined',
      total_paid: 0,
      decline_gateway_reason: '6',
      status_reason: 'Your bank declined the payment.',
    });
    expect(await rowingStatuses()).toEqual(['inactive', 'inactive']);
    const { rows } = await world.subject.database.sql.query(
      'select enabled from membership_history h join membership_payment_lines l on l.history_id = h.id where l.payment_id = $1',
      [result.paymentId],
    );
    expect(rows).toEqual([{ enabled: false }, { enabled: false }]);

    // Replayed with other words, and the callback of the decline: nothing changes.
    const replay = await anna.post(declineUrl, { token, gatewayreason: '7' });
    expect(replay.json().decline).toMatchObject({ gatewayreason: '6', key: 'issuerDeclined' });
    const payment = await paymentRow(world.subject, result.paymentId);
    const callback = await deliverQueuedCallback(world.subject, String(payment.payment_identifier));
    expect(callback.statusCode).toBe(200);
    expect((await anna.post(confirmUrl, { token })).json().paymentStatus).toBe('declined');
    expect(await queuedJobs(world.subject, 'mail.send', result.paymentId)).toEqual([]);
    expect((await anna.get('/member/api/v1/membership/check')).json().hasActiveMembership).toBe(
      false,
    );
  });

  it('says so in words when the member left the window without a reason', async () => {
    const anna = await world.as(ANNA);
    const purchase = await anna.post(
      '/member/api/v1/membership/purchase',
      annaAndEmilInRowing(world),
    );
    const cancel = await world.subject.app.inject({
      method: 'POST',
      url: `${new URL(purchase.json().paymentWindowLink).pathname}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const token = new URL(String(cancel.headers.location)).searchParams.get('token');
    const decline = await anna.post(declineUrl, { token });
    expect(decline.json()).toMatchObject({
      paymentStatus: 'declined',
      decline: { gatewayreason: null, key: 'unknown' },
      message: 'The payment was not completed. No money has been taken.',
    });
  });
});

describe('decline parameters with control characters', () => {
  it('are refused by name before anything is written, and a clean decline still works', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world, testCards.decline);
    const refused = await anna.post(declineUrl, {
      token,
      acquirer: '25\u00005',
      gatewayreason: '6\u0000',
      reason: 'Issuer\u0000Declined',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['acquirer', 'gatewayreason', 'reason']);
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'init_mem',
      decline_gateway_reason: null,
    });
    const decline = await anna.post(declineUrl, {
      token,
      acquirer: landing.searchParams.get('acquirer'),
      gatewayreason: landing.searchParams.get('gatewayreason'),
    });
    expect(decline.json()).toMatchObject({ paymentStatus: 'declined' });
  });
});

describe('an authorization that comes after the decline', () => {
  it('is released at the gateway (void) and nothing becomes active', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world, testCards.approve);
    const authorizationIdentifier = landing.searchParams.get('authorizationIdentifier');
    // The decline page is reached first (a tampered link or the back button) ...
    expect((await anna.post(declineUrl, { token })).json().paymentStatus).toBe('declined');
    // ... then the approved return arrives: the authorization is verified and released.
    const confirm = await anna.post(confirmUrl, { token, authorizationIdentifier });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ paymentStatus: 'declined' });
    // The void is queued with the decision and worked at once (the queue is woken on commit).
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      authorization_identifier: authorizationIdentifier,
      void_status: expect.stringMatching(/^(pending|done)$/),
    });
    await eventually(
      async () => (await paymentRow(world.subject, result.paymentId)).void_status === 'done',
    );
    const { rows } = await world.subject.database.sql.query(
      'select status from sandbox_authorizations where id = $1',
      [authorizationIdentifier],
    );
    expect(rows).toEqual([{ status: 'voided' }]);
    // The callback of the same authorization, later: still one void, nothing paid.
    const payment = await paymentRow(world.subject, result.paymentId);
    await deliverQueuedCallback(world.subject, String(payment.payment_identifier));
    expect(
      await queuedJobs(world.subject, 'membership-payment.void', result.paymentId),
    ).toHaveLength(1);
    expect(await rowingStatuses()).toEqual(['inactive', 'inactive']);
    expect(await queuedJobs(world.subject, 'mail.send', result.paymentId)).toEqual([]);
  });

  it('pays a new purchase normally afterwards', async () => {
    const anna = await world.as(ANNA);
    const purchase = await anna.post(
      '/member/api/v1/membership/purchase',
      annaAndEmilInRowing(world),
    );
    const landing = await payInWindow(
      world.subject.app,
      purchase.json().paymentWindowLink,
      testCards.approve,
    );
    const confirm = await anna.post(confirmUrl, {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    expect(confirm.json().paymentStatus).toBe('paid');
    expect(await rowingStatuses()).toEqual(['active', 'active']);
  });
});
