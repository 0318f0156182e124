import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorld,
  eventually,
  OLE,
  paymentRow,
  purchaseAndPay,
  type World,
} from './membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

async function historyIdsOf(paymentId: string): Promise<string[]> {
  const { rows } = await world.subject.database.sql.query(
    'select history_id from membership_payment_lines where payment_id = $1 order by position',
    [paymentId],
  );
  return rows.map((row) => String(row.history_id));
}

describe('the spec’s payment calls, with the server deciding', () => {
  it('confirms through the capture call, refusing an amount, and shows the record without tokens', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world);
    const authorization = landing.searchParams.get('authorizationIdentifier') ?? '';
    const link = await anna.post('/member/api/v1/payment/sandbox/link', { token });
    expect(link.json()).toEqual({ paymentWindowLink: result.paymentWindowLink });

    const captureUrl = `/member/api/v1/payment/sandbox/${authorization}/capture`;
    const withAmount = await anna.post(captureUrl, {
      membershipHistoryPaymentId: result.paymentId,
      amount: 1,
      quantity: 2,
    });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json().detail).toContain('amount: decided by the server');
    const capture = await anna.post(captureUrl, { membershipHistoryPaymentId: result.paymentId });
    expect(capture.statusCode).toBe(200);
    expect(capture.json().paymentStatus).toBe('paid');
    expect((await anna.post('/member/api/v1/payment/sandbox/link', { token })).statusCode).toBe(
      409,
    );

    const [annasHistory, emilsHistory] = await historyIdsOf(result.paymentId);
    const record = await anna.get(
      `/member/api/v1/membership/history/${String(emilsHistory)}/payment/item/${result.paymentId}`,
    );
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      membershipHistoryId: annasHistory,
      paymentStatus: 'paid',
      totalMembers: 2,
      paymentTotal: 228_000,
      totalPaid: 228_000,
      paySystem: 'member_web',
      gdprAgreement: 'Agreed',
    });
    const row = await paymentRow(world.subject, result.paymentId);
    expect(record.body).not.toContain(String(row.return_token));
    expect(record.body).not.toContain(String(row.callback_token));

    const ole = await world.as(OLE);
    const foreign = await ole.get(
      `/member/api/v1/membership/history/${String(annasHistory)}/payment/item/${result.paymentId}`,
    );
    expect(foreign.statusCode).toBe(404);
    const foreignCapture = await ole.post(captureUrl, {
      membershipHistoryPaymentId: result.paymentId,
    });
    expect(foreignCapture.statusCode).toBe(404);
  });

  it('declines an unpaid payment through the decline call and releases its authorization', async () => {
    const { anna, result, landing } = await purchaseAndPay(world);
    const authorization = landing.searchParams.get('authorizationIdentifier') ?? '';
    const decline = await anna.post(
      `/member/api/v1/payment/sandbox/${authorization}/decline?membershipHistoryPaymentId=${result.paymentId}`,
      undefined,
    );
    expect(decline.statusCode).toBe(200);
    expect(decline.json()).toMatchObject({ paymentStatus: 'declined' });
    await eventually(
      async () => (await paymentRow(world.subject, result.paymentId)).void_status === 'done',
    );
    const { rows } = await world.subject.database.sql.query(
      'select status from sandbox_authorizations where id = $1',
      [authorization],
    );
    expect(rows).toEqual([{ status: 'voided' }]);
  });
});
