import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  OLE,
  paymentRow,
  purchaseAndPay,
  queuedJobs,
  type World,
} from './membership-test-helpers.ts';
import { runTimeout } from './payment-jobs.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const calculateUrl = '/tools/member/calculate-status';

async function membershipOf(memberId: string) {
  const { rows } = await world.subject.database.sql.query(
    'select status, old_status, new_status, overall_start_date::text as s, overall_end_date::text as e from memberships where member_id = $1 and org_id = $2',
    [memberId, world.orgs.ROWING],
  );
  return rows[0];
}

describe('an unfinished payment after an hour', () => {
  it('is queued to be looked at an hour later, then cancelled with its reason', async () => {
    const anna = await world.as(ANNA);
    const purchase = await anna.post(
      '/member/api/v1/membership/purchase',
      annaAndEmilInRowing(world),
    );
    const paymentId = String(purchase.json().paymentId);
    const { rows } = await world.subject.database.sql.query(
      "select (start_after - created_on) > interval '59 minutes' as later from pgboss.job where name = 'membership-payment.timeout' and data->>'paymentId' = $1",
      [paymentId],
    );
    expect(rows).toEqual([{ later: true }]);

    await runTimeout(
      {
        db: world.subject.database.db,
        jobs: world.subject.jobs,
        config: world.subject.config,
        log: world.subject.app.log,
      },
      paymentId,
    );
    expect(await paymentRow(world.subject, paymentId)).toMatchObject({
      payment_status: 'cancelled',
      status_reason: 'The payment window was not completed within 60 minutes. Nothing was charged.',
    });
    expect((await membershipOf(world.members.anna))?.status).toBe('inactive');
  });

  it('leaves a paid payment alone', async () => {
    const { anna, result, landing, token } = await purchaseAndPay(world);
    await anna.post('/member/api/v1/membership/payment/confirm', {
      token,
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
    });
    await runTimeout(
      {
        db: world.subject.database.db,
        jobs: world.subject.jobs,
        config: world.subject.config,
        log: world.subject.app.log,
      },
      result.paymentId,
    );
    expect(await paymentRow(world.subject, result.paymentId)).toMatchObject({
      payment_status: 'paid',
    });
    expect(await queuedJobs(world.subject, 'mail.send', result.paymentId)).toHaveLength(1);
  });
});

describe('the status recalculation', () => {
  it('keeps a covering paid membership active, and running it again changes nothing', async () => {
    const anna = await world.as(ANNA);
    const before = await membershipOf(world.members.anna);
    expect(before).toMatchObject({
      status: 'active',
      old_status: 'inactive',
      new_status: 'active',
    });
    const ids = [world.members.anna, world.members.emil];
    const first = await anna.post(calculateUrl, { memberIds: ids });
    const second = await anna.post(calculateUrl, { memberIds: ids });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual([
      {
        memberId: world.members.anna,
        memberships: [expect.objectContaining({ orgId: world.orgs.ROWING, status: 'active' })],
      },
      {
        memberId: world.members.emil,
        memberships: [expect.objectContaining({ orgId: world.orgs.ROWING, status: 'active' })],
      },
    ]);
    expect(await membershipOf(world.members.anna)).toEqual(before);
  });

  it('turns a membership whose paid period ended into expired, and its records too', async () => {
    const { sql } = world.subject.database;
    // Last year's paid period: move the paid records back a year.
    await sql.query(
      "update membership_history set start_date = start_date - interval '1 year', end_date = end_date - interval '1 year' where member_id = $1",
      [world.members.emil],
    );
    const anna = await world.as(ANNA);
    const answer = await anna.post(calculateUrl, { memberIds: [world.members.emil] });
    expect(answer.json()[0].memberships[0].status).toBe('expired');
    const year = new Date().getFullYear() - 1;
    expect(await membershipOf(world.members.emil)).toEqual({
      status: 'expired',
      old_status: 'active',
      new_status: 'expired',
      s: `${year}-01-01`,
      e: `${year}-12-31`,
    });
    const { rows } = await sql.query(
      "select distinct h.status from membership_history h join membership_payment_lines l on l.history_id = h.id join membership_payments p on p.id = l.payment_id where h.member_id = $1 and p.payment_status = 'paid'",
      [world.members.emil],
    );
    expect(rows).toEqual([{ status: 'expired' }]);
  });

  it('answers 404 for members the caller may not act for, and changes nothing', async () => {
    const ole = await world.as(OLE);
    const answer = await ole.post(calculateUrl, { memberIds: [world.members.anna] });
    expect(answer.statusCode).toBe(404);
    const unknownField = await ole.post(calculateUrl, {
      memberIds: [world.members.ole],
      status: 'active',
    });
    expect(unknownField.statusCode).toBe(400);
  });
});
