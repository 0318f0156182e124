import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySteps } from '#src/modules/family/family-test-steps.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

// OWASP ASVS 8.2.2: a client creates only the notification it is entitled to: a family link
// request about its own pending invitation, to that invitee.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let mette: Person; // another member

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ mette } = await api.demoPeople());
});
afterAll(async () => api.close());

const create = (person: Person | null, payload: object) =>
  api.call(person, { method: 'POST', url: '/member/api/v1/member/notification/item', payload });

async function pendingInvitation() {
  const inviter = await api.newPerson({ firstName: 'Jens', lastName: 'Juul' });
  const invitee = await api.newPerson();
  const id = (await steps.invite(inviter, invitee.email)).json().id as string;
  const request = {
    type: 'FAMILY_LINK_REQUEST',
    receiverId: invitee.memberId,
    data: { invitationId: id, inviteeEmail: invitee.email, familyId: inviter.memberId },
  };
  return { inviter, invitee, id, request };
}

describe('POST member/notification/item (OWASP ASVS 8.2.2)', () => {
  it('returns the request the invitation already made, rather than a copy', async () => {
    const { inviter, invitee, request } = await pendingInvitation();
    const [existing] = await api.notificationsOf(invitee.memberId);
    const response = await create(inviter, request);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: existing?.id });
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
  });

  it('creates it again, with the server’s texts, after the invitee deleted it', async () => {
    const { inviter, invitee, id, request } = await pendingInvitation();
    const [existing] = await api.notificationsOf(invitee.memberId);
    await api.call(invitee, {
      method: 'DELETE',
      url: `/member/api/v1/member/notification/item/${existing?.id}`,
    });
    const response = await create(inviter, request);
    expect(response.statusCode).toBe(201);
    const [created] = await api.notificationsOf(invitee.memberId);
    expect(created).toMatchObject({
      id: response.json().id,
      messageThreadId: null,
      senderId: inviter.memberId,
      message: 'Jens Juul vil gerne linke dig som familiemedlem.',
      data: {
        inviterEmail: inviter.email,
        familyId: inviter.memberId,
        inviteeId: invitee.memberId,
        inviteeEmail: invitee.email,
        invitationId: id,
      },
    });
  });

  it('refuses any other type, receiver or data, and writes nothing', async () => {
    const { inviter, invitee, request } = await pendingInvitation();
    const contact = await create(inviter, { ...request, type: 'CONTACT_US' });
    expect(contact.statusCode).toBe(403);
    const elsewhere = await create(inviter, { ...request, receiverId: mette.memberId });
    expect(elsewhere.json().errors).toEqual([
      { field: 'receiverId', message: 'must be the invited member' },
    ]);
    const wrongData = await create(inviter, {
      ...request,
      data: { ...request.data, inviteeEmail: mette.email },
    });
    expect(wrongData.json().errors).toEqual([
      { field: 'data.inviteeEmail', message: 'does not match the invitation' },
    ]);
    const texts = await create(inviter, { ...request, title: 'You won!', read: true });
    expect(texts.statusCode).toBe(400);
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
    expect(await api.notificationsOf(mette.memberId)).toEqual([]);
  });

  it('is not found for the invitee, another member or a pending family member', async () => {
    const { inviter, invitee, request } = await pendingInvitation();
    const pending = await api.newPerson();
    await steps.invite(pending, inviter.email);
    for (const person of [invitee, mette, pending]) {
      expect((await create(person, request)).statusCode).toBe(404);
    }
    expect(await api.notificationsOf(invitee.memberId)).toHaveLength(1);
  });

  it('refuses an answered invitation', async () => {
    const { inviter, invitee, id, request } = await pendingInvitation();
    await steps.answer(invitee, id, 'rejected');
    expect((await create(inviter, request)).statusCode).toBe(409);
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
  });

  it('needs a token', async () => {
    const { request } = await pendingInvitation();
    expect((await create(null, request)).statusCode).toBe(401);
  });
});
