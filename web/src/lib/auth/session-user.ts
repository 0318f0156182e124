import type { IdTokenClaims } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { basename } from './app-path.ts';

/**
 * What the app reads of the signed-in user: the OIDC client's `User` has this shape, and so has
 * the user read from the tab's storage before that client is loaded.
 */
export interface SessionUser {
  readonly access_token: string;
  readonly refresh_token?: string;
  /** Seconds since the epoch. */
  readonly expires_at?: number;
  readonly profile: IdTokenClaims;
  /** What the sign-in carried along (the address to return to); only right after the callback. */
  readonly state?: unknown;
  readonly expired: boolean | undefined;
}

/** Where the OIDC client keeps the user (its `WebStorageStateStore` in session storage). */
export const userStorageKey = (config: Pick<PublicConfig, 'issuer' | 'clientId'>) =>
  `oidc.user:${config.issuer}:${config.clientId}`;

/**
 * The user the OIDC client stored in this tab, read without the client (issue 19: it is loaded
 * only when a session has to be started, renewed or ended). Its stored form is JSON.
 */
export function readStoredUser(
  config: Pick<PublicConfig, 'issuer' | 'clientId'>,
): SessionUser | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(userStorageKey(config)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { access_token, refresh_token, expires_at, profile } = stored as Record<string, unknown>;
  if (typeof access_token !== 'string' || typeof profile !== 'object' || profile === null) {
    return null;
  }
  const expiresAt = typeof expires_at === 'number' ? expires_at : undefined;
  return {
    access_token,
    refresh_token: typeof refresh_token === 'string' ? refresh_token : undefined,
    expires_at: expiresAt,
    profile: profile as IdTokenClaims,
    // As the OIDC client computes it: unknown without an expiry, else expired from that second.
    get expired() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(Date.now() / 1000) <= 0;
    },
  };
}

/** The redirect URI with the provider's answer: the sign-in is finished here. */
export function isSigninCallback(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname !== `${basename}/login-success`) return false;
  const params = new URLSearchParams(location.search);
  return Boolean((params.get('code') ?? params.get('error')) && params.get('state'));
}
