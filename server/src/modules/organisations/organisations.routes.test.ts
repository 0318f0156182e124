import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createWorld, type World } from '#src/modules/memberships/membership-test-helpers.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.subject.close());

const year = new Date().getFullYear();

describe('organisations', () => {
  it('lists them with enabled, ready for renewal and the active provider, never a secret', async () => {
    const anna = await world.as(ANNA);
    const answer = await anna.get('/org/api/v1/org/list');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('sandbox-demo-key');
    expect(answer.body).not.toMatch(/clientSecret|paymentAuthToken/);
    const byKey = Object.fromEntries(answer.json().map((org: { key: string }) => [org.key, org]));
    expect(byKey.ROWING).toMatchObject({
      name: 'Aarhus Roklub',
      enabled: true,
      readyForMembershipRenewal: true,
      events: true,
      paymentProvider: 'sandbox',
      paymentTestMode: true,
    });
    expect(byKey.ROWING.paymentProviderId).toMatch(/^[0-9a-f-]{36}$/);
    // SAILING has no membership configuration: shown disabled (SPEC.md section 4).
    expect(byKey.SAILING).toMatchObject({
      enabled: false,
      readyForMembershipRenewal: false,
      paymentProvider: null,
      paymentProviderId: null,
    });
  });

  it('is not ready for renewal when every configuration has ended', async () => {
    await world.subject.database.sql.query(
      "update membership_configurations set start_date = start_date - interval '2 years', end_date = end_date - interval '2 years' where org_id = $1",
      [world.orgs.CHESS],
    );
    const anna = await world.as(ANNA);
    const chess = (await anna.get('/org/api/v1/org/list'))
      .json()
      .find((org: { key: string }) => org.key === 'CHESS');
    expect(chess).toMatchObject({ enabled: true, readyForMembershipRenewal: false });
    const configurations = await anna.get(
      `/org/api/v1/org/${world.orgs.CHESS}/config/membership/list`,
    );
    expect(configurations.json()[0]).toMatchObject({ name: 'Standard', isOnOffer: false });
  });

  it('lists membership configurations with the price breakdown', async () => {
    const anna = await world.as(ANNA);
    const answer = await anna.get(`/org/api/v1/org/${world.orgs.ROWING}/config/membership/list`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      expect.objectContaining({
        name: 'Junior',
        vatRate: 25,
        startDate: `${year}-01-01`,
        endDate: `${year}-12-31`,
        isOnOffer: true,
        price: { price: 60_000, vat: 15_000, surcharge: 1_500, total: 76_500 },
      }),
      expect.objectContaining({
        name: 'Adult',
        price: { price: 120_000, vat: 30_000, surcharge: 1_500, total: 151_500 },
      }),
    ]);
    const unknown = await anna.get(
      '/org/api/v1/org/7b0c8e1a-1111-4c2d-9e3f-000000000000/config/membership/list',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('shows the payment configuration without its client secret', async () => {
    const anna = await world.as(ANNA);
    const active = await anna.get(
      `/org/api/v1/org/${world.orgs.ROWING}/config/payment/sandbox/active`,
    );
    expect(active.statusCode).toBe(200);
    expect(active.json()).toEqual({
      id: expect.any(String),
      orgId: world.orgs.ROWING,
      provider: 'sandbox',
      testMode: true,
      currencySymbol: 'DKK',
      active: true,
    });
    const item = await anna.get(
      `/org/api/v1/org/${world.orgs.ROWING}/config/payment/item/${String(active.json().id)}`,
    );
    expect(item.json()).toEqual(active.json());
    expect(item.body).not.toContain('sandbox-demo-key');
    const otherProvider = await anna.get(
      `/org/api/v1/org/${world.orgs.ROWING}/config/payment/freepay/active`,
    );
    expect(otherProvider.statusCode).toBe(404);
    const otherOrganisation = await anna.get(
      `/org/api/v1/org/${world.orgs.CHESS}/config/payment/item/${String(active.json().id)}`,
    );
    expect(otherOrganisation.statusCode).toBe(404);
  });

  it('needs a signed-in caller, except for the public membership list', async () => {
    const { app } = world.subject;
    expect((await app.inject({ url: '/org/api/v1/org/list' })).statusCode).toBe(401);
    const open = await app.inject({ url: '/org/api/v1/public/membership-list' });
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('sandbox-demo-key');
    const offers = open.json();
    const keys = offers.map((offer: { key: string }) => offer.key);
    expect(keys).toContain('ROWING');
    expect(keys).not.toContain('SAILING');
    const rowing = offers.find((offer: { key: string }) => offer.key === 'ROWING');
    expect(
      rowing.membershipTypes.map((type: { name: string; price: { total: number } }) => [
        type.name,
        type.price.total,
      ]),
    ).toEqual([
      ['Junior', 76_500],
      ['Adult', 151_500],
    ]);
  });
});
