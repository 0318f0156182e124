import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import type { DoorMembershipAnswer, MembershipCard } from '@portal/contracts/membership-card';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 19: the digital membership card, and what the door answers when it is scanned.
let admin: AdminApiTest;
let rowingEventId: string;
let chessEventId: string;

const cardsUrl = '/member/api/v1/membership/cards';
const doorUrl = (orgKey: string, eventId: string) =>
  `/event/api/v1/admin/organisations/${orgKey}/events/${eventId}/membership-card`;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

const cardsOf = async (person: Person | null, headers: Record<string, string> = {}) =>
  admin.api.call(person, { url: cardsUrl, headers });
const atDoor = (person: Person | null, code: unknown, orgKey = 'ROWING', eventId = rowingEventId) =>
  admin.api.call(person, { method: 'POST', url: doorUrl(orgKey, eventId), payload: { code } });

beforeAll(async () => {
  admin = await startAdminApiTest();
  const [adult] = await sql<{ id: string }>(
    `select c.id from membership_configurations c join organisations o on o.id = c.org_id
     where o.key = 'ROWING' and c.name = 'Adult' order by c.start_date desc limit 1`,
  );
  await admin.buyMembership(admin.anna, 'ROWING', adult?.id ?? '');
  const eventOf = async (orgKey: string) =>
    (
      await sql<{ id: string }>(
        `select e.id from events e join organisations o on o.id = e.org_id where o.key = $1
         order by e.start_date limit 1`,
        [orgKey],
      )
    )[0]?.id ?? '';
  rowingEventId = await eventOf('ROWING');
  chessEventId = await eventOf('CHESS');
});
afterAll(async () => admin.api.close());

describe('the membership card', () => {
  it('is shown to its member alone, with name, organisation, type, period and code', async () => {
    const { anna, ole, mette, sofie, chessAdmin } = admin;
    expect((await cardsOf(null)).statusCode).toBe(401);

    const own = await cardsOf(anna);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const [card, ...others] = own.json<MembershipCard[]>();
    expect(others).toEqual([]);
    const today = clubToday();
    expect(card).toMatchObject({
      memberId: anna.memberId,
      memberName: 'Anna Jensen',
      organisation: { key: 'ROWING', name: 'Aarhus Roklub' },
      typeName: 'Adult',
    });
    expect((card?.startDate ?? '') <= today && today <= (card?.endDate ?? '')).toBe(true);
    expect(card?.code).toMatch(/^[0-9a-f]{32}$/);

    // Another member, a USER of nobody's family, and administrators of either organisation see
    // none of Anna's: a card is personal, not part of the club's roster.
    for (const person of [ole, chessAdmin, mette, sofie]) {
      const response = await cardsOf(person);
      expect(response.statusCode, person.email).toBe(200);
      expect(response.json<MembershipCard[]>(), person.email).toEqual([]);
    }
    // A super administrator acting as Anna sees hers, as Anna would.
    const acting = await cardsOf(sofie, { [actAsMemberHeader]: anna.memberId });
    expect(acting.json<MembershipCard[]>()).toEqual([card]);
  });

  it('every membership has a code of its own, drawn by the database', async () => {
    const [counts] = await sql<{ total: number; different: number; blank: number }>(
      `select count(*)::int as total, count(distinct card_code)::int as different,
         count(*) filter (where card_code is null or length(card_code) <> 32)::int as blank
       from memberships`,
    );
    expect(counts?.total).toBeGreaterThan(0);
    expect(counts).toEqual({ total: counts?.total, different: counts?.total, blank: 0 });
  });
});

describe('a membership card at the door', () => {
  it('is read by the organisation’s administrators only', async () => {
    const [card] = (await cardsOf(admin.anna)).json<MembershipCard[]>();
    await admin.expectOnlyRowingAdministrators((person) => atDoor(person, card?.code));
  });

  it('answers a member now, no member today, or not this club’s card', async () => {
    const { anna, mette, sofie } = admin;
    const [card] = (await cardsOf(anna)).json<MembershipCard[]>();
    const code = card?.code ?? '';
    expect((await atDoor(mette, code)).json<DoorMembershipAnswer>()).toEqual({
      result: 'member',
      memberName: 'Anna Jensen',
      typeName: 'Adult',
      startDate: card?.startDate,
      endDate: card?.endDate,
    });
    // Anna is no member of CHESS: its door learns nothing of her, not even her name.
    const elsewhere = await atDoor(sofie, code, 'CHESS', chessEventId);
    expect(elsewhere.json<DoorMembershipAnswer>()).toEqual({
      result: 'unknown',
      memberName: null,
      typeName: null,
      startDate: null,
      endDate: null,
    });
    expect((await atDoor(mette, 'f'.repeat(32))).json<DoorMembershipAnswer>().result).toBe(
      'unknown',
    );
    // A code that is no card code at all is refused as bad input, naming the field.
    const bad = await atDoor(mette, 'MEMBERSHIP:abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('code');

    // Her period ends yesterday: the door says so, with the period, and the card is gone.
    await sql(
      `update membership_history set start_date = current_date - 400, end_date = current_date - 1
       where member_id = $1`,
      [anna.memberId],
    );
    const lapsed = (await atDoor(mette, code)).json<DoorMembershipAnswer>();
    expect(lapsed).toMatchObject({ result: 'expired', memberName: 'Anna Jensen' });
    expect(lapsed.endDate).not.toBeNull();
    expect((await cardsOf(anna)).json<MembershipCard[]>()).toEqual([]);
  });
});
