import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipType } from '@portal/contracts/membership-types';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from './admin-test-kit.ts';

// Issue 14.2: membership types prepared, repriced in versions and retired by the administrators.
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;
let anna: Person;

const base = (orgKey = 'ROWING') => `/org/api/v1/admin/organisations/${orgKey}/membership-types`;
const today = clubToday();
const shift = (days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const nextYear = Number(today.slice(0, 4)) + 1;

const type = (overrides: object = {}) => ({
  name: 'Senior',
  membershipPrice: 100_000,
  vatRate: 25,
  membershipSurcharge: 1_500,
  startDate: `${nextYear}-01-01`,
  endDate: `${nextYear}-12-31`,
  offerStartDate: null,
  ...overrides,
});

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ mette, sofie, anna } = admin);
});
afterAll(async () => admin.api.close());

const create = (person: Person | null, payload: object, orgKey = 'ROWING') =>
  admin.api.call(person, { method: 'POST', url: base(orgKey), payload });
const list = async (person: Person, query = '') =>
  (await admin.api.call(person, { url: `${base()}${query}` })).json<MembershipType[]>();

async function rowingOffers(): Promise<string[]> {
  const response = await admin.api.call(null, { url: '/org/api/v1/public/membership-list' });
  const rowing = response
    .json<{ key: string; membershipTypes: { name: string }[] }[]>()
    .find((offer) => offer.key === 'ROWING');
  return rowing?.membershipTypes.map((offered) => offered.name) ?? [];
}

describe('membership types', () => {
  it('are listed, created, changed, retired and deleted by the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) => admin.api.call(person, { url: base() }));
    let n = 0;
    await admin.expectOnlyRowingAdministrators(
      (person) => create(person, type({ name: `Access ${String((n += 1))}` })),
      201,
    );
    const made = (await create(mette, type({ name: 'Access check' }))).json<MembershipType>();
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, {
        method: 'PUT',
        url: `${base()}/${made.id}`,
        payload: type({ name: 'Access check' }),
      }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { method: 'POST', url: `${base()}/${made.id}/retire` }),
    );
    await admin.expectOnlyRowingAdministrators(async (person) => {
      const fresh = (
        await create(mette, type({ name: `Deletable ${person?.email ?? 'x'}` }))
      ).json<MembershipType>();
      return admin.api.call(person, { method: 'DELETE', url: `${base()}/${fresh.id}` });
    }, 204);
    // ROWING's type is none of CHESS's business, even for a super administrator asking there.
    const viaChess = await admin.api.call(sofie, {
      method: 'PUT',
      url: `${base('CHESS')}/${made.id}`,
      payload: type(),
    });
    expect(viaChess.statusCode).toBe(404);
  });

  it('prepare next year: offered to members from the offer start, not before', async () => {
    const later = await create(mette, type({ name: 'Next year', offerStartDate: shift(7) }));
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ state: 'upcoming', soldCount: 0 });
    expect(await rowingOffers()).not.toContain('Next year');

    const opened = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${later.json<MembershipType>().id}`,
      payload: type({ name: 'Next year', offerStartDate: today }),
    });
    expect(opened.json()).toMatchObject({ newVersion: false, type: { state: 'offered' } });
    expect(await rowingOffers()).toContain('Next year');
  });

  it('refuse bad values by field and write nothing', async () => {
    const before = (await list(mette, '?retired=include')).length;
    const cases: [object, string][] = [
      [type({ endDate: `${nextYear}-01-01` }), 'endDate'],
      [type({ vatRate: 101 }), 'vatRate'],
      [type({ vatRate: -1 }), 'vatRate'],
      [type({ membershipPrice: -1 }), 'membershipPrice'],
      [type({ membershipSurcharge: -5 }), 'membershipSurcharge'],
      [type({ name: '  ' }), 'name'],
      [type({ offerStartDate: `${nextYear + 1}-01-01` }), 'offerStartDate'],
      [type({ startDate: 'soon' }), 'startDate'],
    ];
    for (const [payload, field] of cases) {
      const refused = await create(mette, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(
        field,
      );
    }
    expect(await list(mette, '?retired=include')).toHaveLength(before);
  });

  it('allow no two active types with the same name and period, not even at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => create(mette, type({ name: 'Twin' }))),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = results.find((result) => result.statusCode === 409);
    expect(refused?.json()).toMatchObject({
      code: 'membership_type_exists',
      errors: [{ field: 'name' }],
    });
    expect((await create(mette, type({ name: 'twin' }))).statusCode).toBe(409);
    // Another period may carry the same name.
    expect(
      (await create(mette, type({ name: 'Twin', startDate: `${nextYear}-02-01` }))).statusCode,
    ).toBe(201);
  });

  it('keep a sold type’s price for its history: repricing makes a new version', async () => {
    const thisYear = Number(today.slice(0, 4));
    const sold = (
      await create(
        mette,
        type({ name: 'Veteran', startDate: `${thisYear}-01-01`, endDate: `${thisYear}-12-31` }),
      )
    ).json<MembershipType>();
    await admin.buyMembership(anna, 'ROWING', sold.id);
    const [listed] = (await list(mette)).filter((item) => item.id === sold.id);
    expect(listed?.soldCount).toBe(1);

    // The name may change in place: the receipt keeps the name it was paid under.
    const renamed = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${sold.id}`,
      payload: type({
        name: 'Veterans',
        startDate: `${thisYear}-01-01`,
        endDate: `${thisYear}-12-31`,
      }),
    });
    expect(renamed.json()).toMatchObject({ newVersion: false, type: { id: sold.id } });

    const repriced = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${sold.id}`,
      payload: type({
        name: 'Veterans',
        membershipPrice: 120_000,
        startDate: `${thisYear}-01-01`,
        endDate: `${thisYear}-12-31`,
      }),
    });
    expect(repriced.statusCode).toBe(200);
    const version = repriced.json<{ newVersion: boolean; type: MembershipType }>();
    expect(version.newVersion).toBe(true);
    expect(version.type).toMatchObject({ replacesId: sold.id, membershipPrice: 120_000 });

    const all = await list(mette, '?retired=include');
    expect(all.find((item) => item.id === sold.id)).toMatchObject({
      state: 'retired',
      membershipPrice: 100_000,
      soldCount: 1,
    });
    expect((await list(mette)).some((item) => item.id === sold.id)).toBe(false);
    const { rows } = await admin.api.subject.database.sql.query(
      `select l.price from membership_payment_lines l where l.membership_conf_id = $1`,
      [sold.id],
    );
    expect(rows).toEqual([{ price: 100_000 }]);
    expect(await rowingOffers()).toContain('Veterans');

    const deleted = await admin.api.call(mette, { method: 'DELETE', url: `${base()}/${sold.id}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().code).toBe('membership_type_sold');
    const changedRetired = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${sold.id}`,
      payload: type(),
    });
    expect(changedRetired.json().code).toBe('membership_type_retired');
  });

  it('retire a type: no longer offered, still listed with the retired ones, audited', async () => {
    const made = (
      await create(mette, type({ name: 'Summer', offerStartDate: today }))
    ).json<MembershipType>();
    expect(await rowingOffers()).toContain('Summer');
    const retired = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${made.id}/retire`,
    });
    expect(retired.json()).toMatchObject({ state: 'retired' });
    expect(await rowingOffers()).not.toContain('Summer');
    expect((await list(mette, '?retired=include')).some((item) => item.id === made.id)).toBe(true);

    const { rows } = await admin.api.subject.database.sql.query(
      `select action from audit_log where org_key = 'ROWING' and details ->> 'typeId' = $1
        order by sequence`,
      [made.id],
    );
    expect(rows.map((row) => (row as { action: string }).action)).toEqual([
      'membership_type_created',
      'membership_type_retired',
    ]);
  });
});
