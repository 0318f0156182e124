import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  OLE,
  type World,
} from './membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const purchaseUrl = '/member/api/v1/membership/purchase';

async function paymentCount(): Promise<number> {
  const { rows } = await world.subject.database.sql.query(
    'select count(*)::int as n from membership_payments',
  );
  return Number(rows[0]?.n);
}

describe('what the client may not decide', () => {
  it('refuses amounts and statuses sent by the client, naming them, and writes nothing', async () => {
    const anna = await world.as(ANNA);
    const input = annaAndEmilInRowing(world);
    const answers = await Promise.all([
      anna.post(purchaseUrl, { ...input, amount: 100, paymentStatus: 'paid' }),
      anna.post(purchaseUrl, {
        ...input,
        participants: [{ ...input.participants[0], status: 'active', price: 1 }],
      }),
      anna.post('/member/api/v1/member/payment-prepare', { ...input, totalPaid: 228_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(answers[0].json().detail).toContain(
      'amount, paymentStatus: decided by the server and cannot be sent',
    );
    expect(answers[1].json().errors[0].field).toContain('participants.0');
    expect(answers[1].json().detail).toContain('status, price: decided by the server');
    expect(answers[2].json().detail).toContain('totalPaid');
    expect(await paymentCount()).toBe(0);
  });

  it('refuses a configuration of another organisation', async () => {
    const anna = await world.as(ANNA);
    const answer = await anna.post(purchaseUrl, {
      orgId: world.orgs.ROWING,
      participants: [{ memberId: world.members.anna, membershipConfId: world.configs.chess }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      { field: 'participants.0.membershipConfId', message: 'is not a membership of Aarhus Roklub' },
    ]);
    expect(await paymentCount()).toBe(0);
  });

  it('refuses a participant who is not the member or approved family (404)', async () => {
    const anna = await world.as(ANNA);
    const answer = await anna.post(purchaseUrl, {
      orgId: world.orgs.ROWING,
      participants: [
        { memberId: world.members.anna, membershipConfId: world.configs.adult },
        { memberId: world.members.ole, membershipConfId: world.configs.adult },
      ],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errors[0].field).toBe('participants.1.memberId');
    expect(await paymentCount()).toBe(0);
  });

  it('skips a family participant whose link is not approved, with a note (SPEC.md 4.5)', async () => {
    // Ole invited Anna, but she has not approved: he may not buy for her, and she is skipped.
    const ole = await world.as(OLE);
    const preview = await ole.post('/member/api/v1/membership/purchase/preview', {
      orgId: world.orgs.ROWING,
      participants: [
        { memberId: world.members.ole, membershipConfId: world.configs.adult },
        { memberId: world.members.anna, membershipConfId: world.configs.adult },
      ],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines.map((line: { memberId: string }) => line.memberId)).toEqual([
      world.members.ole,
    ]);
    expect(preview.json().skipped).toEqual([
      {
        memberId: world.members.anna,
        reason: 'The family link is not approved, so no membership is bought for this participant.',
      },
    ]);
    const onlyAnna = await ole.post(purchaseUrl, {
      orgId: world.orgs.ROWING,
      participants: [{ memberId: world.members.anna, membershipConfId: world.configs.adult }],
    });
    expect(onlyAnna.statusCode).toBe(400);
    expect(onlyAnna.json().errors[0].field).toBe('participants');
    expect(await paymentCount()).toBe(0);
  });

  it('skips entries without a membership, and refuses when none is left', async () => {
    const anna = await world.as(ANNA);
    const preview = await anna.post('/member/api/v1/membership/purchase/preview', {
      orgId: world.orgs.ROWING,
      participants: [
        { memberId: world.members.anna, membershipConfId: world.configs.adult },
        { memberId: world.members.emil, membershipConfId: 'Select Membership' },
      ],
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().lines).toHaveLength(1);
    expect(preview.json().skipped).toEqual([
      { memberId: world.members.emil, reason: 'No membership was chosen.' },
    ]);
    expect(preview.json().total.total).toBe(151_500);
    const nothing = await anna.post(purchaseUrl, {
      orgId: world.orgs.ROWING,
      participants: [
        { memberId: world.members.anna, membershipConfId: null },
        { memberId: world.members.emil, membershipConfId: '' },
      ],
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0]).toEqual({
      field: 'participants',
      message: 'Choose a membership for at least one participant.',
    });
  });

  it('refuses an organisation without membership configurations', async () => {
    const anna = await world.as(ANNA);
    const answer = await anna.post(purchaseUrl, {
      orgId: world.orgs.SAILING,
      participants: [{ memberId: world.members.anna, membershipConfId: world.configs.adult }],
    });
    expect(answer.statusCode).toBe(400);
    expect(await paymentCount()).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const answer = await world.subject.app.inject({
      method: 'POST',
      url: purchaseUrl,
      payload: annaAndEmilInRowing(world),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the address check before payment', () => {
  it('blocks Ole, who has no address, with the profile notice and the problem', async () => {
    const ole = await world.as(OLE);
    const input = {
      orgId: world.orgs.ROWING,
      participants: [{ memberId: world.members.ole, membershipConfId: world.configs.adult }],
    };
    const preview = await ole.post('/member/api/v1/membership/purchase/preview', input);
    expect(preview.json().billing.addressProblems).toEqual([
      'Address is missing. Please add your address in profile to proceed.',
    ]);
    const answer = await ole.post(purchaseUrl, input);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      detail: 'Please complete your profile to continue.',
      errors: [
        {
          field: 'billingAddress',
          message: 'Address is missing. Please add your address in profile to proceed.',
        },
      ],
    });
    expect(await paymentCount()).toBe(0);
  });

  it('names each problem of an incomplete address', async () => {
    await world.subject.database.sql.query(
      "update members set address_line1 = 'Havnegade 2', city = '', post_code = '80A0', country = 'Germany' where id = $1",
      [world.members.ole],
    );
    const ole = await world.as(OLE);
    const answer = await ole.post(purchaseUrl, {
      orgId: world.orgs.ROWING,
      participants: [{ memberId: world.members.ole, membershipConfId: world.configs.adult }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.map((error: { message: string }) => error.message)).toEqual([
      'City is missing. Please provide a valid city in profile.',
      'Country is invalid or missing. Please select a valid country in profile.',
      'Postcode is invalid. Please use numeric values only.',
    ]);
  });
});
