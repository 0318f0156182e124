import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#src/config.ts';
import { type FakeIssuer, startFakeIssuer } from '#src/test/fake-issuer.ts';
import { InvalidTokenError, type TokenVerifier } from './auth.ts';
import { AppError } from './errors.ts';
import { discoverIssuer } from './issuer-discovery.ts';
import { createTokenVerifier } from './token-verifier.ts';

// LemonLDAP::NG's issuer is its portal URL, trailing slash included.
let provider: FakeIssuer;
beforeAll(async () => {
  provider = await startFakeIssuer({ withTrailingSlash: true });
});
afterAll(async () => provider.close());
afterEach(() => {
  provider.userInfo.clear();
  provider.userInfoCalls.length = 0;
  vi.useRealTimers();
});

function verifierFor(issuer: FakeIssuer, rolesClaim = 'realm_access.roles'): TokenVerifier {
  const { keys, userInfo } = discoverIssuer(issuer.issuer);
  return createTokenVerifier({
    issuer: issuer.issuer,
    audience: 'member-portal-api',
    rolesClaim,
    keys,
    userInfo,
  });
}

const person = {
  sub: 'dwho',
  email: 'DWho@badwolf.org',
  name: 'Doctor Who',
  realm_access: { roles: ['org:ROWING|role:USER', 'default-roles'] },
};

describe('the issuer', () => {
  it('is kept exactly as configured, trailing slash and all', () => {
    const config = loadConfig({ OIDC_ISSUER: 'http://auth.example.com:8080/' });
    expect(config.oidc.issuer).toBe('http://auth.example.com:8080/');
    expect(loadConfig({ PUBLIC_URL: 'http://portal.example.dk/' }).publicUrl).toBe(
      'http://portal.example.dk',
    );
  });

  it('is discovered with its trailing slash and its tokens accepted', async () => {
    expect(provider.issuer).toMatch(/\/realm\/$/);
    const caller = await verifierFor(provider).verify(await provider.sign(person));
    expect(caller).toMatchObject({ subject: 'dwho', email: 'dwho@badwolf.org' });
  });

  it('says so when discovery names the issuer differently', async () => {
    const stripped = await startFakeIssuer({
      withTrailingSlash: true,
      advertisedIssuer: (issuer) => issuer.replace(/\/$/, ''),
    });
    try {
      const error: unknown = await verifierFor(stripped)
        .verify(await stripped.sign(person))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
      const cause = (error as AppError).cause as Error;
      expect(cause.message).toContain(`names the issuer "${stripped.issuer.slice(0, -1)}"`);
      expect(cause.message).toContain(`OIDC_ISSUER is "${stripped.issuer}"`);
      expect(cause.message).toMatch(/character for character \(mind a trailing slash\)/);
    } finally {
      await stripped.close();
    }
  });
});

describe('OIDC_ROLES_CLAIM', () => {
  const grantsWith = async (rolesClaim: string, claims: Record<string, unknown>) =>
    (await verifierFor(provider, rolesClaim).verify(await provider.sign({ ...person, ...claims })))
      .grants;

  it('reads Keycloak’s realm_access.roles by default', async () => {
    expect(await grantsWith('realm_access.roles', {})).toEqual([
      { orgKey: 'ROWING', role: 'USER' },
    ]);
  });

  it('reads a flat claim, a single string and a namespaced claim name with dots', async () => {
    const roles = ['org:CHESS|role:admin', 'org:ALL|role:SUPER_ADMIN'];
    expect(await grantsWith('roles', { roles })).toEqual([
      { orgKey: 'CHESS', role: 'ADMIN' },
      { orgKey: 'ALL', role: 'SUPER_ADMIN' },
    ]);
    expect(await grantsWith('groups', { groups: 'org:CHESS|role:USER' })).toEqual([
      { orgKey: 'CHESS', role: 'USER' },
    ]);
    expect(await grantsWith('https://club.dk/roles', { 'https://club.dk/roles': roles })).toEqual([
      { orgKey: 'CHESS', role: 'ADMIN' },
      { orgKey: 'ALL', role: 'SUPER_ADMIN' },
    ]);
  });

  it('gives no role when the claim is elsewhere or of another shape', async () => {
    expect(await grantsWith('roles', {})).toEqual([]);
    expect(
      await grantsWith('realm_access.roles', { realm_access: 'org:ROWING|role:USER' }),
    ).toEqual([]);
    expect(await grantsWith('roles', { roles: { USER: true } })).toEqual([]);
  });

  it('is a claim name or a dotted path, or the server does not start', () => {
    expect(loadConfig({}).oidc.rolesClaim).toBe('realm_access.roles');
    expect(loadConfig({ OIDC_ROLES_CLAIM: 'groups' }).oidc.rolesClaim).toBe('groups');
    expect(() => loadConfig({ OIDC_ROLES_CLAIM: 'realm_access..roles' })).toThrow(
      /OIDC_ROLES_CLAIM/,
    );
  });
});

describe('a token without the profile', () => {
  const bare = { sub: 'rtyler' };
  const profile = {
    sub: 'rtyler',
    email: 'rtyler@badwolf.org',
    name: 'Rose Tyler',
    roles: ['org:ROWING|role:USER'],
  };

  it('takes email, name and roles from userinfo, asked once however many calls come at once', async () => {
    const verifier = verifierFor(provider, 'roles');
    const token = await provider.sign(bare);
    provider.userInfo.set(token, profile);
    const callers = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(token)));
    await verifier.verify(token);
    expect(new Set(callers).size).toBe(1);
    expect(callers[0]).toMatchObject({
      subject: 'rtyler',
      email: 'rtyler@badwolf.org',
      name: 'Rose Tyler',
      grants: [{ orgKey: 'ROWING', role: 'USER' }],
    });
    expect(provider.userInfoCalls).toEqual([token]);
  });

  it('asks userinfo again for a new token, and not for a token that has it all', async () => {
    const verifier = verifierFor(provider, 'roles');
    const first = await provider.sign(bare, { expiresIn: '1m' });
    const second = await provider.sign(bare, { expiresIn: '2m' });
    provider.userInfo.set(first, profile);
    provider.userInfo.set(second, { ...profile, name: 'Rose Noble' });
    expect((await verifier.verify(first)).name).toBe('Rose Tyler');
    expect((await verifier.verify(second)).name).toBe('Rose Noble');
    await verifier.verify(await provider.sign(person));
    expect(provider.userInfoCalls).toEqual([first, second]);
  });

  it('keeps what the token says over userinfo', async () => {
    const token = await provider.sign({ ...bare, email: 'rose@example.dk' });
    provider.userInfo.set(token, profile);
    expect(await verifierFor(provider, 'roles').verify(token)).toMatchObject({
      email: 'rose@example.dk',
      name: 'Rose Tyler',
    });
  });

  it('is refused when userinfo refuses it, names someone else or has no email either', async () => {
    const verifier = verifierFor(provider, 'roles');
    const refused = await provider.sign(bare);
    await expect(verifier.verify(refused)).rejects.toThrow(/refused the access token.*\(401\)/);
    const other = await provider.sign(bare);
    provider.userInfo.set(other, { ...profile, sub: 'dwho' });
    await expect(verifier.verify(other)).rejects.toThrow(/names another subject/);
    const noEmail = await provider.sign(bare);
    provider.userInfo.set(noEmail, { sub: 'rtyler', name: 'Rose Tyler' });
    await expect(verifier.verify(noEmail)).rejects.toThrow(InvalidTokenError);
    await expect(verifier.verify(noEmail)).rejects.toThrow(/lacks required claims \(email\)/);
  });

  it('is answered 503, not 401, when userinfo cannot be reached', async () => {
    const verifier = createTokenVerifier({
      issuer: provider.issuer,
      audience: 'member-portal-api',
      rolesClaim: 'roles',
      keys: discoverIssuer(provider.issuer).keys,
      userInfo: () => Promise.reject(new TypeError('fetch failed')),
    });
    const error: unknown = await verifier
      .verify(await provider.sign(bare))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(503);
  });

  it('asks userinfo again once the token is past its expiry', async () => {
    const verifier = verifierFor(provider, 'roles');
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await provider.sign(bare, { expiresIn: expiresAt });
    provider.userInfo.set(token, profile);
    await verifier.verify(token);
    await verifier.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    // Within the clock tolerance the token is verified again, and userinfo asked again.
    vi.setSystemTime((expiresAt + 1) * 1000);
    await verifier.verify(token);
    expect(provider.userInfoCalls).toEqual([token, token]);
  });
});
