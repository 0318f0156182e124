import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { startSignIn } from '#src/test/sign-in.ts';

let subject: TestApp;

beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => subject.close());

describe('pages', () => {
  it('shows the login page in Danish by default, with links to register and reset', async () => {
    const flow = await startSignIn(subject.app);
    const page = await subject.app.inject({
      url: flow.interaction,
      headers: { cookie: flow.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="da">');
    expect(page.body).toContain('Log ind');
    expect(page.body).toContain(`${flow.interaction}/register`);
    expect(page.body).toContain('/idp/forgot-password?return_to=');
    expect(page.body).not.toContain('<script');
  });

  it('picks English from ui_locales, Accept-Language or the switch link', async () => {
    const byParam = await startSignIn(subject.app, { ui_locales: 'en-GB' });
    const page = await subject.app.inject({
      url: byParam.interaction,
      headers: { cookie: byParam.jar.header() },
    });
    expect(page.body).toContain('<html lang="en">');

    const flow = await startSignIn(subject.app);
    const byHeader = await subject.app.inject({
      url: flow.interaction,
      headers: { cookie: flow.jar.header(), 'accept-language': 'en-US,en;q=0.9,da;q=0.5' },
    });
    expect(byHeader.body).toContain('Sign in');

    const switched = await subject.app.inject({
      url: `${flow.interaction}?lang=en`,
      headers: { cookie: flow.jar.header() },
    });
    expect(switched.body).toContain('<html lang="en">');
    expect(String(switched.headers['set-cookie'])).toContain('lang=en');
    expect(switched.body).toContain(`href="${flow.interaction}/login?lang=da"`);
  });

  it('serves its stylesheet', async () => {
    const response = await subject.app.inject({ url: '/idp/assets/idp.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
  });

  it('explains an expired or unknown sign-in instead of failing', async () => {
    const response = await subject.app.inject({ url: '/idp/interaction/unknown-uid' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Log ind-forløbet er udløbet');
  });
});
