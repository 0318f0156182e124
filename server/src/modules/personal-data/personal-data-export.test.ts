import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { clubToday } from '#src/lib/club-calendar.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import {
  archiveUrl,
  deletionUrl,
  type FullMember,
  fullMember,
  readArchive,
  sql,
} from './personal-data-test-kit.ts';

// Issue 17, item 4: the member's copy of their data (GDPR articles 15 and 20), and who may take it.

let admin: AdminApiTest;
let karen: FullMember;

beforeAll(async () => {
  admin = await startAdminApiTest();
  karen = await fullMember(admin);
});
afterAll(() => admin.api.close());

const download = (person: Parameters<AdminApiTest['api']['call']>[0], headers = {}) =>
  admin.api.call(person, { method: 'GET', url: archiveUrl, headers });

describe('the member’s data, downloaded', () => {
  it('is a ZIP of JSON files with a README in the member’s language, holding every corner', async () => {
    const answer = await download(karen.person);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="my-data-${clubToday()}.zip"`,
    );
    const files = readArchive(answer.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'audit.json',
      'contact-us.json',
      'events.json',
      'family.json',
      'memberships.json',
      'notifications.json',
      'payments.json',
      'profile.json',
    ]);
    expect(files['README.txt']).toContain('Your data from the member portal');
    expect(files['README.txt']).toContain('payments.json');
    expect(files['profile.json']).toMatchObject({
      member: {
        id: karen.person.memberId,
        firstName: 'Karen',
        email: karen.person.email,
        address: { city: 'Aarhus C', postCode: '8000' },
      },
      account: { email: karen.person.email, roles: [{ orgKey: 'ALL', role: 'USER' }] },
      calendarFeed: { createdAt: expect.any(String) },
    });
    expect(files['family.json']).toMatchObject({
      children: [{ id: karen.childId, firstName: 'Lille' }],
      invitations: [
        {
          direction: 'sent',
          otherMember: { name: 'Ole Hansen', email: 'noaddress@demo.test' },
          status: 'pending',
        },
      ],
    });
    expect(files['memberships.json']).toMatchObject([
      { organisation: { key: 'ROWING' }, status: 'active', periods: [{ type: 'Adult' }] },
    ]);
    expect(files['payments.json']).toMatchObject({
      membershipPayments: [
        {
          organisation: { key: 'ROWING' },
          status: 'paid',
          paidByYou: true,
          billing: { name: 'Karen Dahl', email: karen.person.email },
          lines: [{ member: 'Karen Dahl', membership: 'Adult' }],
        },
      ],
    });
    expect(files['events.json']).toMatchObject({
      bookings: [
        {
          event: { title: 'Open day at the boathouse' },
          bookedByYou: true,
          paymentStatus: 'free',
          tickets: [{ holder: 'Karen Dahl' }, { holder: 'Lille Dahl' }],
        },
      ],
    });
    expect(files['contact-us.json']).toMatchObject([
      { organisation: { key: 'ROWING' }, subject: 'Oars for my daughter', replies: [] },
    ]);
    const types = (files['notifications.json'] as { type: string }[]).map((row) => row.type);
    expect(types).toContain('PAYMENT_RECEIVED');
    expect(types).toContain('EVENT_REGISTRATION');
  });

  it('holds no secret and nobody else’s data', async () => {
    const answer = await download(karen.person);
    const text = Object.values(readArchive(answer.rawPayload))
      .map((file) => (typeof file === 'string' ? file : JSON.stringify(file)))
      .join('\n');
    const [payment] = await sql<{ return_token: string; callback_token: string }>(
      admin,
      'select return_token, callback_token from membership_payments where id = $1',
      [karen.paymentId],
    );
    expect(text).not.toContain(payment?.return_token);
    expect(text).not.toContain(payment?.callback_token);
    expect(text).not.toContain(`feed-${karen.person.memberId}`);
    expect(text).not.toMatch(/scrypt\$|passwordHash|clientSecret/);
    // Anna and her family are strangers to Karen.
    expect(text).not.toContain('member@demo.test');
    expect(text).not.toContain('Anna');
  });

  it('is each caller’s own, and never taken by a super administrator acting as the member', async () => {
    expect((await download(null)).statusCode).toBe(401);
    for (const [who, caller] of [
      ['another member (USER)', admin.ole],
      ['ADMIN of another organisation', admin.chessAdmin],
      ['ADMIN of ROWING', admin.mette],
      ['SUPER_ADMIN', admin.sofie],
    ] as const) {
      const answer = await download(caller);
      expect(answer.statusCode, who).toBe(200);
      const files = readArchive(answer.rawPayload);
      expect(files['profile.json'], who).toMatchObject({ member: { email: caller.email } });
      // Ole got Karen's invitation and Mette her message, which name her; her child is hers.
      expect(JSON.stringify(files), who).not.toContain('Lille');
    }
    const acting = { [actAsMemberHeader]: karen.person.memberId };
    const asKaren = await download(admin.sofie, acting);
    expect(asKaren.statusCode, asKaren.body).toBe(403);
    expect(asKaren.json()).toMatchObject({ code: 'personal_data_own_only' });
    const deleting = await admin.api.call(admin.sofie, {
      method: 'POST',
      url: deletionUrl,
      headers: acting,
      payload: { password: 'demo-password' },
    });
    expect(deleting.statusCode, deleting.body).toBe(403);
  });
});

describe('deleting an account, who may', () => {
  const deleteAs = (person: Parameters<AdminApiTest['api']['call']>[0], password: string) =>
    admin.api.call(person, { method: 'POST', url: deletionUrl, payload: { password } });

  it('refuses nobody, administrators and a bad body, and deletes nothing', async () => {
    expect((await deleteAs(null, 'demo-password')).statusCode).toBe(401);
    for (const [who, caller] of [
      ['ADMIN of another organisation', admin.chessAdmin],
      ['ADMIN of ROWING', admin.mette],
      ['SUPER_ADMIN', admin.sofie],
    ] as const) {
      const answer = await deleteAs(caller, 'demo-password');
      expect(answer.statusCode, `${who}: ${answer.body}`).toBe(409);
      expect(answer.json(), who).toMatchObject({ code: 'account_deletion_staff' });
    }
    const empty = await deleteAs(karen.person, '');
    expect(empty.statusCode).toBe(400);
    const extra = await admin.api.call(karen.person, {
      method: 'POST',
      url: deletionUrl,
      payload: { password: 'demo-password', memberId: admin.ole.memberId },
    });
    expect(extra.statusCode).toBe(400);
    const [still] = await sql<{ n: number }>(
      admin,
      `select count(*)::int as n from users where email in ($1, $2, $3, $4)`,
      [karen.person.email, admin.mette.email, admin.sofie.email, admin.chessAdmin.email],
    );
    expect(still?.n).toBe(4);
  });
});

describe('the privacy page’s contacts', () => {
  it('names each organisation and its contact person, to anyone', async () => {
    const answer = await admin.api.call(null, {
      method: 'GET',
      url: '/org/api/v1/public/privacy/contacts',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toContainEqual(
      expect.objectContaining({
        key: 'ROWING',
        name: 'Aarhus Roklub',
        contactEmail: 'admin@demo.test',
      }),
    );
  });
});
