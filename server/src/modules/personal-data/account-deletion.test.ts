import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#src/db/seed.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { queueNames } from '#src/lib/jobs.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { formHeaders, signIn } from '#src/test/sign-in.ts';
import { archiveUrl, deletionUrl, fullMember, sql } from './personal-data-test-kit.ts';
import { purgeExpiredRecords } from './retention.service.ts';

// Issue 17, item 4: "Delete my account" (GDPR article 17), table by table: what is erased, what
// stays under the anonymous reference for bookkeeping law, and who is told.

let admin: AdminApiTest;

beforeAll(async () => {
  admin = await startAdminApiTest();
});
afterAll(() => admin.api.close());

const deleteAs = (person: Parameters<AdminApiTest['api']['call']>[0], password: string) =>
  admin.api.call(person, { method: 'POST', url: deletionUrl, payload: { password } });

const count = async (text: string, values: unknown[]) =>
  (await sql<{ n: number }>(admin, `select count(*)::int as n from ${text}`, values))[0]?.n;

describe('deleting one’s account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { person } = await fullMember(admin, 'Wenche');
    const before = await sql(admin, 'select * from members where id = $1', [person.memberId]);
    const answer = await deleteAs(person, 'not-my-password');
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'account_password_wrong',
      errors: [{ field: 'password' }],
    });
    expect(await sql(admin, 'select * from members where id = $1', [person.memberId])).toEqual(
      before,
    );
    expect(await count('users where email = $1', [person.email])).toBe(1);
    expect(await count('notifications where receiver_id = $1', [person.memberId])).toBeGreaterThan(
      0,
    );
  });

  it('erases the member, their child and account, keeps the payment under a reference, and tells the club', async () => {
    const { person, childId, paymentId, bookingId } = await fullMember(admin);
    // A real sign-in, so the provider holds a session and a refresh token of the account.
    const session = await signIn(admin.api.subject.app, person.email);
    const [user] = await sql<{ id: string }>(admin, 'select id from users where email = $1', [
      person.email,
    ]);

    const answer = await deleteAs(person, DEMO_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(200);
    const { reference } = answer.json<{ reference: string }>();
    expect(reference).toMatch(/^Deleted member [2-9A-HJ-NP-Z]{8}$/);

    const [member] = await sql<Record<string, unknown>>(
      admin,
      'select * from members where id = $1',
      [person.memberId],
    );
    expect(member).toMatchObject({
      first_name: 'Deleted member',
      last_name: reference.slice('Deleted member '.length),
      anonymous_reference: reference,
      email: null,
      phone: null,
      date_of_birth: null,
      address_line1: null,
      city: null,
      post_code: null,
      country: null,
      profile_image: null,
      enabled: false,
    });
    expect(member?.deleted_at).not.toBeNull();
    const [child] = await sql<Record<string, unknown>>(
      admin,
      'select * from members where id = $1',
      [childId],
    );
    expect(child).toMatchObject({ first_name: 'Deleted member', date_of_birth: null });
    expect(child?.anonymous_reference).not.toBe(reference);

    // The sign-in account is gone with its roles, sessions and tokens.
    expect(await count('users where email = $1', [person.email])).toBe(0);
    expect(await count('role_grants where user_id = $1', [user?.id])).toBe(0);
    expect(await count(`oidc_payloads where payload ->> 'accountId' = $1`, [user?.id ?? ''])).toBe(
      0,
    );
    const refreshed = await admin.api.subject.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: formHeaders,
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: admin.api.subject.config.oidc.clientId,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);
    await expect(signIn(admin.api.subject.app, person.email)).rejects.toThrow();
    expect((await admin.api.call(person, { method: 'GET', url: archiveUrl })).statusCode).toBe(404);

    // Their ties are deleted.
    const ids = [person.memberId, childId];
    expect(
      await count('family_invitations where $1 in (inviter_id, invitee_id)', ids.slice(0, 1)),
    ).toBe(0);
    expect(
      await count('notifications where receiver_id = any($1) or sender_id = any($1)', [ids]),
    ).toBe(0);
    expect(await count('contact_messages where sender_id = $1', [person.memberId])).toBe(0);
    expect(await count('calendar_feeds where member_id = any($1)', [ids])).toBe(0);

    // Money records stay, without a name, address or email.
    const [payment] = await sql<Record<string, unknown>>(
      admin,
      'select * from membership_payments where id = $1',
      [paymentId],
    );
    expect(payment).toMatchObject({
      billing_name: reference,
      billing_address: '',
      billing_email: '',
      billing_phone: null,
      payment_status: 'paid',
    });
    expect(payment?.total_paid).toBeGreaterThan(0);
    expect(
      await sql(admin, 'select member_name from membership_payment_lines where payment_id = $1', [
        paymentId,
      ]),
    ).toEqual([{ member_name: reference }]);
    const [membership] = await sql<Record<string, unknown>>(
      admin,
      'select * from memberships where member_id = $1',
      [person.memberId],
    );
    expect(membership).toMatchObject({
      enabled: false,
      auto_renewal: false,
      saved_card_identifier: null,
    });

    // The free booking of the open day, still to come, is cancelled and its places freed.
    const [booking] = await sql<Record<string, unknown>>(
      admin,
      'select * from event_entries where id = $1',
      [bookingId],
    );
    expect(booking).toMatchObject({ payment_status: 'cancelled', name: reference, email: '' });
    const holders = await sql<{ holder_name: string; status: string }>(
      admin,
      'select holder_name, status from tickets where event_entry_id = $1',
      [bookingId],
    );
    expect(holders).toHaveLength(2);
    for (const ticket of holders) {
      expect(ticket.status).toBe('cancelled');
      expect(ticket.holder_name).toMatch(/^Deleted member /);
    }

    // Nothing of them is left in any text column but the references.
    const [traces] = await sql<{ n: number }>(
      admin,
      `select ((select count(*) from members t where strpos(t::text, $1) > 0)
         + (select count(*) from membership_payments t where strpos(t::text, $1) > 0)
         + (select count(*) from membership_payment_lines t where strpos(t::text, $1) > 0)
         + (select count(*) from event_entries t where strpos(t::text, $1) > 0)
         + (select count(*) from tickets t where strpos(t::text, $1) > 0)
         + (select count(*) from notifications t where strpos(t::text, $1) > 0)
         + (select count(*) from audit_log t where strpos(t::text, $1) > 0))::int as n`,
      [person.email],
    );
    expect(traces?.n).toBe(0);

    // ROWING's administrator is told, under the bell and by mail, with the reference only.
    const told = (await admin.api.notificationsOf(admin.mette.memberId)).filter((row) =>
      row.message.includes(reference),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ type: 'CONTACT_US' });
    expect(told[0]?.message).toContain('Adult (active)');
    expect(told[0]?.message).not.toContain('Karen');
    const mails = await sql<{ data: { to: string; subject: string; text: string } }>(
      admin,
      `select data from pgboss.job where name = $1 and data ->> 'to' = 'admin@demo.test'
         and data ->> 'text' like '%' || $2 || '%'`,
      [queueNames.mail, reference],
    );
    expect(mails).toHaveLength(1);
    const [audit] = await sql<{ org_key: string; details: { reference: string } }>(
      admin,
      `select org_key, details from audit_log where action = 'member_account_deleted'
         and details ->> 'reference' = $1`,
      [reference],
    );
    expect(audit).toMatchObject({ org_key: 'ROWING', details: { reference } });

    // Twice is once.
    expect((await deleteAs(person, DEMO_PASSWORD)).statusCode).toBe(404);
  });

  it('removes a member at once when nothing must be kept', async () => {
    const person = await admin.api.newPerson({ firstName: 'Ulla' });
    const answer = await deleteAs(person, DEMO_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await count('members where id = $1', [person.memberId])).toBe(0);
    expect(await count('users where email = $1', [person.email])).toBe(0);
  });

  it('refuses while a paid booking of an event to come stands, and changes nothing', async () => {
    const { person } = await fullMember(admin, 'Bodil');
    await sql(
      admin,
      `insert into event_entries (event_id, org_id, booker_id, email, name, quantity, amount,
         payment_status, order_number)
       select id, org_id, $1, $2, 'Bodil Dahl', 1, 30000, 'paid', $3
       from events where title = 'Members’ regatta on Brabrand Lake'`,
      [person.memberId, person.email, `IZY-EVE-${person.memberId}`],
    );
    const answer = await deleteAs(person, DEMO_PASSWORD);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'account_deletion_paid_booking',
      params: { event: 'Members’ regatta on Brabrand Lake' },
    });
    expect(await count('users where email = $1', [person.email])).toBe(1);
    expect(await count('members where email = $1', [person.email])).toBe(1);
  });
});

describe('what is kept, purged after five years', () => {
  it('keeps the payments until the fifth year after theirs has ended, then removes them all', async () => {
    const { person, paymentId } = await fullMember(admin, 'Inger');
    expect((await deleteAs(person, DEMO_PASSWORD)).statusCode).toBe(200);
    const db = admin.api.subject.database.db;
    await purgeExpiredRecords(db, clubToday());
    expect(await count('membership_payments where id = $1', [paymentId])).toBe(1);

    const year = Number(clubToday().slice(0, 4));
    // Paid in the year six years ago: its fifth year after ended last New Year's Eve.
    await sql(
      admin,
      `update membership_payments set payment_created_at = make_date($2, 6, 1),
         settled_at = make_date($2, 6, 1) where id = $1`,
      [paymentId, year - 6],
    );
    await sql(
      admin,
      `update event_entries set created_at = make_date($2, 6, 1), settled_at = null
       where booker_id = $1`,
      [person.memberId, year - 6],
    );
    expect(await purgeExpiredRecords(db, `${year - 1}-12-31`)).toBeGreaterThanOrEqual(0);
    expect(await count('membership_payments where id = $1', [paymentId])).toBe(1);
    expect(await purgeExpiredRecords(db, clubToday())).toBeGreaterThanOrEqual(1);
    expect(await count('membership_payments where id = $1', [paymentId])).toBe(0);
    expect(await count('members where id = $1', [person.memberId])).toBe(0);
  });
});
