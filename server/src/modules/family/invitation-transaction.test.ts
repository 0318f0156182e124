import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyInvitations } from '#src/db/schema/index.ts';
import { queueNames } from '#src/lib/jobs.ts';
import { type MemberApiTest, startMemberApiTest } from '#src/modules/members/member-test-kit.ts';
import { familySteps } from './family-test-steps.ts';

// An app of its own: this file takes the WhatsApp queue away, which no other test may see.
let api: MemberApiTest;

beforeAll(async () => {
  api = await startMemberApiTest();
});
afterAll(async () => api.close());

describe('inviting is one transaction', () => {
  it('leaves no invitation and no notification when the WhatsApp message cannot be queued', async () => {
    const inviter = await api.newPerson();
    const invitee = await api.newPerson({ phone: '+4526262626' });
    await api.subject.jobs.deleteQueue(queueNames.whatsapp);
    const response = await familySteps(api).invite(inviter, invitee.email);
    expect(response.statusCode).toBe(500);
    const invitations = await api.subject.database.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.inviterId, inviter.memberId));
    expect(invitations).toEqual([]);
    expect(await api.notificationsOf(invitee.memberId)).toEqual([]);
  });
});
