import { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPublicConfig } from '../public-config.ts';
import { userManagerSettings } from './oidc-settings.ts';
import { PortalUserManager } from './user-manager.ts';

const settings = userManagerSettings({
  ...defaultPublicConfig,
  issuer: 'http://localhost:3000/idp',
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('a Log out without a network', () => {
  it('signs out on the device, and ends the provider’s session before the next sign-in', async () => {
    // The client's own sign-out and sign-in, which leave for the provider's pages: as
    // oidc-client-ts does, the user is removed before the provider is asked anything.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const signOutThere = vi
      .spyOn(UserManager.prototype, 'signoutRedirect')
      .mockImplementation(async function (this: UserManager) {
        await this.removeUser();
      });
    const signInThere = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    const manager = new PortalUserManager(settings);
    await manager.storeUser(
      new User({
        id_token: 'anna-id-token',
        access_token: 'access',
        token_type: 'Bearer',
        profile: { sub: 'anna' } as never,
      }),
    );

    await expect(manager.signoutRedirect()).rejects.toThrow('No network');
    expect(await manager.getUser()).toBeNull();
    expect(signOutThere).not.toHaveBeenCalled();
    // Offline still: no sign-in starts, and the provider's session stays to be ended.
    await expect(manager.signinRedirect()).rejects.toThrow('No network');
    expect(signInThere).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    await manager.signinRedirect();
    expect(signOutThere).toHaveBeenCalledExactlyOnceWith({ id_token_hint: 'anna-id-token' });
    expect(signInThere).not.toHaveBeenCalled();

    // Back from the provider, on a new page: the sign-in is a sign-in.
    await new PortalUserManager(settings).signinRedirect();
    expect(signInThere).toHaveBeenCalledTimes(1);
    expect(signOutThere).toHaveBeenCalledTimes(1);
  });

  it('is ended before the next sign-in when the provider could not be reached online either', async () => {
    const signOutThere = vi
      .spyOn(UserManager.prototype, 'signoutRedirect')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue();
    const signInThere = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue();
    const manager = new PortalUserManager(settings);
    await expect(manager.signoutRedirect({ id_token_hint: 'anna-id-token' })).rejects.toThrow(
      'Failed to fetch',
    );
    await manager.signinRedirect();
    expect(signOutThere).toHaveBeenLastCalledWith({ id_token_hint: 'anna-id-token' });
    expect(signInThere).not.toHaveBeenCalled();
  });
});
