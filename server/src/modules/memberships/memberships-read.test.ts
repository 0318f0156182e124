import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createWorld, OLE, purchaseAndPay, type World } from './membership-test-helpers.ts';

let world: World;
let emilsMembership: string;
let emilsHistory: string;
beforeAll(async () => {
  world = await createWorld();
  const { anna, landing, token } = await purchaseAndPay(world);
  await anna.post('/member/api/v1/membership/payment/confirm', {
    token,
    authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
  });
  const list = await anna.get(
    `/member/api/v1/${world.members.emil}/membership/list?orgId=${world.orgs.ROWING}`,
  );
  emilsMembership = String(list.json()[0].id);
  const history = await anna.get(`/member/api/v1/membership/${emilsMembership}/history/list`);
  emilsHistory = String(history.json()[0].id);
});
afterAll(() => world.subject.close());

describe('reading memberships, history and receipts', () => {
  it('lets Anna read her child Emil’s membership, history and receipt', async () => {
    const anna = await world.as(ANNA);
    const list = await anna.get(`/member/api/v1/${world.members.emil}/membership/list`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        memberName: 'Emil Jensen',
        status: 'active',
        autoRenewal: false,
        readyForMembershipRenewal: false,
        hasReceipt: true,
      }),
    ]);
    const receipt = await anna.get(`/member/api/v1/membership/history/${emilsHistory}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().total.total).toBe(228_000);
    const otherOrg = await anna.get(
      `/member/api/v1/${world.members.emil}/membership/list?orgId=${world.orgs.CHESS}`,
    );
    expect(otherOrg.json()).toEqual([]);
  });

  it('answers 404 to anyone else, as if nothing were there', async () => {
    const ole = await world.as(OLE);
    for (const url of [
      `/member/api/v1/${world.members.emil}/membership/list`,
      `/member/api/v1/${world.members.anna}/membership/list`,
      `/member/api/v1/membership/${emilsMembership}/history/list`,
      `/member/api/v1/membership/history/${emilsHistory}/receipt`,
    ]) {
      const answer = await ole.get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('Emil');
    }
    const overview = await ole.get('/member/api/v1/membership/overview');
    expect(overview.json()).toEqual([]);
    expect((await ole.get('/member/api/v1/membership/check')).json()).toEqual({
      hasActiveMembership: false,
      activeOrganisationIds: [],
    });
  });

  it('has no receipt for a payment that was not completed', async () => {
    const { anna, result } = await purchaseAndPay(world);
    const { rows } = await world.subject.database.sql.query(
      'select history_id from membership_payment_lines where payment_id = $1',
      [result.paymentId],
    );
    const answer = await anna.get(
      `/member/api/v1/membership/history/${String(rows[0]?.history_id)}/receipt`,
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json().detail).toBe('There is no receipt: this payment was not completed.');
    // The unpaid record is in the history, marked as such.
    const history = await anna.get(`/member/api/v1/membership/${emilsMembership}/history/list`);
    expect(
      history
        .json()
        .map((record: { payment: { paymentStatus: string } }) => record.payment.paymentStatus),
    ).toEqual(['init_mem', 'paid']);
  });

  it('offers a receipt only for a membership with a paid record', async () => {
    const anna = await world.as(ANNA);
    const started = await anna.post('/member/api/v1/membership/purchase', {
      orgId: world.orgs.CHESS,
      participants: [{ memberId: world.members.anna, membershipConfId: world.configs.chess }],
    });
    expect(started.statusCode).toBe(200);
    const overview = await anna.get('/member/api/v1/membership/overview');
    const receipts = Object.fromEntries(
      overview
        .json()
        .flatMap(
          (group: {
            organisation: { key: string };
            memberships: { memberName: string; hasReceipt: boolean }[];
          }) =>
            group.memberships.map((item) => [
              `${group.organisation.key} ${item.memberName}`,
              item.hasReceipt,
            ]),
        ),
    );
    expect(receipts).toMatchObject({
      'ROWING Anna Jensen': true,
      'ROWING Emil Jensen': true,
      'CHESS Anna Jensen': false,
    });
  });
});
