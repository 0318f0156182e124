import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  eventually,
  paymentRow,
  type World,
} from './membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const purchaseUrl = '/member/api/v1/membership/purchase';

async function pendingPayments(): Promise<string[]> {
  const { rows } = await world.subject.database.sql.query(
    "select id from membership_payments where org_id = $1 and payment_status = 'init_mem'",
    [world.orgs.ROWING],
  );
  return rows.map((row) => String(row.id));
}

const adultOnly = () => ({
  orgId: world.orgs.ROWING,
  participants: [{ memberId: world.members.anna, membershipConfId: world.configs.adult }],
});

describe('a second purchase while one is unpaid', () => {
  it('hands back the same payment window for the same selection (a double click)', async () => {
    const anna = await world.as(ANNA);
    const first = await anna.post(purchaseUrl, annaAndEmilInRowing(world));
    const second = await anna.post(purchaseUrl, annaAndEmilInRowing(world));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first.json(), reused: true });
    expect(await pendingPayments()).toEqual([first.json().paymentId]);
  });

  it('replaces the unpaid one for another selection, and releases its late authorization', async () => {
    const anna = await world.as(ANNA);
    const first = await anna.post(purchaseUrl, annaAndEmilInRowing(world));
    const second = await anna.post(purchaseUrl, adultOnly());
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ reused: false, amount: 151_500 });
    expect(await pendingPayments()).toEqual([second.json().paymentId]);
    expect(await paymentRow(world.subject, first.json().paymentId)).toMatchObject({
      payment_status: 'cancelled',
      status_reason: 'Replaced by a newer purchase before it was paid. Nothing was charged.',
    });

    // The old window is still paid in another tab: that authorization is released.
    const landing = await payInWindow(
      world.subject.app,
      first.json().paymentWindowLink,
      testCards.approve,
    );
    const confirm = await anna.post('/member/api/v1/membership/payment/confirm', {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    expect(confirm.json()).toMatchObject({ paymentStatus: 'cancelled' });
    expect(confirm.json().message).toContain('that authorization is released');
    await eventually(
      async () => (await paymentRow(world.subject, first.json().paymentId)).void_status === 'done',
    );
    expect(await pendingPayments()).toEqual([second.json().paymentId]);
  });

  it('leaves exactly one unpaid purchase when several start at the same moment', async () => {
    const anna = await world.as(ANNA);
    const answers = await Promise.all([
      anna.post(purchaseUrl, annaAndEmilInRowing(world)),
      anna.post(purchaseUrl, adultOnly()),
      anna.post(purchaseUrl, {
        orgId: world.orgs.ROWING,
        participants: [{ memberId: world.members.emil, membershipConfId: world.configs.junior }],
      }),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const conflicts = answers.filter((answer) => answer.statusCode === 409);
    for (const conflict of conflicts) {
      expect(conflict.json().detail).toBe(
        'A purchase for Aarhus Roklub was started at the same moment. Please try again.',
      );
    }
    expect(await pendingPayments()).toHaveLength(1);
  });
});
