import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyInvitations } from '#src/db/schema/index.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// OWASP ASVS 8.2.2: only the invitee answers; either side may end the link; nobody else.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let anna: Person;
let ole: Person; // invited Anna in the demo data
let mette: Person; // another member

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ anna, ole, mette } = await api.demoPeople());
});
afterAll(async () => api.close());

const statusOf = async (id: string) => {
  const [row] = await api.subject.database.db
    .select()
    .from(familyInvitations)
    .where(eq(familyInvitations.id, id));
  return row?.status ?? 'gone';
};

async function pendingInvitation() {
  const inviter = await api.newPerson({ firstName: 'Inge', lastName: 'Lund' });
  const invitee = await api.newPerson();
  const id = (await steps.invite(inviter, invitee.email)).json().id as string;
  return { inviter, invitee, id };
}

describe('POST family/invitation/status/approved|rejected (OWASP ASVS 8.2.2)', () => {
  it('lets Anna approve Ole’s demo invitation; its notification goes', async () => {
    const [request] = await api.notificationsOf(anna.memberId);
    const invitationId = String(request?.data.invitationId);
    const response = await steps.answer(anna, invitationId, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Ole Hansen is now linked to you as a family member.',
    });
    expect(await api.notificationsOf(anna.memberId)).toEqual([]);
    const ofOle = await api.call(ole, { url: '/member/api/v1/member/participants' });
    expect(ofOle.json()).toEqual([
      expect.objectContaining({
        id: anna.memberId,
        familyInvitationStatus: 'approved',
        firstName: 'Anna',
        address: expect.objectContaining({ city: 'Aarhus C' }),
      }),
    ]);
  });

  it('lets the invitee reject: nothing is shared and the notification goes', async () => {
    const { inviter, invitee, id } = await pendingInvitation();
    const response = await steps.answer(invitee, id, 'rejected');
    expect(response.json()).toEqual({
      status: 'success',
      message: 'You declined the family link request from Inge Lund.',
    });
    expect(await statusOf(id)).toBe('rejected');
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
    expect(await steps.participants(inviter)).toEqual([
      expect.objectContaining({ familyInvitationStatus: 'rejected', firstName: null }),
    ]);
  });

  it('answers only once', async () => {
    const { invitee, id } = await pendingInvitation();
    await steps.answer(invitee, id, 'approved');
    const again = await steps.answer(invitee, id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This invitation was already approved.');
    expect(await statusOf(id)).toBe('approved');
  });

  it('is not found for the inviter, another member or an unknown id; nothing changes', async () => {
    const { inviter, invitee, id } = await pendingInvitation();
    for (const person of [inviter, mette]) {
      for (const answer of ['approved', 'rejected'] as const) {
        expect((await steps.answer(person, id, answer)).statusCode).toBe(404);
      }
    }
    expect((await steps.answer(invitee, randomUUID(), 'approved')).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('pending');
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
  });

  it('needs a token and a valid id', async () => {
    const { invitee, id } = await pendingInvitation();
    expect((await steps.answer(null, id, 'approved')).statusCode).toBe(401);
    const bad = await steps.answer(invitee, 'nope', 'approved');
    expect(bad.json().errors).toEqual([{ field: 'id', message: expect.any(String) }]);
    expect(await statusOf(id)).toBe('pending');
  });
});

const end = (person: Person | null, id: string) =>
  api.call(person, { method: 'DELETE', url: `/member/api/v1/family/invitation/${id}` });

describe('DELETE family/invitation/{id} (OWASP ASVS 8.2.2)', () => {
  it('lets the invitee take back an approval', async () => {
    const { inviter, invitee, id } = await pendingInvitation();
    await steps.answer(invitee, id, 'approved');
    expect((await end(invitee, id)).statusCode).toBe(204);
    expect(await statusOf(id)).toBe('gone');
    expect(await steps.participants(inviter)).toEqual([]);
  });

  it('lets the inviter withdraw, with the notification', async () => {
    const { inviter, invitee, id } = await pendingInvitation();
    expect((await end(inviter, id)).statusCode).toBe(204);
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
  });

  it('is not found for another member, and needs a token', async () => {
    const { invitee, id } = await pendingInvitation();
    expect((await end(mette, id)).statusCode).toBe(404);
    expect((await end(null, id)).statusCode).toBe(401);
    expect(await statusOf(id)).toBe('pending');
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
  });
});
