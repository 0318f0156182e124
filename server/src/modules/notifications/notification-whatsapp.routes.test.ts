import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPublicUrl } from '#src/test/app.ts';
import { familySteps } from '#src/modules/family/family-test-steps.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

// OWASP ASVS 8.2.2: only the sender of a notification has a WhatsApp message sent about it.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let mette: Person; // another member

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ mette } = await api.demoPeople());
});
afterAll(async () => api.close());

const send = (
  person: Person | null,
  notificationId: string,
  query = '?templateId=1',
  headers = {},
) =>
  api.call(person, {
    method: 'POST',
    url: `/member/api/v1/member/notification/whatsapp${query}`,
    payload: { notificationId },
    headers,
  });

/** An invitation to a member who had no phone then, so no message was queued at the time. */
async function requestWithoutMessage() {
  const inviter = await api.newPerson();
  const invitee = await api.newPerson();
  await steps.invite(inviter, invitee.email);
  const [notification] = await api.notificationsOf(invitee.memberId);
  return { inviter, invitee, notificationId: notification?.id ?? '' };
}

const jobsAbout = async (notificationId: string) =>
  (await api.whatsAppJobs()).filter((job) => job.parameters[1] === notificationId);

describe('POST member/notification/whatsapp (OWASP ASVS 8.2.2)', () => {
  it('queues template 1 for the sender once the receiver has a phone, and only once', async () => {
    const { inviter, invitee, notificationId } = await requestWithoutMessage();
    expect((await send(inviter, notificationId)).json()).toEqual({ status: 'noPhone' });
    await api.call(invitee, {
      method: 'PUT',
      url: '/member/api/v1/member/item',
      payload: { phone: '+46 70 123 45 67' },
    });
    const response = await send(inviter, notificationId, '?templateId=1', { orgkey: 'chess' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'queued' });
    expect(await jobsAbout(notificationId)).toEqual([
      {
        to: '+46701234567',
        templateId: 1,
        parameters: ['CHESS', notificationId, new URL(testPublicUrl).host],
        language: 'da',
        idempotencyKey: `notification-${notificationId}-whatsapp`,
      },
    ]);
    expect((await send(inviter, notificationId)).json()).toEqual({ status: 'alreadyQueued' });
    expect(await jobsAbout(notificationId)).toHaveLength(1);
  });

  it('is not found for the receiver, another member or a pending family member', async () => {
    const { inviter, invitee, notificationId } = await requestWithoutMessage();
    await api.call(invitee, {
      method: 'PUT',
      url: '/member/api/v1/member/item',
      payload: { phone: '+4520000000' },
    });
    const pending = await api.newPerson();
    await steps.invite(pending, inviter.email);
    for (const person of [invitee, mette, pending]) {
      expect((await send(person, notificationId)).statusCode).toBe(404);
    }
    expect(await jobsAbout(notificationId)).toEqual([]);
  });

  it('sends template 1 only, for a valid organisation key, and needs a token', async () => {
    const { inviter, notificationId } = await requestWithoutMessage();
    const template = await send(inviter, notificationId, '?templateId=4');
    expect(template.json().errors).toEqual([
      { field: 'templateId', message: 'only template 1 is sent for notifications' },
    ]);
    const organisation = await send(inviter, notificationId, '?templateId=1', { orgkey: 'a b' });
    expect(organisation.json().errors).toEqual([
      { field: 'orgKey', message: 'must be an organisation key such as ALL' },
    ]);
    expect((await send(null, notificationId)).statusCode).toBe(401);
    expect(await jobsAbout(notificationId)).toEqual([]);
  });
});
