import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyInvitations } from '#src/db/schema/index.ts';
import { testPublicUrl } from '#src/test/app.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
  uniqueEmail,
} from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// OWASP ASVS 8.2.2: invitations are made by and shown to the two members they join, no others.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let anna: Person;
let mette: Person; // another member
let ole: Person; // invited Anna; she has not answered

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ anna, mette, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

const invitationsOf = (inviterId: string) =>
  api.subject.database.db
    .select()
    .from(familyInvitations)
    .where(eq(familyInvitations.inviterId, inviterId));

describe('POST family/invitation', () => {
  it('invites, notifies the invitee and queues WhatsApp template 1, together', async () => {
    const inviter = await api.newPerson({ firstName: 'Ditte', lastName: 'Dahl' });
    const invitee = await api.newPerson({ phone: '+4522334455', preferredLanguage: 'en' });
    const response = await steps.invite(inviter, invitee.email.toUpperCase(), { orgkey: 'ROWING' });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({
      inviterEmail: inviter.email,
      inviteeEmail: invitee.email,
      status: 'pending',
      inviterName: 'Ditte Dahl',
      answeredAt: null,
    });
    const [notification] = await api.notificationsOf(invitee.memberId);
    expect(notification).toMatchObject({
      type: 'FAMILY_LINK_REQUEST',
      senderId: inviter.memberId,
      messageThreadId: null,
      read: false,
      message: 'Ditte Dahl wants to link you as a family member.',
      data: {
        inviterEmail: inviter.email,
        familyId: inviter.memberId,
        inviteeId: invitee.memberId,
        inviteeEmail: invitee.email,
        invitationId: invitation.id,
      },
    });
    const jobs = (await api.whatsAppJobs()).filter((job) => job.to === '+4522334455');
    expect(jobs).toEqual([
      {
        to: '+4522334455',
        templateId: 1,
        parameters: ['ROWING', notification?.id, new URL(testPublicUrl).host],
        language: 'en',
        idempotencyKey: `notification-${notification?.id}-whatsapp`,
      },
    ]);
  });

  it('sends no WhatsApp to an invitee without a phone, and names the organisation ALL by default', async () => {
    const inviter = await api.newPerson();
    const before = (await api.whatsAppJobs()).length;
    expect((await steps.invite(inviter, ole.email)).statusCode).toBe(201);
    expect(await api.whatsAppJobs()).toHaveLength(before);
    const withPhone = await api.newPerson({ phone: '+4799887766' });
    await steps.invite(inviter, withPhone.email);
    const job = (await api.whatsAppJobs()).find((j) => j.to === '+4799887766');
    // The invitee has not chosen a language: Danish, the portal's default.
    expect(job?.language).toBe('da');
    expect(job?.parameters[0]).toBe('ALL');
  });

  it('refuses oneself, an unknown email and a bad one, naming the field, writing nothing', async () => {
    const inviter = await api.newPerson();
    const self = await steps.invite(inviter, inviter.email);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([
      { field: 'email', message: 'You cannot invite yourself.' },
    ]);
    const unknown = await steps.invite(inviter, uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(404);
    const bad = await steps.invite(inviter, 'not-an-email');
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Invalid email address' }]);
    const extra = await api.call(inviter, {
      method: 'POST',
      url: '/member/api/v1/family/invitation',
      payload: { email: anna.email, status: 'approved' },
    });
    expect(extra.json().errors).toEqual([{ field: 'status', message: expect.any(String) }]);
    expect(await invitationsOf(inviter.memberId)).toEqual([]);
  });

  it('refuses a second invitation while pending or linked, and allows a new one after a no', async () => {
    const inviter = await api.newPerson();
    const invitee = await api.newPerson();
    const first = (await steps.invite(inviter, invitee.email)).json().id as string;
    const again = await steps.invite(inviter, invitee.email);
    expect(again.statusCode).toBe(409);
    await steps.answer(invitee, first, 'rejected');
    const renewed = await steps.invite(inviter, invitee.email);
    expect(renewed.statusCode).toBe(201);
    expect((await invitationsOf(inviter.memberId)).map((i) => i.id)).toEqual([renewed.json().id]);
    await steps.answer(invitee, renewed.json().id, 'approved');
    expect((await steps.invite(inviter, invitee.email)).statusCode).toBe(409);
    // The other direction is a consent of its own.
    expect((await steps.invite(invitee, inviter.email)).statusCode).toBe(201);
  });

  it('lets a pending family member and another member invite only for themselves', async () => {
    // Anna has Ole's invitation waiting; asking Ole herself is her own, separate request.
    const fromAnna = await steps.invite(anna, ole.email);
    expect(fromAnna.json()).toMatchObject({ inviterEmail: anna.email, inviteeEmail: ole.email });
    const fromMette = await steps.invite(mette, anna.email);
    expect(fromMette.json()).toMatchObject({ inviterEmail: mette.email, status: 'pending' });
  });

  it('needs a token', async () => {
    expect((await steps.invite(null, anna.email)).statusCode).toBe(401);
  });
});

const byEmail = (person: Person | null, query: string) =>
  api.call(person, { url: `/member/api/v1/family/invitation/by-email?${query}` });

describe('GET family/invitation/by-email (OWASP ASVS 8.2.2)', () => {
  it('shows the inviter and the invitee their invitation, with the inviter’s name', async () => {
    const inviter = await api.newPerson({ firstName: 'Bo', lastName: 'Berg' });
    const invitee = await api.newPerson();
    const id = (await steps.invite(inviter, invitee.email)).json().id as string;
    const expected = [expect.objectContaining({ id, inviterName: 'Bo Berg', status: 'pending' })];
    expect((await byEmail(inviter, `inviterEmail=${inviter.email}`)).json()).toEqual(expected);
    expect((await byEmail(invitee, `email=${invitee.email}`)).json()).toEqual(expected);
    expect((await byEmail(invitee, `inviterEmail=${inviter.email}`)).json()).toEqual(expected);
    expect((await byEmail(invitee, '')).json()).toEqual(expected);
  });

  it('shows another member and a pending family member nothing of others’ invitations', async () => {
    const [inviter, invitee, stranger, pending] = [
      await api.newPerson(),
      await api.newPerson(),
      await api.newPerson(),
      await api.newPerson(),
    ];
    await steps.invite(inviter, invitee.email);
    const own = (await steps.invite(pending, inviter.email)).json().id as string;
    expect((await byEmail(stranger, `inviterEmail=${inviter.email}`)).json()).toEqual([]);
    expect((await byEmail(stranger, `email=${invitee.email}`)).json()).toEqual([]);
    // The pending family member sees their own invitation, none of the inviter's others.
    expect((await byEmail(pending, `inviterEmail=${inviter.email}`)).json()).toEqual([]);
    const all = (await byEmail(pending, '')).json();
    expect(all.map((i: { id: string }) => i.id)).toEqual([own]);
  });

  it('names a bad email and needs a token', async () => {
    const bad = await byEmail(anna, 'inviterEmail=nope');
    expect(bad.json().errors).toEqual([
      { field: 'inviterEmail', message: 'Invalid email address' },
    ]);
    expect((await byEmail(null, `inviterEmail=${anna.email}`)).statusCode).toBe(401);
  });
});
