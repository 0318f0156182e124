import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#src/db/seed.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { finishSignIn, formHeaders, postForm, signIn, startSignIn } from '#src/test/sign-in.ts';

let subject: TestApp;
const issuer = 'http://localhost:3999/idp';

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db);
});
afterAll(async () => subject.close());

const tokenRequest = (fields: Record<string, string>) =>
  subject.app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: formHeaders,
    payload: new URLSearchParams({ client_id: 'member-portal-web', ...fields }).toString(),
  });

describe('discovery and keys', () => {
  it('publishes the discovery document for the configured issuer', async () => {
    const response = await subject.app.inject({ url: '/idp/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document).toMatchObject({
      issuer,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      ui_locales_supported: ['da', 'en'],
    });
    expect(document.end_session_endpoint).toMatch(/\/idp\/session\/end$/);
  });

  it('publishes public signing keys only', async () => {
    const response = await subject.app.inject({ url: '/idp/jwks' });
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
    });
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]).not.toHaveProperty('p');
  });
});

describe('authorization code flow', () => {
  it('gives member@demo.test a JWT access token in Keycloak shape', async () => {
    const tokens = await signIn(subject.app, 'member@demo.test');
    const header = decodeProtectedHeader(tokens.accessToken);
    const claims = decodeJwt(tokens.accessToken);
    const { keys } = (await subject.app.inject({ url: '/idp/jwks' })).json();
    expect(header).toMatchObject({ alg: 'RS256', kid: keys[0].kid });
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'member-portal-api',
      azp: 'member-portal-web',
      sub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sid: expect.any(String),
      email: 'member@demo.test',
      given_name: 'Anna',
      family_name: 'Jensen',
      name: 'Anna Jensen',
      realm_access: { roles: ['org:ROWING|role:USER'] },
      resource_access: { 'member-portal-api': { roles: [] } },
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  });

  it('puts the profile in the ID token', async () => {
    const tokens = await signIn(subject.app, 'admin@demo.test');
    expect(decodeJwt(tokens.idToken)).toMatchObject({
      iss: issuer,
      aud: 'member-portal-web',
      email: 'admin@demo.test',
      given_name: 'Mette',
      family_name: 'Larsen',
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await subject.app.inject({
      url: `/idp/auth?${new URLSearchParams({
        client_id: 'member-portal-web',
        redirect_uri: 'http://localhost:3999/ui/login-success',
        response_type: 'code',
        scope: 'openid',
      }).toString()}`,
    });
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method', async () => {
    const response = await subject.app.inject({
      url: `/idp/auth?${new URLSearchParams({
        client_id: 'member-portal-web',
        redirect_uri: 'http://localhost:3999/ui/login-success',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'plain',
      }).toString()}`,
    });
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a redirect URI that is not registered, on its own page', async () => {
    const response = await subject.app.inject({
      url: `/idp/auth?${new URLSearchParams({
        client_id: 'member-portal-web',
        redirect_uri: 'https://evil.example/ui/login-success',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      }).toString()}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('/idp/assets/idp.css');
    expect(response.body).toContain('redirect_uri');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a code with the wrong verifier', async () => {
    const flow = await startSignIn(subject.app);
    const login = await postForm(subject.app, flow, `${flow.interaction}/login`, {
      email: 'member@demo.test',
      password: 'demo-password',
    });
    await expect(
      finishSignIn(subject.app, { ...flow, verifier: 'x'.repeat(64) }, login),
    ).rejects.toThrow(/token answered 400/);
  });
});

describe('refresh tokens', () => {
  it('renews the access token and rotates the refresh token', async () => {
    const tokens = await signIn(subject.app, 'member@demo.test');
    const first = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    const renewed = first.json();
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(tokens.refreshToken);
    expect(decodeJwt(renewed.access_token)).toMatchObject({
      sub: decodeJwt(tokens.accessToken).sub,
      realm_access: { roles: ['org:ROWING|role:USER'] },
    });

    // A rotated token used again is a sign of theft: refused, and the whole grant revoked.
    const replay = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    const afterReplay = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: renewed.refresh_token,
    });
    expect(afterReplay.statusCode).toBe(400);
  });

  it('allows the web app origin to call the token endpoint, and no other', async () => {
    const allowed = await subject.app.inject({
      method: 'OPTIONS',
      url: '/idp/token',
      headers: {
        origin: 'http://localhost:3999',
        'access-control-request-method': 'POST',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    const tokens = await signIn(subject.app, 'member@demo.test');
    const refused = await subject.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { ...formHeaders, origin: 'https://evil.example' },
      payload: new URLSearchParams({
        client_id: 'member-portal-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('logout', () => {
  const endSession = (fields: Record<string, string>, cookies: string) =>
    subject.app.inject({
      url: `/idp/session/end?${new URLSearchParams({
        post_logout_redirect_uri: 'http://localhost:3999/ui/',
        ui_locales: 'en',
        ...fields,
      }).toString()}`,
      headers: { cookie: cookies },
    });
  const confirmEnd = (fields: Record<string, string>, cookies: string) =>
    subject.app.inject({
      method: 'POST',
      url: '/idp/session/end/confirm',
      headers: { ...formHeaders, cookie: cookies },
      payload: new URLSearchParams(fields).toString(),
    });
  const xsrfOf = (body: string) => /name="xsrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

  it('signs out at once with an ID token of the same session, ending its refresh tokens', async () => {
    const tokens = await signIn(subject.app, 'member@demo.test');
    expect(decodeJwt(tokens.idToken).sid).toEqual(expect.any(String));
    const page = await endSession({ id_token_hint: tokens.idToken }, tokens.cookies);
    expect(page.statusCode).toBe(200);
    // No question: the form is sent by the page's one script, which its CSP allows by address.
    expect(page.body).not.toContain('Do you want to sign out of the member portal?');
    expect(page.body).toContain('You are being signed out of the member portal.');
    expect(page.body).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(page.body).toContain('<script src="/idp/assets/sign-out.js"></script>');
    expect(String(page.headers['content-security-policy'])).toContain(
      'script-src http://localhost:3999/idp/assets/sign-out.js',
    );
    const script = await subject.app.inject({ url: '/idp/assets/sign-out.js' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("document.getElementById('op.logoutForm').submit()");

    const done = await confirmEnd({ xsrf: xsrfOf(page.body), logout: 'yes' }, tokens.cookies);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3999/ui/');

    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(400);

    // The browser is signed out at the provider as well: a silent sign-in now needs a login.
    const silent = await subject.app.inject({
      url: `/idp/auth?${new URLSearchParams({
        client_id: 'member-portal-web',
        redirect_uri: 'http://localhost:3999/ui/login-success',
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
        prompt: 'none',
      }).toString()}`,
      headers: { cookie: tokens.cookies },
    });
    expect(new URL(String(silent.headers.location)).searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('asks first when the request does not come with an ID token of this session', async () => {
    const tokens = await signIn(subject.app, 'member@demo.test');
    const other = await signIn(subject.app, 'member@demo.test');
    // A link elsewhere without a hint, or with the ID token of another session, cannot end it.
    const requests: Record<string, string>[] = [{}, { id_token_hint: other.idToken }];
    for (const fields of requests) {
      const page = await endSession(fields, tokens.cookies);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Do you want to sign out of the member portal?');
      expect(page.body).not.toContain('sign-out.js');
    }
    const page = await endSession({}, tokens.cookies);
    const stay = await confirmEnd({ xsrf: xsrfOf(page.body) }, tokens.cookies);
    expect(stay.statusCode).toBe(303);
    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(refresh.statusCode).toBe(200);
  });
});

describe('session status', () => {
  const statusOf = async (sid: string, cookies?: string) => {
    const response = await subject.app.inject({
      url: `/idp/session/status?sid=${encodeURIComponent(sid)}`,
      headers: cookies ? { cookie: cookies } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ active: boolean }>().active;
  };

  it('says whether the browser is still in the session its ID token names', async () => {
    const tokens = await signIn(subject.app, 'member@demo.test');
    const sid = String(decodeJwt(tokens.idToken).sid);
    expect(await statusOf(sid, tokens.cookies)).toBe(true);
    // Another caller, or this browser asking about a session it is not in, learns nothing.
    expect(await statusOf(sid)).toBe(false);
    expect(await statusOf('another-session', tokens.cookies)).toBe(false);

    // Signed out in another tab of the same browser.
    const page = await subject.app.inject({
      url: `/idp/session/end?${new URLSearchParams({ id_token_hint: tokens.idToken }).toString()}`,
      headers: { cookie: tokens.cookies },
    });
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    await subject.app.inject({
      method: 'POST',
      url: '/idp/session/end/confirm',
      headers: { ...formHeaders, cookie: tokens.cookies },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(await statusOf(sid, tokens.cookies)).toBe(false);
  });

  it('refuses a request without a session id, naming the field', async () => {
    const response = await subject.app.inject({ url: '/idp/session/status' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('sid');
  });
});
