import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { absoluteAppUrl } from './app-path.ts';
import {
  LOGIN_STATE_MAX_AGE_SECONDS,
  SESSION_STATUS_INTERVAL_MS,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from './session-rules.ts';

/**
 * The OIDC client's settings, shared by the app's session and the small sign-in start that a
 * signed-out visitor of a page behind the sign-in loads instead of the app (issue 19): the
 * callback page must find the sign-in's state where the session looks for it.
 */
export function userManagerSettings(config: PublicConfig): UserManagerSettings {
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: absoluteAppUrl('/login-success'),
    post_logout_redirect_uri: absoluteAppUrl('/'),
    response_type: 'code',
    scope: 'openid profile email',
    // An external provider may put name and email only in userinfo (LemonLDAP::NG does unless
    // told otherwise): asked after each sign-in and renewal, its claims join the ID token's.
    loadUserInfo: config.loadUserInfo,
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_REFRESH_MARGIN_SECONDS,
    staleStateAgeInSeconds: LOGIN_STATE_MAX_AGE_SECONDS,
    // Polls the provider's session-status frame every 5 s (SPEC.md section 7) where one is
    // advertised (Keycloak); the embedded provider has none, and its session-status endpoint
    // is polled instead (`SessionWatcher`), against the `sid` asked for in the ID token.
    monitorSession: true,
    checkSessionIntervalInSeconds: SESSION_STATUS_INTERVAL_MS / 1000,
    extraQueryParams: config.sessionStatusUrl
      ? { claims: JSON.stringify({ id_token: { sid: null } }) }
      : {},
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}
