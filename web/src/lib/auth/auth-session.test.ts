import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '../public-config.ts';
import { AuthSession, clientLeadSeconds } from './auth-session.ts';
import { userStorageKey } from './session-user.ts';

const createUserManager = vi.hoisted(() => vi.fn(() => ({ getUser: () => Promise.resolve(null) })));
vi.mock('./user-manager.ts', () => ({ createUserManager }));

const config = { ...defaultPublicConfig, issuer: 'http://localhost:3000/idp' };
const now = () => Math.floor(Date.now() / 1000);

/** A session kept in the tab, as the OIDC client stores it, whose tokens expire after `seconds`. */
const keepSession = (seconds: number | undefined) =>
  sessionStorage.setItem(
    userStorageKey(config),
    JSON.stringify({
      access_token: 'access',
      refresh_token: 'refresh',
      profile: { sub: 'anna', email: 'member@demo.test' },
      expires_at: seconds === undefined ? undefined : now() + seconds,
    }),
  );

/** Runs the clock on in steps, letting the module's loading and its promises settle between. */
async function runFor(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) await vi.advanceTimersByTimeAsync(1000);
}

describe('a page of a kept session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: the browser's idle moment comes with the next task here.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (id: number) => clearTimeout(id));
    // As on the portal's HTTPS, where the sign-in's Web Crypto is there.
    vi.stubGlobal('isSecureContext', true);
    createUserManager.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('loads the OIDC client only in time to renew fresh tokens', async () => {
    keepSession(300);
    new AuthSession(config).start();
    await runFor((300 - clientLeadSeconds - 5) * 1000);
    expect(createUserManager).not.toHaveBeenCalled();
    await runFor(10_000);
    expect(createUserManager).toHaveBeenCalledTimes(1);
  });

  it('loads it once idle when the tokens are about to expire, or their expiry is not known', async () => {
    keepSession(clientLeadSeconds - 10);
    new AuthSession(config).start();
    await runFor(2000);
    expect(createUserManager).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    keepSession(undefined);
    new AuthSession(config).start();
    await runFor(2000);
    expect(createUserManager).toHaveBeenCalledTimes(2);
  });
});

describe('a page the back/forward cache brings back', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is loaded anew when it had left for the identity provider, and only then', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      origin: 'http://localhost:3000',
      pathname: '/ui/my-profile',
      search: '',
      hash: '',
      reload,
    } as unknown as Location);
    vi.stubGlobal('isSecureContext', true);
    // The trip to the provider: the browser leaves, so the redirect never comes back.
    createUserManager.mockReturnValueOnce({
      getUser: () => Promise.resolve(null),
      signinRedirect: () => new Promise(() => undefined),
    } as never);
    const session = new AuthSession(config);
    const broughtBack = () =>
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    broughtBack();
    expect(reload).not.toHaveBeenCalled();
    void session.startLogin();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(reload).not.toHaveBeenCalled();
    broughtBack();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a Log out without a network', () => {
  afterEach(() => {
    createUserManager.mockReset();
    createUserManager.mockImplementation(() => ({ getUser: () => Promise.resolve(null) }));
  });

  it('ends here, signed out on the device, though the provider could not be told', async () => {
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    createUserManager.mockReturnValue({
      getUser: () => Promise.resolve(null),
      metadataService: { getMetadata: unreachable },
      signoutRedirect: unreachable,
    } as never);
    const session = new AuthSession(config);
    await expect(session.logout()).resolves.toBeUndefined();
    // Not leaving: the page's guard goes on to say what a signed-out member sees here.
    expect(session.isLeavingPage).toBe(false);
  });
});
