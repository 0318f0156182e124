import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { uniqueEmail, type Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { finishSignIn, postForm, startSignIn } from '#src/test/sign-in.ts';

// Issue 17, item 2: a new account confirms its address through a mailed link (24 hours, once,
// only its hash stored); "Send again" mails a new one at most once a minute.

let admin: AdminApiTest;

beforeAll(async () => {
  admin = await startAdminApiTest();
});
afterAll(() => admin.api.close());

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<QueuedMail[]> {
  const { rows } = await admin.api.subject.database.sql.query(
    "select data from pgboss.job where name = 'mail.send' and data ->> 'to' = $1 order by created_on",
    [email],
  );
  return rows.map((row) => row.data as QueuedMail);
}

/** The path and query of the confirmation link in a mail. */
function linkIn(mail: QueuedMail | undefined): string {
  const link = /http:\/\/localhost:3999(\/idp\/verify-email\?token=[\w-]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error('no confirmation link in the mail');
  return link[1];
}

/** Registers through the provider's page, as a person would; answers their access token. */
async function register(language: 'da' | 'en') {
  const email = uniqueEmail('newcomer');
  const { app } = admin.api.subject;
  const flow = await startSignIn(app, { prompt: 'create', ui_locales: language });
  const created = await postForm(app, flow, `${flow.interaction}/register`, {
    firstName: 'Karen',
    lastName: 'Holm',
    email,
    password: 'a-long-enough-secret',
    passwordConfirmation: 'a-long-enough-secret',
  });
  const { accessToken } = await finishSignIn(app, flow, created);
  return { email, headers: { authorization: `Bearer ${accessToken}` } };
}

const follow = (link: string, headers: Record<string, string> = {}) =>
  admin.api.subject.app.inject({ url: link, headers });

const me = async (caller: { headers: Record<string, string> }) =>
  (await admin.api.call(null, { url: '/tools/api/auth/me', headers: caller.headers })).json<{
    emailVerified: boolean;
  }>();

const sendAgain = (caller: Person | { headers: Record<string, string> } | null, headers = {}) =>
  admin.api.call(null, {
    method: 'POST',
    url: '/tools/api/auth/email-verification',
    headers: { ...caller?.headers, ...headers },
  });

describe('a new account', () => {
  it('is mailed a link in the language it registered in, and is unconfirmed until it is followed', async () => {
    const karen = await register('en');
    const mails = await mailsTo(karen.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your email address');
    expect(mails[0]?.text).toContain('The link works for 24 hours and can be used once.');
    expect(await me(karen)).toMatchObject({ emailVerified: false });

    const page = await follow(linkIn(mails[0]));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Email address confirmed');
    expect(page.body).toContain('href="http://localhost:3999/ui/"');
    expect(await me(karen)).toMatchObject({ emailVerified: true });
  });

  it('keeps only a hash of the link, valid for 24 hours', async () => {
    const karen = await register('da');
    const token = new URL(linkIn((await mailsTo(karen.email))[0]), 'http://x').searchParams.get(
      'token',
    );
    const { rows } = await admin.api.subject.database.sql.query(
      `select v.token_hash, v.email, extract(epoch from v.expires_at - v.created_at)::int as seconds
         from email_verifications v join users u on u.id = v.user_id where u.email = $1`,
      [karen.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(String(token));
    expect(rows[0]).toMatchObject({ email: karen.email, seconds: 24 * 60 * 60 });
  });
});

describe('the link', () => {
  it('works once; followed again it says it was used, in the member’s language', async () => {
    const karen = await register('da');
    const link = linkIn((await mailsTo(karen.email))[0]);
    const first = await follow(link);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Din e-mailadresse er bekræftet.');
    // The member's language wins over the browser's.
    const again = await follow(link, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Linket er allerede brugt. Din e-mailadresse er bekræftet.');
    const { rows } = await admin.api.subject.database.sql.query(
      `select used_at from email_verifications v join users u on u.id = v.user_id
        where u.email = $1`,
      [karen.email],
    );
    expect(rows[0]?.used_at).toBeInstanceOf(Date);
  });

  it('has expired after 24 hours and confirms nothing then', async () => {
    const karen = await register('en');
    const link = linkIn((await mailsTo(karen.email))[0]);
    await admin.api.subject.database.sql.query(
      `update email_verifications set created_at = created_at - interval '24 hours',
         expires_at = expires_at - interval '24 hours'
        where user_id = (select id from users where email = $1)`,
      [karen.email],
    );
    const page = await follow(link, { 'accept-language': 'da' });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This link has expired: it works for 24 hours.');
    expect(page.body).toContain('Send again');
    expect(await me(karen)).toMatchObject({ emailVerified: false });
  });

  it('says so for a made-up or missing token', async () => {
    for (const url of ['/idp/verify-email?token=made-up', '/idp/verify-email']) {
      const page = await follow(url, { 'accept-language': 'en' });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link does not work');
    }
  });
});

describe('Send again', () => {
  it('mails a new link at most once a minute, and both links work', async () => {
    const karen = await register('en');
    // Registration has just mailed one.
    const tooSoon = await sendAgain(karen);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      code: 'email_verification_sent_recently',
      params: { count: expect.any(Number) },
    });
    expect(await mailsTo(karen.email)).toHaveLength(1);

    await admin.api.subject.database.sql.query(
      `update email_verifications set created_at = created_at - interval '61 seconds'
        where user_id = (select id from users where email = $1)`,
      [karen.email],
    );
    expect((await sendAgain(karen)).statusCode).toBe(204);
    expect((await sendAgain(karen)).statusCode).toBe(429);
    const mails = await mailsTo(karen.email);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1])).not.toBe(linkIn(mails[0]));

    expect((await follow(linkIn(mails[0]))).statusCode).toBe(200);
    // The other link still confirms (the address is confirmed already; nothing is undone).
    expect((await follow(linkIn(mails[1]))).statusCode).toBe(200);
    const confirmed = await sendAgain(karen);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'email_already_verified' });
  });

  it('mails only the caller’s own address, whoever calls', async () => {
    const karen = await admin.api.newPerson({ firstName: 'Karen', emailVerified: false });
    expect(await me(karen)).toMatchObject({ emailVerified: false });
    const callers = [
      ['another member (USER)', admin.ole],
      ['a member of ROWING (USER)', admin.anna],
      ['ADMIN of another organisation', admin.chessAdmin],
      ['ADMIN of ROWING', admin.mette],
      ['SUPER_ADMIN', admin.sofie],
    ] as const;
    expect((await sendAgain(null)).statusCode).toBe(401);
    for (const [who, caller] of callers) {
      // Their own addresses are confirmed: nothing to send, and nothing goes to Karen.
      const answer = await sendAgain(caller);
      expect(answer.statusCode, `${who}: ${answer.body}`).toBe(409);
    }
    const acting = await sendAgain(admin.sofie, { [actAsMemberHeader]: karen.memberId });
    expect(acting.statusCode, acting.body).toBe(409);
    expect(await mailsTo(karen.email)).toHaveLength(0);

    expect((await sendAgain(karen)).statusCode).toBe(204);
    const mails = await mailsTo(karen.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hej Karen');
  });
});
