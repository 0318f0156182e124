import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '@portal/contracts/random-token';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  ANNA,
  deliverQueuedCallback,
  createWorld,
  OLE,
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

const confirmUrl = '/member/api/v1/membership/payment/confirm';

async function messagesFor(paymentId: string) {
  return {
    mails: (await queuedJobs(world.subject, 'mail.send', paymentId)).length,
    whatsapp: (await queuedJobs(world.subject, 'whatsapp.send', paymentId)).length,
  };
}

async function settleFacts(paymentId: string) {
  const row = await paymentRow(world.subject, paymentId);
  const { rows } = await world.subject.database.sql.query(
    'select status, update_date from memberships where org_id = $1 order by member_id',
    [world.orgs.ROWING],
  );
  return { row, memberships: rows };
}

describe('returns and callbacks are signals: replaying them changes nothing more', () => {
  it('settles once when the return and the callback arrive together, and again each', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world);
    const authorizationIdentifier = landing.searchParams.get('authorizationIdentifier');
    const payment = await paymentRow(world.subject, result.paymentId);

    const [confirm, callback] = await Promise.all([
      anna.post(confirmUrl, { token, authorizationIdentifier }),
      deliverQueuedCallback(world.subject, String(payment.payment_identifier)),
    ]);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().paymentStatus).toBe('paid');
    expect(callback.statusCode).toBe(200);
    expect(await messagesFor(result.paymentId)).toEqual({ mails: 1, whatsapp: 1 });
    const settled = await settleFacts(result.paymentId);

    // Both again, and then each once more on its own.
    const again = await Promise.all([
      anna.post(confirmUrl, { token, authorizationIdentifier }),
      deliverQueuedCallback(world.subject, String(payment.payment_identifier)),
      anna.post(confirmUrl, { token, authorizationIdentifier }),
    ]);
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await messagesFor(result.paymentId)).toEqual({ mails: 1, whatsapp: 1 });
    expect(await settleFacts(result.paymentId)).toEqual(settled);
  });

  it('settles from the callback alone when the browser never returns', async () => {
    const { anna, result, token } = await purchaseAndPay(world);
    const payment = await paymentRow(world.subject, result.paymentId);
    const callback = await deliverQueuedCallback(world.subject, String(payment.payment_identifier));
    expect(callback.statusCode).toBe(200);
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'paid',
      pay_comp_device: null,
    });
    // The page opened later (without the parameters) reads the settled payment.
    const page = await anna.post(confirmUrl, { token });
    expect(page.json()).toMatchObject({ paymentStatus: 'paid' });
    expect(await messagesFor(result.paymentId)).toEqual({ mails: 1, whatsapp: 1 });
  });
});

describe('tampered or foreign tokens change nothing', () => {
  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const anna = await world.as(ANNA);
    const unknown = await anna.post(confirmUrl, { token: randomToken() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await anna.post(confirmUrl, { token: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].field).toBe('token');
    const decline = await anna.post('/member/api/v1/membership/payment/decline', {
      token: randomToken(),
    });
    expect(decline.statusCode).toBe(404);
  });

  it('answers 404 to another member holding the token', async () => {
    const { result, landing, token } = await purchaseAndPay(world);
    const ole = await world.as(OLE);
    const answer = await ole.post(confirmUrl, {
      token,
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    expect(answer.statusCode).toBe(404);
    const declined = await ole.post('/member/api/v1/membership/payment/decline', { token });
    expect(declined.statusCode).toBe(404);
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'init_mem',
    });
  });

  it('refuses an authorization the gateway does not confirm for this payment', async () => {
    const first = await purchaseAndPay(world);
    // An authorization of another payment (its order number and amount differ) ...
    const chess = await first.anna.post('/member/api/v1/membership/purchase', {
      orgId: world.orgs.CHESS,
      participants: [{ memberId: world.members.anna, membershipConfId: world.configs.chess }],
    });
    const chessLanding = await payInWindow(
      world.subject.app,
      chess.json().paymentWindowLink,
      testCards.approve,
    );
    for (const authorizationIdentifier of [
      chessLanding.searchParams.get('authorizationIdentifier'),
      '3f0c1a52-0000-4000-8000-000000000000',
      '00000000-0000-0000-0000-000000000000',
    ]) {
      const answer = await first.anna.post(confirmUrl, {
        token: first.token,
        authorizationIdentifier,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0].field).toBe('authorizationIdentifier');
    }
    expect(await paymentRow(world.subject, first.result.paymentId)).toMatchObject({
      payment_status: 'init_mem',
      authorization_identifier: null,
    });
    expect(await messagesFor(first.result.paymentId)).toEqual({ mails: 0, whatsapp: 0 });
  });

  it('answers 404 to a callback with an unknown token or the wrong provider', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = 'authorizationIdentifier=x&authorizationAccepted=true';
    const unknown = await world.subject.app.inject({
      method: 'POST',
      url: `/member/api/v1/payment/sandbox/callback/${randomToken()}`,
      payload,
      headers: form,
    });
    expect(unknown.statusCode).toBe(404);
    const { result } = await purchaseAndPay(world);
    const payment = await paymentRow(world.subject, result.paymentId);
    const wrongProvider = await world.subject.app.inject({
      method: 'POST',
      url: `/member/api/v1/payment/freepay/callback/${String(payment.callback_token)}`,
      payload,
      headers: form,
    });
    expect(wrongProvider.statusCode).toBe(404);
  });
});
