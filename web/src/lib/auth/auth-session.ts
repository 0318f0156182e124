import type { UserManager } from 'oidc-client-ts';
import type { ApiError } from '../api-error.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { forgetKeptDataAtSignOut } from '../offline/kept-data.ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { absoluteAppUrl, currentAppPath } from './app-path.ts';
import { setActingMember } from './acting-member.ts';
import { clearLock, saveLock } from './lock-store.ts';
import type { SigninState } from './return-to.ts';
import { safeReturnTo } from './return-to.ts';
import {
  SESSION_STATUS_INTERVAL_MS,
  shouldClearAfterRefreshFailure,
  shouldStartLoginAfter401,
} from './session-rules.ts';
import { isSigninCallback, readStoredUser, type SessionUser } from './session-user.ts';
import type { AuthError, AuthState } from './use-auth.tsx';
import { summarizeUser } from './user-names.ts';
import { whenIdle } from '../ui/use-is-idle.ts';

export interface StartLoginOptions {
  returnTo?: string;
  /** 'login' forces the password again (after an idle lock); 'create' opens registration. */
  prompt?: 'login' | 'create';
  loginHint?: string;
  /**
   * The page only leads to the sign-in (a page behind it, /page-login): the provider's page takes
   * its place in the history, so Back from there passes it instead of signing in again.
   */
  replacesPage?: boolean;
}

/** SPEC.md section 8's words for a browser without Web Crypto: a sign-in cannot start there. */
export const webCryptoMissing = 'Web Crypto API is not available.';

/** Settles when the new page is shown (its chunk loaded), where the router can tell. */
export type AppNavigate = (path: string) => void | Promise<void>;

const signedOutMessage = 'signed-out';

/**
 * How long before the tokens expire the OIDC client is loaded to renew them (`start`): its own
 * 30 s, and room for a timer of a busy phone or a tab in the background that fires late.
 */
export const clientLeadSeconds = 120;

const stateOf = (user: SessionUser | null): AuthState => ({
  isLoading: false,
  isAuthenticated: user !== null && !user.expired,
  user: user ?? undefined,
});

function authError(source: AuthError['source'], error: unknown): AuthError {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  return { name, message, source };
}

/**
 * Everything sign-in related that is not React: the sign-in state the pages read (`useAuth`), the
 * OIDC client, the 401 rule, the idle lock and logout. One instance per page, created at start-up
 * from the public configuration. The state is read from the tab's storage; the OIDC client is
 * loaded only to start, finish, renew or end a session (issue 19: public pages need none of it).
 */
export class AuthSession {
  private manager: Promise<UserManager> | undefined;
  private authState: AuthState;
  private readonly listeners = new Set<() => void>();
  readonly pageStartedAt = Date.now();
  lastActivityAt = Date.now();
  private lastLoginStartedAt: number | undefined;
  /** Set once the page is about to leave for the provider, so nothing starts a second trip. */
  private isLeaving = false;
  /**
   * Set when this tab's session ended here (the idle lock, a session ended elsewhere): until the
   * member signs in again from the page that says so, nothing brings the session back.
   */
  private hasEnded = false;
  private endedPage: string | null = null;
  private navigate: AppNavigate = (path) => window.location.assign(absoluteAppUrl(path));

  constructor(readonly config: PublicConfig) {
    if (!window.isSecureContext) {
      console.warn('Not a secure context: sign-in needs HTTPS (or localhost) for Web Crypto.');
    }
    this.authState = isSigninCallback(window.location)
      ? { isLoading: true, isAuthenticated: false }
      : stateOf(readStoredUser(config));
    // Every tab keeps its own tokens (session storage): signing out in one tells the others.
    this.tabs?.addEventListener('message', (event: MessageEvent) => {
      if (event.data === signedOutMessage) void this.endedElsewhere();
    });
    // The back/forward cache brings a page back as it was left: on its way to the provider (Back
    // after Log out), where it would wait for ever. Loaded anew, it starts from the session now.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && this.isLeaving) window.location.reload();
    });
  }

  private readonly tabs =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel('portal.session') : null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getAuthState = (): AuthState => this.authState;

  /** The signed-in member's subject at the provider, which their kept copies are kept under. */
  private signedInSubject(): string | undefined {
    const subject = (this.authState.user ?? readStoredUser(this.config))?.profile.sub;
    return typeof subject === 'string' ? subject : undefined;
  }

  private setAuthState(state: AuthState): void {
    this.authState = state;
    for (const listener of this.listeners) listener();
  }

  /**
   * Called once at start-up: finishes a sign-in on its callback page, or, where a session is kept,
   * loads the OIDC client in time to renew the tokens: once the page is idle, but not before
   * `clientLeadSeconds` ahead of the tokens' expiry. The client renews them 30 s before it; until
   * then a page needs it only to sign out or in, which load it then. Loaded with every page, it
   * kept the main thread about 80 ms longer in the dashboard's first seconds (issue 19).
   */
  start(): void {
    if (isSigninCallback(window.location)) void this.finishSignin();
    else if (this.authState.user) {
      // Without a network the client may not load: the stored session serves the kept pages.
      const resumeWhenIdle = () =>
        whenIdle(() => void this.resume().catch((error: unknown) => console.warn(error)));
      const expiresAt = this.authState.user.expires_at;
      const dueInMs =
        expiresAt === undefined ? 0 : (expiresAt - clientLeadSeconds) * 1000 - Date.now();
      if (dueInMs > 0) setTimeout(resumeWhenIdle, dueInMs);
      else resumeWhenIdle();
    }
  }

  /** The OIDC client, loaded on first use. */
  userManager(): Promise<UserManager> {
    if (this.manager) return this.manager;
    const loading = import('./user-manager.ts').then(({ createUserManager }) =>
      createUserManager(this.config, {
        onUserLoaded: (user) => {
          // A renewal already under way when the lock comes must not bring the session back.
          if (this.hasEnded) void this.removeUser();
          else this.setAuthState(stateOf(user));
        },
        onUserUnloaded: () =>
          this.setAuthState({ ...this.authState, isAuthenticated: false, user: undefined }),
        onRenewError: (error) => {
          // Automatic renewal runs 30 s before expiry; a refusal by the provider ends the session.
          console.warn('Automatic token renewal failed.', error);
          this.setAuthState({ ...this.authState, error: authError('renewSilent', error) });
          if (shouldClearAfterRefreshFailure(error)) void this.removeUser();
        },
      }),
    );
    // A load that failed (no network) is tried again when the client is next needed.
    loading.catch(() => {
      if (this.manager === loading) this.manager = undefined;
    });
    this.manager = loading;
    return loading;
  }

  async removeUser(): Promise<void> {
    await (await this.userManager()).removeUser();
  }

  private async finishSignin(): Promise<void> {
    try {
      const manager = await this.userManager();
      const user = await manager.signinCallback();
      this.setAuthState(stateOf(user ?? (await manager.getUser())));
    } catch (error) {
      this.setAuthState({
        ...this.authState,
        isLoading: false,
        error: authError('signinCallback', error),
      });
      // A callback with a wrong nonce or state leaves nothing usable behind: clear it.
      if (shouldClearAfterRefreshFailure(error)) await this.removeUser();
    }
  }

  private async resume(): Promise<void> {
    // Reading the user starts the client's timer that renews the tokens before they expire.
    const user = await (await this.userManager()).getUser();
    if (user?.access_token !== this.authState.user?.access_token) this.setAuthState(stateOf(user));
  }

  /** The router plugs in here so session events move the app without a full reload. */
  setNavigate(navigate: AppNavigate): void {
    this.navigate = navigate;
  }

  getAccessToken(): Promise<string | undefined> {
    const user = readStoredUser(this.config);
    return Promise.resolve(user && !user.expired ? user.access_token : undefined);
  }

  /** Where the route guard sends this tab after its session ended here, rather than sign in. */
  get pageAfterSessionEnded(): string | null {
    return this.endedPage;
  }

  /** True while logging out or on the way to sign in: the route guard then waits. */
  get isLeavingPage(): boolean {
    return this.isLeaving;
  }

  async startLogin(options: StartLoginOptions = {}): Promise<void> {
    if (this.isLeaving) return;
    if (!(window.crypto as Crypto | undefined)?.subtle) {
      throw new Error(webCryptoMissing);
    }
    this.lastLoginStartedAt = Date.now();
    this.isLeaving = true;
    const state: SigninState = { returnTo: safeReturnTo(options.returnTo ?? currentAppPath()) };
    try {
      await (
        await this.userManager()
      ).signinRedirect({
        state,
        prompt: options.prompt,
        login_hint: options.loginHint,
        ui_locales: currentLanguage(),
        redirectMethod: options.replacesPage ? 'replace' : 'assign',
      });
    } catch (error) {
      this.isLeaving = false;
      throw error;
    }
  }

  /** Called by the API client on every 401 (SPEC.md section 4). */
  handleUnauthorized(error: ApiError): void {
    // After the idle lock or a session ended elsewhere, calls still in flight come back 401;
    // signing in from here would skip the password the lock screen asks for, or sign in again
    // at a provider session that is still being closed.
    if (this.hasEnded) return;
    const start = shouldStartLoginAfter401({
      now: Date.now(),
      pageStartedAt: this.pageStartedAt,
      lastLoginStartedAt: this.lastLoginStartedAt,
      errorCode: error.code,
    });
    if (!start) return;
    this.lastLoginStartedAt = Date.now();
    const returnTo = currentAppPath();
    void this.removeUser().then(() => this.startLogin({ returnTo }));
  }

  markActivity(): void {
    this.lastActivityAt = Date.now();
  }

  /**
   * The idle timeout signs out locally and remembers who it was for the lock screen; signing in
   * again from there asks for the password (prompt=login), so a walk-up user cannot resume.
   */
  async lock(user: SessionUser): Promise<void> {
    const { name, email } = summarizeUser(user.profile);
    saveLock({ name, email, returnTo: currentAppPath() });
    setActingMember(null);
    this.hasEnded = true;
    (await this.userManager()).stopSilentRenew();
    await this.revokeRefreshToken();
    await this.removeUser();
    await this.navigate('/page-lock-screen');
  }

  /**
   * Ends the provider session too (SPEC.md section 2: Logout), without a question there: the ID
   * token of this session goes along as `id_token_hint`. The other tabs sign out with it.
   */
  async logout(): Promise<void> {
    // Signing out removes the user before the browser leaves; the guard must not sign in again.
    this.isLeaving = true;
    clearLock();
    setActingMember(null);
    // Nothing personal stays on the device once its member signed out (issue 19).
    forgetKeptDataAtSignOut(this.signedInSubject());
    this.tabs?.postMessage(signedOutMessage);
    await this.revokeRefreshToken();
    try {
      // oidc-client-ts sends the stored user's ID token as the hint.
      await (
        await this.userManager()
      ).signoutRedirect({
        post_logout_redirect_uri: absoluteAppUrl('/'),
      });
    } catch {
      // The provider is out of reach (no network): signed out on this device all the same, and
      // its session is ended before the next sign-in here (`pending-sign-out.ts`).
      this.isLeaving = false;
    }
  }

  /**
   * The session ended somewhere else: Log out in another tab, or the provider's session is gone
   * (a password reset, a sign-out in another window). This tab forgets its tokens and says so
   * rather than signing in again at once, which could meet a provider session still closing.
   */
  async endedElsewhere(): Promise<void> {
    if (this.isLeaving || this.hasEnded || !readStoredUser(this.config)) return;
    await this.forgetSessionOn(`/signed-out?returnTo=${encodeURIComponent(currentAppPath())}`);
  }

  /**
   * Forgets this tab's tokens and shows an open page that says why; a guarded page still on the
   * screen sends the browser there too (`pageAfterSessionEnded`), not to sign in.
   */
  private async forgetSessionOn(path: string): Promise<void> {
    this.hasEnded = true;
    this.endedPage = path;
    setActingMember(null);
    forgetKeptDataAtSignOut(this.signedInSubject());
    (await this.userManager()).stopSilentRenew();
    await this.removeUser();
    await this.navigate(path);
  }

  /**
   * The member deleted their account: the provider's session went with it, so there is nothing to
   * sign out of there. This tab and the others forget their tokens; the page says it is done.
   */
  async accountDeleted(): Promise<void> {
    clearLock();
    this.tabs?.postMessage(signedOutMessage);
    await this.forgetSessionOn('/account-deleted');
  }

  /** Whether the provider still holds the session this tab signed in with (embedded only). */
  async isSessionActiveAtProvider(): Promise<boolean> {
    const url = this.config.sessionStatusUrl;
    const user = readStoredUser(this.config);
    const sid = user?.profile.sid;
    if (!url || !user || typeof sid !== 'string') return true;
    try {
      const response = await fetch(`${url}?${new URLSearchParams({ sid }).toString()}`, {
        credentials: 'same-origin',
        cache: 'no-store',
        signal: AbortSignal.timeout(SESSION_STATUS_INTERVAL_MS),
      });
      if (!response.ok) return true;
      const body = (await response.json()) as { active?: unknown };
      return body.active !== false;
    } catch {
      // Offline or the server restarting: the session is not known to have ended.
      return true;
    }
  }

  private async revokeRefreshToken(): Promise<void> {
    try {
      const manager = await this.userManager();
      const metadata = await manager.metadataService.getMetadata();
      if (metadata.revocation_endpoint) await manager.revokeTokens(['refresh_token']);
    } catch {
      // Revocation is best effort: the provider forgets the token when its session ends anyway.
    }
  }
}
