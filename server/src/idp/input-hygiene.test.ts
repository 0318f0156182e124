import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#src/db/seed.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { formHeaders, postForm, startSignIn } from '#src/test/sign-in.ts';

/** What a probe sent before signing in and got a 500 for: now a page that says what is wrong. */
let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000' } });
  await seedDemoData(subject.database.db);
});
afterAll(async () => subject.close());

describe('control characters before sign-in', () => {
  it('refuse a NUL in the login email on the form, in the page language', async () => {
    const flow = await startSignIn(subject.app);
    const response = await subject.app.inject({
      method: 'POST',
      url: `${flow.interaction}/login`,
      headers: { ...formHeaders, cookie: flow.jar.header(), 'accept-language': 'en' },
      payload: new URLSearchParams({
        email: 'member@demo.test\u0000',
        password: 'demo-password',
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('The email holds invisible special characters.');
    expect(response.body).not.toContain('\u0000');
  });

  it('refuse a NUL in a name at registration, next to the field', async () => {
    const flow = await startSignIn(subject.app);
    const response = await postForm(subject.app, flow, `${flow.interaction}/register`, {
      firstName: 'Ni\u0000na',
      lastName: 'Berg\u0000',
      email: 'nina.berg@example.test',
      password: 'a-long-enough-password',
      passwordConfirmation: 'a-long-enough-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.match(/Fjern de usynlige specialtegn fra feltet\./g)).toHaveLength(2);
    const { rows } = await subject.database.sql.query('select 1 from users where email = $1', [
      'nina.berg@example.test',
    ]);
    expect(rows).toEqual([]);
  });
});

describe('a language cookie that is not valid percent-encoding', () => {
  it('is ignored by every page before sign-in', async () => {
    const flow = await startSignIn(subject.app);
    const cookie = `${flow.jar.header()}; lang=%`;
    for (const url of [
      '/idp/forgot-password',
      '/idp/reset-password?token=unknown',
      '/idp/verify-email?token=unknown',
      flow.interaction,
      `${flow.interaction}/login`,
      `${flow.interaction}/register`,
    ]) {
      const response = await subject.app.inject({ url, headers: { cookie } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const forgot = await subject.app.inject({
      method: 'POST',
      url: '/idp/forgot-password',
      headers: { ...formHeaders, cookie: 'lang=%E0%A4%A' },
      payload: 'email=member%40demo.test',
    });
    expect(forgot.statusCode).toBe(200);
  });
});
