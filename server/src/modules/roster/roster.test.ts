import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Roster, RosterMemberDetail } from '@portal/contracts/roster';
import type { CheckInList, StaffEvent } from '@portal/contracts/event-administration';
import { seedDemoClub } from '#src/db/demo-club.ts';
import { demoDoorEvent, seedDemoDoorEvent } from '#src/db/demo-club-event.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 14.3: the roster of an organisation, a member's page and the exports.
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;

const base = (orgKey = 'ROWING') => `/org/api/v1/admin/organisations/${orgKey}/members`;
const roster = async (query = '', person = mette) =>
  (await admin.api.call(person, { url: `${base()}${query}` })).json<Roster>();

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ mette, sofie } = admin);
  await seedDemoClub(admin.api.subject.database.db);
});
afterAll(async () => admin.api.close());

describe("the organisation's roster", () => {
  it('is open to the organisation’s administrators only, call by call', async () => {
    const { members } = await roster('?search=roklub.demo.test&pageSize=1');
    const someone = members[0]?.id ?? '';
    await admin.expectOnlyRowingAdministrators((person) => admin.api.call(person, { url: base() }));
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${someone}` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/export?format=csv` }),
    );
    // ROWING's member is no one on CHESS's roster, even to a super administrator.
    expect((await admin.api.call(sofie, { url: `${base('CHESS')}/${someone}` })).statusCode).toBe(
      404,
    );
  });

  it('holds the generated club with each status, its families and its periods', async () => {
    const club = await roster('?search=roklub.demo.test&pageSize=200');
    expect(club.total).toBe(60);
    const count = async (status: string) =>
      (await roster(`?search=roklub.demo.test&status=${status}`)).total;
    expect(await count('active')).toBe(36);
    expect(await count('expired')).toBe(12);
    expect(await count('never_paid')).toBe(12);
    expect(club.types).toEqual(expect.arrayContaining(['Adult', 'Junior']));
    const year = Number(clubToday().slice(0, 4));
    expect(club.periods).toEqual(expect.arrayContaining([year, year - 1]));
    // Children are on the roster through their parents' memberships.
    const all = await roster('?pageSize=200');
    expect(all.total).toBeGreaterThanOrEqual(68);
    const lastYearOnly = await roster(
      `?search=roklub.demo.test&period=${String(year - 1)}&pageSize=200`,
    );
    expect(lastYearOnly.total).toBe(18);
  });

  it('searches, sorts and pages on the server', async () => {
    const byName = await roster('?search=roklub.demo.test&sort=name&direction=asc&pageSize=200');
    const names = byName.members.map((member) => member.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await roster(
      '?search=roklub.demo.test&sort=name&direction=desc&pageSize=200',
    );
    expect(descending.members[0]?.id).toBe(byName.members.at(-1)?.id);

    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        roster(`?search=roklub.demo.test&sort=email&pageSize=25&page=${String(page)}`),
      ),
    );
    const paged = pages.flatMap((page) => page.members.map((member) => member.id));
    expect(new Set(paged).size).toBe(60);

    const someone = byName.members[0];
    const byPhone = await roster(`?search=${encodeURIComponent(someone?.phone?.slice(-5) ?? '')}`);
    expect(byPhone.members.map((member) => member.id)).toContain(someone?.id);
    const refused = await admin.api.call(mette, { url: `${base()}?sort=shoeSize` });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('sort');
  });

  it('shows a member’s memberships, payments and family', async () => {
    const parents = await roster('?search=roklub.demo.test&status=active&pageSize=200');
    let found: RosterMemberDetail | undefined;
    for (const member of parents.members) {
      const detail = (
        await admin.api.call(mette, { url: `${base()}/${member.id}` })
      ).json<RosterMemberDetail>();
      if (detail.family.length > 0) {
        found = detail;
        break;
      }
    }
    expect(found?.family[0]).toMatchObject({ relation: 'child' });
    expect(found?.memberships.some((membership) => membership.paid)).toBe(true);
    expect(found?.payments[0]).toMatchObject({ kind: 'membership', status: 'paid' });
    expect(found?.member.address).toMatch(/8000 Aarhus C$/);
  });

  it('shows the active as ready for renewal once next year’s type is offered', async () => {
    const next = Number(clubToday().slice(0, 4)) + 1;
    const made = await admin.api.call(mette, {
      method: 'POST',
      url: '/org/api/v1/admin/organisations/ROWING/membership-types',
      payload: {
        name: 'Adult',
        membershipPrice: 125_000,
        vatRate: 25,
        membershipSurcharge: 1_500,
        startDate: `${String(next)}-01-01`,
        endDate: `${String(next)}-12-31`,
        offerStartDate: clubToday(),
      },
    });
    expect(made.statusCode).toBe(201);
    expect((await roster('?search=roklub.demo.test&status=ready_for_renewal')).total).toBe(36);
    expect((await roster('?search=roklub.demo.test&status=active')).total).toBe(0);
    await admin.api.call(mette, {
      method: 'DELETE',
      url: `/org/api/v1/admin/organisations/ROWING/membership-types/${made.json<{ id: string }>().id}`,
    });
  });
});

describe('the roster exports', () => {
  it('writes the filtered roster as CSV in the administrator’s language, formulas neutralised', async () => {
    const csv = await admin.api.call(mette, {
      url: `${base()}/export?format=csv&language=da&search=roklub.demo.test&status=expired`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/rowing-members-\d{4}-\d\d-\d\d\.csv/);
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFFNavn;E-mail;Telefon;Medlem siden;Status;Medlemstype;Periode start;Periode slut',
    );
    expect(lines).toHaveLength(13);
    expect(lines[1]).toContain(';Udløbet;');
    // A phone number starting with + would be a formula to a spreadsheet.
    expect(lines[1]).toMatch(/;'\+45 /);
  });

  it('writes an Excel workbook that opens with every row', async () => {
    const xlsx = await admin.api.call(mette, {
      url: `${base()}/export?format=xlsx&language=en&search=roklub.demo.test`,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      xlsx.rawPayload as unknown as Parameters<typeof workbook.xlsx.load>[0],
    );
    const sheet = workbook.getWorksheet('Members');
    expect(sheet?.rowCount).toBe(61);
    expect(sheet?.getRow(1).getCell(5).value).toBe('Status');
    expect(['Active', 'Expired', 'Never paid']).toContain(sheet?.getRow(2).getCell(5).value);
  });
});

describe('the demo club’s event at the door', () => {
  it('is full with 30 tickets, some checked in, one member waiting, and is seeded once', async () => {
    const { db } = admin.api.subject.database;
    await seedDemoDoorEvent(db);
    await seedDemoDoorEvent(db);
    const events = await admin.api.call(mette, {
      url: '/event/api/v1/admin/organisations/ROWING/events',
    });
    const door = events.json<StaffEvent[]>().filter((event) => event.title === demoDoorEvent.title);
    expect(door).toEqual([
      expect.objectContaining({
        capacity: 30,
        placesTaken: 30,
        tickets: 30,
        checkedIn: 8,
        waiting: 1,
      }),
    ]);
    const list = await admin.api.call(mette, {
      url: `/event/api/v1/admin/organisations/ROWING/events/${door[0]?.id ?? ''}/check-in`,
    });
    expect(list.json<CheckInList>().counts).toEqual({ checkedIn: 8, tickets: 30 });
  });
});
