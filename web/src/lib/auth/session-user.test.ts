import { afterEach, describe, expect, it } from 'vitest';
import { basename } from './app-path.ts';
import { isSigninCallback, readStoredUser, userStorageKey } from './session-user.ts';

const config = { issuer: 'http://localhost:3000/idp', clientId: 'member-portal-web' };
const now = () => Math.floor(Date.now() / 1000);

// As oidc-client-ts stores its user (User.toStorageString).
const store = (user: object) =>
  sessionStorage.setItem(userStorageKey(config), JSON.stringify(user));

afterEach(() => sessionStorage.clear());

describe('readStoredUser', () => {
  it('reads the OIDC client’s user from the tab’s storage', () => {
    store({
      id_token: 'id',
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: 'anna', email: 'member@demo.test' },
      expires_at: now() + 300,
    });
    expect(sessionStorage.key(0)).toBe('oidc.user:http://localhost:3000/idp:member-portal-web');
    const user = readStoredUser(config);
    expect(user).toMatchObject({
      access_token: 'access',
      refresh_token: 'refresh',
      profile: { sub: 'anna', email: 'member@demo.test' },
      expired: false,
    });
  });

  it('says an expired token is expired, and an unknown expiry unknown', () => {
    store({ access_token: 'a', profile: { sub: 's' }, expires_at: now() - 1 });
    expect(readStoredUser(config)?.expired).toBe(true);
    store({ access_token: 'a', profile: { sub: 's' } });
    expect(readStoredUser(config)?.expired).toBeUndefined();
  });

  it('finds nobody without a stored user, or in one it cannot read', () => {
    expect(readStoredUser(config)).toBeNull();
    sessionStorage.setItem(userStorageKey(config), '{not json');
    expect(readStoredUser(config)).toBeNull();
    store({ profile: { sub: 's' } });
    expect(readStoredUser(config)).toBeNull();
  });
});

describe('isSigninCallback', () => {
  it('is the callback page with the provider’s answer', () => {
    expect(
      isSigninCallback({ pathname: `${basename}/login-success`, search: '?code=c&state=s' }),
    ).toBe(true);
    expect(
      isSigninCallback({ pathname: `${basename}/login-success`, search: '?error=e&state=s' }),
    ).toBe(true);
    expect(isSigninCallback({ pathname: `${basename}/login-success`, search: '' })).toBe(false);
    expect(isSigninCallback({ pathname: `${basename}/`, search: '?code=c&state=s' })).toBe(false);
  });
});
