import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '#src/db/seed.ts';
import { loadProviderKeys } from '#src/idp/keys.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { signIn } from '#src/test/sign-in.ts';
import { InvalidTokenError } from './auth.ts';
import { AppError } from './errors.ts';
import { discoverIssuer } from './issuer-discovery.ts';
import { createTokenVerifier } from './token-verifier.ts';

let subject: TestApp;
let signingKey: JWK;
let realToken: string;
const issuer = 'http://localhost:3999/idp';

beforeAll(async () => {
  subject = await createTestApp();
  await seedDemoData(subject.database.db);
  // The provider's own key, so each test below fails for the one reason it names.
  const keys = await loadProviderKeys(subject.database.db);
  signingKey = keys.signing[0] ?? {};
  realToken = (await signIn(subject.app, 'member@demo.test')).accessToken;
});
afterAll(async () => subject.close());

const claims = (): JWTPayload => ({
  sub: '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
  email: 'member@demo.test',
  sid: 'session-1',
  given_name: 'Anna',
  family_name: 'Jensen',
  realm_access: { roles: ['org:ROWING|role:USER', 'default-roles-portal'] },
});

async function sign(
  payload: JWTPayload,
  options: { issuer?: string; audience?: string; expiresIn?: string | number; key?: JWK } = {},
) {
  const key = options.key ?? signingKey;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? 'member-portal-api')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(await importJWK(key, 'RS256'));
}

const me = (authorization?: string) =>
  subject.app.inject({
    url: '/tools/api/auth/me',
    headers: authorization ? { authorization } : {},
  });

async function expectRefused(authorization: string, description: RegExp) {
  const response = await me(authorization);
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.headers['www-authenticate']).toMatch(
    /^Bearer realm="member-portal", error="invalid_token"/,
  );
  expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  expect(response.json().detail).toMatch(description);
}

describe('requireAuthentication', () => {
  it('accepts a token from the code flow', async () => {
    const response = await me(`Bearer ${realToken}`);
    expect(response.statusCode).toBe(200);
  });

  it('accepts a Keycloak-style token (typ JWT) and reads its roles', async () => {
    const response = await me(`Bearer ${await sign(claims())}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subject: '7d0c7f5e-3a0e-4f7e-9d59-0d0f3c7d2a11',
      name: 'Anna Jensen',
      grants: [{ orgKey: 'ROWING', role: 'USER' }],
    });
  });

  it('asks for a token when there is none', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="member-portal"');
    expect(response.json()).toMatchObject({ status: 401, detail: 'Sign in to continue.' });
  });

  it('refuses another scheme', async () => {
    await expectRefused('Basic dXNlcjpwYXNz', /not a bearer token/);
  });

  it('refuses a malformed token', async () => {
    await expectRefused('Bearer not-a-jwt', /invalid/);
    await expectRefused('Bearer a.b.c', /invalid/);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = realToken.split('.');
    const changed = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    changed.realm_access = { roles: ['org:ALL|role:SUPER_ADMIN'] };
    const forged = Buffer.from(JSON.stringify(changed)).toString('base64url');
    await expectRefused(`Bearer ${header}.${forged}.${signature}`, /invalid/);
  });

  it('refuses an expired token', async () => {
    const expired = await sign(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    await expectRefused(`Bearer ${expired}`, /expired/);
  });

  it('refuses a token of another issuer', async () => {
    const foreign = await sign(claims(), { issuer: 'https://keycloak.example/realms/other' });
    await expectRefused(`Bearer ${foreign}`, /iss/);
  });

  it('refuses a token for another audience', async () => {
    const other = await sign(claims(), { audience: 'some-other-api' });
    await expectRefused(`Bearer ${other}`, /aud/);
  });

  it('refuses a token signed with a key the issuer does not have', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const stranger = { ...(await exportJWK(privateKey)), kid: signingKey.kid };
    await expectRefused(`Bearer ${await sign(claims(), { key: stranger })}`, /invalid/);
  });

  it('refuses unsigned and shared-secret tokens', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const body = encode({ ...claims(), iss: issuer, aud: 'member-portal-api', exp: 9999999999 });
    await expectRefused(`Bearer ${encode({ alg: 'none' })}.${body}.`, /invalid/);
    const hmac = await new SignJWT({ ...claims() })
      .setProtectedHeader({ alg: 'HS256', kid: signingKey.kid })
      .setIssuer(issuer)
      .setAudience('member-portal-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(String(signingKey.n)));
    await expectRefused(`Bearer ${hmac}`, /invalid/);
  });

  it('refuses a token without an email', async () => {
    const withoutEmail = { ...claims(), email: undefined };
    await expectRefused(`Bearer ${await sign(withoutEmail)}`, /claims/);
  });
});

describe('a verified token', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is remembered until its expiry, then verified again', async () => {
    let keyLookups = 0;
    const { kty, n, e, kid } = signingKey;
    const publicKey = await importJWK({ kty, n, e, kid, alg: 'RS256' }, 'RS256');
    const verifier = createTokenVerifier({
      issuer,
      audience: 'member-portal-api',
      rolesClaim: 'realm_access.roles',
      keys: () => {
        keyLookups++;
        return publicKey;
      },
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await sign(claims(), { expiresIn: expiresAt });
    const first = await verifier.verify(token);
    expect(await verifier.verify(token)).toBe(first);
    expect(keyLookups).toBe(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the expiry the signature is checked again (and still passes within the clock
    // tolerance); further on the token is refused.
    vi.setSystemTime((expiresAt + 1) * 1000);
    await verifier.verify(token);
    expect(keyLookups).toBe(2);
    vi.setSystemTime((expiresAt + 10) * 1000);
    await expect(verifier.verify(token)).rejects.toThrow(InvalidTokenError);
  });
});

describe('an external issuer', () => {
  let server: Server;
  let externalIssuer: string;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'kc-1', alg: 'RS256' };
    server = createServer((request, response) => {
      const documents: Record<string, object> = {
        '/realms/portal/.well-known/openid-configuration': {
          issuer: externalIssuer,
          jwks_uri: `${externalIssuer}/protocol/openid-connect/certs`,
        },
        '/realms/portal/protocol/openid-connect/certs': { keys: [publicJwk] },
      };
      const document = documents[request.url ?? ''];
      response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(document ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    externalIssuer = `http://127.0.0.1:${port}/realms/portal`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is discovered on first use and its tokens verified', async () => {
    const verifier = createTokenVerifier({
      issuer: externalIssuer,
      audience: 'member-portal-api',
      rolesClaim: 'realm_access.roles',
      keys: discoverIssuer(externalIssuer).keys,
    });
    const token = await new SignJWT({ ...claims(), session_state: 'kc-session' })
      .setProtectedHeader({ alg: 'RS256', kid: 'kc-1', typ: 'JWT' })
      .setIssuer(externalIssuer)
      .setAudience(['member-portal-api', 'account'])
      .setExpirationTime('5m')
      .sign(privateKey);
    await expect(verifier.verify(token)).resolves.toMatchObject({
      email: 'member@demo.test',
      sessionId: 'session-1',
      grants: [{ orgKey: 'ROWING', role: 'USER' }],
    });
    await expect(verifier.verify(`${token}x`)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('answers 503 rather than 401 when the issuer cannot be reached', async () => {
    const verifier = createTokenVerifier({
      issuer: 'http://127.0.0.1:9/realms/gone',
      audience: 'member-portal-api',
      rolesClaim: 'realm_access.roles',
      keys: discoverIssuer('http://127.0.0.1:9/realms/gone').keys,
    });
    const error = await verifier.verify(await sign(claims())).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });
});
