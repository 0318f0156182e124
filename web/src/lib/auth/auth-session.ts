import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { ApiError } from '../api-error.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import type { PublicConfig } from '../public-config.ts';
import { absoluteAppUrl, currentAppPath } from './app-path.ts';
import { setActingMember } from './acting-member.ts';
import { clearLock, saveLock } from './lock-store.ts';
import type { SigninState } from './return-to.ts';
import { safeReturnTo } from './return-to.ts';
import {
  LOGIN_STATE_MAX_AGE_SECONDS,
  shouldStartLoginAfter401,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from './session-rules.ts';
import { summarizeUser } from './user-names.ts';

export interface StartLoginOptions {
  returnTo?: string;
  /** 'login' forces the password again (after an idle lock); 'create' opens registration. */
  prompt?: 'login' | 'create';
  loginHint?: string;
}

export type AppNavigate = (path: string) => void;

/**
 * Everything sign-in related that is not React: the OIDC client, the 401 rule, the idle lock and
 * logout. One instance per page, created at start-up from the public configuration.
 */
export class AuthSession {
  readonly userManager: UserManager;
  readonly pageStartedAt = Date.now();
  lastActivityAt = Date.now();
  private lastLoginStartedAt: number | undefined;
  /** Set once the page is about to leave for the provider, so nothing starts a second trip. */
  private isLeaving = false;
  private isLocked = false;
  private navigate: AppNavigate = (path) => window.location.assign(absoluteAppUrl(path));

  constructor(readonly config: PublicConfig) {
    if (!window.isSecureContext) {
      console.warn('Not a secure context: sign-in needs HTTPS (or localhost) for Web Crypto.');
    }
    this.userManager = new UserManager({
      authority: config.issuer,
      client_id: config.clientId,
      redirect_uri: absoluteAppUrl('/login-success'),
      post_logout_redirect_uri: absoluteAppUrl('/'),
      response_type: 'code',
      scope: 'openid profile email',
      loadUserInfo: false,
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: TOKEN_REFRESH_MARGIN_SECONDS,
      staleStateAgeInSeconds: LOGIN_STATE_MAX_AGE_SECONDS,
      // Polls the provider's session-status frame every 5 s (SPEC.md section 7) where one is
      // advertised (Keycloak); the embedded provider has none, and the monitor then stays idle.
      monitorSession: true,
      checkSessionIntervalInSeconds: 5,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
      stateStore: new WebStorageStateStore({ store: window.localStorage }),
    });
    // Login state older than an hour is useless and holds a PKCE verifier: drop it.
    void this.userManager.clearStaleState();
    // A renewal already under way when the lock comes must not bring the session back.
    this.userManager.events.addUserLoaded(() => {
      if (this.isLocked) void this.userManager.removeUser();
    });
  }

  /** The router plugs in here so session events move the app without a full reload. */
  setNavigate(navigate: AppNavigate): void {
    this.navigate = navigate;
  }

  async getAccessToken(): Promise<string | undefined> {
    const user = await this.userManager.getUser();
    return user && !user.expired ? user.access_token : undefined;
  }

  /** True while logging out or on the way to sign in: the route guard then waits. */
  get isLeavingPage(): boolean {
    return this.isLeaving;
  }

  async startLogin(options: StartLoginOptions = {}): Promise<void> {
    if (this.isLeaving) return;
    if (!(window.crypto as Crypto | undefined)?.subtle) {
      throw new Error('Web Crypto API is not available.');
    }
    this.lastLoginStartedAt = Date.now();
    this.isLeaving = true;
    const state: SigninState = { returnTo: safeReturnTo(options.returnTo ?? currentAppPath()) };
    try {
      await this.userManager.signinRedirect({
        state,
        prompt: options.prompt,
        login_hint: options.loginHint,
        ui_locales: currentLanguage(),
      });
    } catch (error) {
      this.isLeaving = false;
      throw error;
    }
  }

  /** Called by the API client on every 401 (SPEC.md section 4). */
  handleUnauthorized(error: ApiError): void {
    // After the idle lock, calls still in flight come back 401; signing in from here would skip
    // the password the lock screen asks for.
    if (this.isLocked) return;
    const start = shouldStartLoginAfter401({
      now: Date.now(),
      pageStartedAt: this.pageStartedAt,
      lastLoginStartedAt: this.lastLoginStartedAt,
      errorCode: error.code,
    });
    if (!start) return;
    this.lastLoginStartedAt = Date.now();
    const returnTo = currentAppPath();
    void this.userManager.removeUser().then(() => this.startLogin({ returnTo }));
  }

  markActivity(): void {
    this.lastActivityAt = Date.now();
  }

  /**
   * The idle timeout signs out locally and remembers who it was for the lock screen; signing in
   * again from there asks for the password (prompt=login), so a walk-up user cannot resume.
   */
  async lock(user: User): Promise<void> {
    const { name, email } = summarizeUser(user.profile);
    saveLock({ name, email, returnTo: currentAppPath() });
    setActingMember(null);
    this.isLocked = true;
    this.userManager.stopSilentRenew();
    await this.revokeRefreshToken();
    await this.userManager.removeUser();
    this.navigate('/page-lock-screen');
  }

  /** Ends the provider session too (SPEC.md section 2: Logout). */
  async logout(): Promise<void> {
    // Signing out removes the user before the browser leaves; the guard must not sign in again.
    this.isLeaving = true;
    clearLock();
    setActingMember(null);
    await this.revokeRefreshToken();
    try {
      await this.userManager.signoutRedirect({ post_logout_redirect_uri: absoluteAppUrl('/') });
    } catch (error) {
      this.isLeaving = false;
      throw error;
    }
  }

  private async revokeRefreshToken(): Promise<void> {
    try {
      const metadata = await this.userManager.metadataService.getMetadata();
      if (metadata.revocation_endpoint) await this.userManager.revokeTokens(['refresh_token']);
    } catch {
      // Revocation is best effort: the provider forgets the token when its session ends anyway.
    }
  }
}
