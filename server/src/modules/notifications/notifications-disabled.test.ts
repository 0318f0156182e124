import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familySteps } from '#src/modules/family/family-test-steps.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

let api: MemberApiTest;
let anna: Person;

beforeAll(async () => {
  api = await startMemberApiTest({ env: { NOTIFICATIONS_ENABLED: 'false' } });
  ({ anna } = await api.demoPeople());
});
afterAll(async () => api.close());

const base = '/member/api/v1/member/notification';
const calls = [
  { method: 'GET', url: `${base}/list` },
  { method: 'POST', url: `${base}/item`, payload: {} },
  { method: 'PUT', url: `${base}/read`, payload: { read: true } },
  { method: 'DELETE', url: `${base}/item/${randomUUID()}` },
  { method: 'POST', url: `${base}/whatsapp?templateId=1`, payload: {} },
] as const;

describe('with notifications switched off', () => {
  it('answers 404 to every notification call of a member, 401 to anybody else', async () => {
    for (const call of calls) {
      const response = await api.call(anna, { ...call });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Notifications are switched off.');
      // Deny by default: the token is checked before anything else is said of the call.
      expect((await api.call(null, { ...call })).statusCode).toBe(401);
    }
  });

  it('invites without a notification or a WhatsApp message; answering still works', async () => {
    const inviter = await api.newPerson();
    const invitee = await api.newPerson({ phone: '+4523232323' });
    const steps = familySteps(api);
    const invited = await steps.invite(inviter, invitee.email);
    expect(invited.statusCode).toBe(201);
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
    expect((await api.whatsAppJobs()).filter((job) => job.to === '+4523232323')).toEqual([]);
    const answered = await steps.answer(invitee, invited.json().id, 'approved');
    expect(answered.json().status).toBe('success');
  });
});
