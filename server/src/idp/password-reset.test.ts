import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#src/db/seed.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { formHeaders, type SignedIn, signIn } from '#src/test/sign-in.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db);
});
afterAll(async () => subject.close());

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function queuedMails(to: string): Promise<QueuedMail[]> {
  const { rows } = await subject.database.sql.query(
    "select data from pgboss.job where name = 'mail.send' and data ->> 'to' = $1",
    [to],
  );
  return rows.map((row) => row.data as QueuedMail);
}

const post = (url: string, fields: Record<string, string>) =>
  subject.app.inject({
    method: 'POST',
    url,
    headers: { ...formHeaders, 'accept-language': 'en' },
    payload: new URLSearchParams(fields).toString(),
  });

function linkIn(mail: QueuedMail | undefined): string {
  const link = /http:\/\/localhost:3999(\/idp\/reset-password\?token=[\w-]+)/.exec(
    mail?.text ?? '',
  );
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

describe('forgot password', () => {
  it('shows the form, with a way back to where the user came from', async () => {
    const page = await subject.app.inject({
      url: '/idp/forgot-password?return_to=%2Fui%2Fmemberships',
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Forgot your password');
    expect(page.body).toContain('href="/ui/memberships"');
  });

  it('ignores a return address on another site', async () => {
    const page = await subject.app.inject({
      url: `/idp/forgot-password?return_to=${encodeURIComponent('https://evil.example/ui/')}`,
    });
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain('href="http://localhost:3999/ui/"');
  });

  it('answers the same for a known and an unknown email, and mails only the known', async () => {
    const known = await post('/idp/forgot-password', { email: 'noaddress@demo.test' });
    const unknown = await post('/idp/forgot-password', { email: 'stranger@demo.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain('If an account with that email exists');
    expect(unknown.body).toBe(known.body);
    expect(await queuedMails('stranger@demo.test')).toHaveLength(0);
    const mails = await queuedMails('noaddress@demo.test');
    expect(mails).toHaveLength(1);
    // In the member's preferred language (Danish, the default), not the English of the page.
    expect(mails[0]?.subject).toBe('Nulstil din adgangskode');
    expect(mails[0]?.text).toContain('Hej Ole');
    expect(mails[0]?.html).toMatch(/<html[^>]* lang="da"/);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    await post('/idp/forgot-password', { email: 'super@demo.test' });
    const token = new URL(
      linkIn((await queuedMails('super@demo.test'))[0]),
      'http://x',
    ).searchParams.get('token');
    const { rows } = await subject.database.sql.query(
      `select token_hash, extract(epoch from expires_at - created_at)::int as seconds
         from password_resets`,
    );
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Math.abs(Number(row.seconds) - 3600)).toBeLessThan(5);
    }
  });

  it('validates the email field', async () => {
    const response = await post('/idp/forgot-password', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address.');
  });
});

describe('reset password', () => {
  const sessionStatus = async (signedIn: SignedIn) =>
    (
      await subject.app.inject({
        url: `/idp/session/status?sid=${String(decodeJwt(signedIn.idToken).sid)}`,
        headers: { cookie: signedIn.cookies },
      })
    ).json<unknown>();

  it('sets the new password once, and signs the account out everywhere', async () => {
    const before = await signIn(subject.app, 'member@demo.test');
    expect(await sessionStatus(before)).toEqual({ active: true });
    await post('/idp/forgot-password', { email: 'member@demo.test' });
    const link = linkIn((await queuedMails('member@demo.test'))[0]);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';

    const form = await subject.app.inject({ url: link, headers: { 'accept-language': 'en' } });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Choose a new password');

    const mismatch = await post('/idp/reset-password', {
      token,
      password: 'new-password-1234',
      passwordConfirmation: 'something-else-1234',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The two passwords differ.');

    const done = await post('/idp/reset-password', {
      token,
      password: 'new-password-1234',
      passwordConfirmation: 'new-password-1234',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');

    const again = await post('/idp/reset-password', {
      token,
      password: 'another-password-1234',
      passwordConfirmation: 'another-password-1234',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('The link has expired or has been used.');
    expect((await subject.app.inject({ url: link })).statusCode).toBe(400);

    const refresh = await subject.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: formHeaders,
      payload: new URLSearchParams({
        client_id: 'member-portal-web',
        grant_type: 'refresh_token',
        refresh_token: before.refreshToken,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    // The browser signed in before learns it from the session status the web app polls.
    expect(await sessionStatus(before)).toEqual({ active: false });

    await expect(signIn(subject.app, 'member@demo.test')).rejects.toThrow(/401/);
    const after = await signIn(subject.app, 'member@demo.test', 'new-password-1234');
    expect(decodeJwt(after.accessToken).email).toBe('member@demo.test');
  });

  it('refuses a made-up token', async () => {
    const response = await subject.app.inject({ url: '/idp/reset-password?token=made-up' });
    expect(response.statusCode).toBe(400);
    const posted = await post('/idp/reset-password', {
      token: 'made-up',
      password: 'new-password-1234',
      passwordConfirmation: 'new-password-1234',
    });
    expect(posted.statusCode).toBe(400);
  });
});
