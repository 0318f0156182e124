import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '#src/db/schema/index.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { canActFor, membersActedFor } from './family-access.service.ts';
import { familySteps } from './family-test-steps.ts';

// OWASP ASVS 8.2.2: the one check other features make before touching a member's data.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let anna: Person;
let ole: Person; // invited Anna; she has not answered
let mette: Person;
let emilId: string;

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ anna, ole, mette } = await api.demoPeople());
  const [emil] = await api.subject.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.parentId, anna.memberId));
  emilId = emil?.id ?? '';
});
afterAll(async () => api.close());

const can = (actor: Person, memberId: string) =>
  canActFor(api.subject.database.db, { id: actor.memberId }, memberId);

describe('canActFor', () => {
  it('allows oneself and one’s own child', async () => {
    expect(await can(anna, anna.memberId)).toBe(true);
    expect(await can(anna, emilId)).toBe(true);
  });

  it('refuses another member and another member’s child', async () => {
    expect(await can(mette, anna.memberId)).toBe(false);
    expect(await can(mette, emilId)).toBe(false);
  });

  it('refuses a pending link, allows it once approved, one way, and not the invitee’s child', async () => {
    expect(await can(ole, anna.memberId)).toBe(false);
    const [request] = await api.notificationsOf(anna.memberId);
    await steps.answer(anna, String(request?.data.invitationId), 'approved');
    expect(await can(ole, anna.memberId)).toBe(true);
    expect(await can(anna, ole.memberId)).toBe(false);
    expect(await can(ole, emilId)).toBe(false);
  });

  it('refuses a rejected link', async () => {
    const inviter = await api.newPerson();
    const invitee = await api.newPerson();
    const id = (await steps.invite(inviter, invitee.email)).json().id as string;
    await steps.answer(invitee, id, 'rejected');
    expect(await can(inviter, invitee.memberId)).toBe(false);
  });
});

describe('membersActedFor', () => {
  it('lists oneself first, then own children and approved links only', async () => {
    const owner = await api.newPerson();
    const [approved, pending, rejected] = [
      await api.newPerson(),
      await api.newPerson(),
      await api.newPerson(),
    ];
    const child = await api.call(owner, {
      method: 'POST',
      url: '/member/api/v1/member/participant',
      payload: { firstName: 'Kid' },
    });
    await steps.link(owner, approved);
    await steps.invite(owner, pending.email);
    const no = (await steps.invite(owner, rejected.email)).json().id as string;
    await steps.answer(rejected, no, 'rejected');
    const ids = await membersActedFor(api.subject.database.db, { id: owner.memberId });
    expect(ids[0]).toBe(owner.memberId);
    expect([...ids].sort()).toEqual([owner.memberId, child.json().id, approved.memberId].sort());
  });
});
