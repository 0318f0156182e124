import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyInvitations, members, memberships, organisations } from '#src/db/schema/index.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// OWASP ASVS 8.2.2: only the member who keeps a participant removes it.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let mette: Person; // another member

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ mette } = await api.demoPeople());
});
afterAll(async () => api.close());

const remove = (person: Person | null, id: string) =>
  api.call(person, { method: 'DELETE', url: `/member/api/v1/member/participant/${id}` });
const memberExists = async (id: string) =>
  (await api.subject.database.db.select().from(members).where(eq(members.id, id))).length > 0;
const invitationExists = async (id: string) =>
  (
    await api.subject.database.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.id, id))
  ).length > 0;

async function ownerWithChild() {
  const owner = await api.newPerson();
  const response = await api.call(owner, {
    method: 'POST',
    url: '/member/api/v1/member/participant',
    payload: { firstName: 'Kid' },
  });
  return { owner, childId: response.json<{ id: string }>().id };
}

describe('DELETE member/participant/{id} (OWASP ASVS 8.2.2)', () => {
  it('deletes the owner’s child', async () => {
    const { owner, childId } = await ownerWithChild();
    expect((await remove(owner, childId)).statusCode).toBe(204);
    expect(await memberExists(childId)).toBe(false);
    expect((await remove(owner, childId)).statusCode).toBe(404);
  });

  it('is not found for another member, a pending or an approved family member', async () => {
    const { owner, childId } = await ownerWithChild();
    const pending = await api.newPerson();
    const approved = await api.newPerson();
    await steps.invite(pending, owner.email);
    await steps.link(approved, owner);
    for (const person of [mette, pending, approved]) {
      expect((await remove(person, childId)).statusCode).toBe(404);
    }
    expect((await remove(mette, owner.memberId)).statusCode).toBe(404);
    expect(await memberExists(childId)).toBe(true);
    expect(await memberExists(owner.memberId)).toBe(true);
  });

  it('unlinks an approved member: the link goes, the member stays', async () => {
    const owner = await api.newPerson();
    const linked = await api.newPerson();
    const invitationId = await steps.link(owner, linked);
    expect((await remove(owner, linked.memberId)).statusCode).toBe(204);
    expect(await invitationExists(invitationId)).toBe(false);
    expect(await memberExists(linked.memberId)).toBe(true);
    expect(await steps.participants(owner)).toEqual([]);
  });

  it('withdraws a pending invitation together with its notification', async () => {
    const owner = await api.newPerson();
    const invitee = await api.newPerson();
    const invitationId = (await steps.invite(owner, invitee.email)).json().id as string;
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
    expect((await remove(owner, invitee.memberId)).statusCode).toBe(204);
    expect(await invitationExists(invitationId)).toBe(false);
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
  });

  it('keeps a child who has membership records: receipts outlive a removal', async () => {
    const { owner, childId } = await ownerWithChild();
    const { db } = api.subject.database;
    const [org] = await db
      .insert(organisations)
      .values({ key: 'KEEPREC', name: 'Keeps records' })
      .returning();
    await db.insert(memberships).values({ orgId: org?.id ?? '', memberId: childId });
    const response = await remove(owner, childId);
    expect(response.statusCode).toBe(409);
    expect(await memberExists(childId)).toBe(true);
    expect(
      await db.select().from(memberships).where(eq(memberships.memberId, childId)),
    ).toHaveLength(1);
  });

  it('needs a token and a valid id', async () => {
    const { owner, childId } = await ownerWithChild();
    expect((await remove(null, childId)).statusCode).toBe(401);
    expect((await remove(owner, 'not-an-id')).statusCode).toBe(400);
    expect(await memberExists(childId)).toBe(true);
  });
});
