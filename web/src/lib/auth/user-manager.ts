import {
  type SigninRedirectArgs,
  type SignoutRedirectArgs,
  type User,
  UserManager,
} from 'oidc-client-ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { userManagerSettings } from './oidc-settings.ts';
import { endPendingSignOut, notePendingSignOut } from './pending-sign-out.ts';

interface UserEvents {
  /** Signed in, or the tokens renewed. */
  onUserLoaded: (user: User) => void;
  /** The tokens removed here, or the provider's session ended (its session frame said so). */
  onUserUnloaded: () => void;
  onRenewError: (error: Error) => void;
}

export class PortalUserManager extends UserManager {
  /**
   * A Log out that could not reach the provider (no network) left its session open there: it is
   * ended first, and the member then signs in afresh (`pending-sign-out.ts`).
   */
  override async signinRedirect(args?: SigninRedirectArgs): Promise<void> {
    if (await endPendingSignOut(this)) return;
    await super.signinRedirect(args);
  }

  /**
   * The client removes the user before it asks the provider anything: when the provider cannot be
   * reached, the member is signed out on this device, and the provider's session is noted to be
   * ended before the next sign-in here.
   */
  override async signoutRedirect(args: SignoutRedirectArgs = {}): Promise<void> {
    const idTokenHint = args.id_token_hint ?? (await this.getUser())?.id_token;
    try {
      // Not even tried offline: with the provider's metadata read earlier, the client would send
      // the browser to the provider's page, and the browser show its own error there.
      if (!navigator.onLine) throw new Error('No network to reach the identity provider.');
      await super.signoutRedirect(args);
    } catch (error) {
      await this.removeUser();
      notePendingSignOut(idTokenHint);
      throw error;
    }
  }

  /**
   * The return page loaded again after its code was exchanged (a reload after a failed preload,
   * the back button) finds its state spent, but the session it brought is stored: it goes on with
   * that (to the dashboard, as the return address was kept with the state) rather than failing.
   */
  override async signinCallback(url?: string): Promise<User | undefined> {
    try {
      return await super.signinCallback(url);
    } catch (error) {
      const stored = await this.getUser().catch(() => null);
      if (stored && !stored.expired) return stored;
      throw error;
    }
  }
}

/**
 * The OIDC client, in a chunk of its own (issue 19): the app loads it when a session is started,
 * renewed or ended, and once idle where one is kept, to renew it in time.
 */
export function createUserManager(config: PublicConfig, events: UserEvents): UserManager {
  const manager = new PortalUserManager(userManagerSettings(config));
  // Login state older than an hour is useless and holds a PKCE verifier: drop it.
  void manager.clearStaleState();
  manager.events.addUserLoaded(events.onUserLoaded);
  manager.events.addUserUnloaded(events.onUserUnloaded);
  manager.events.addUserSignedOut(events.onUserUnloaded);
  manager.events.addSilentRenewError(events.onRenewError);
  return manager;
}
