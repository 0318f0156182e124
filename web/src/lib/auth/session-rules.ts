/** Session constants and decisions of SPEC.md sections 4 and 9, pure so they are tested alone. */

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_MARGIN_SECONDS = 30;
export const LOGIN_STATE_MAX_AGE_SECONDS = 60 * 60;
export const LOGIN_THROTTLE_MS = 5_000;
export const PAGE_SETTLE_MS = 5_000;
/** SPEC.md section 9: the session status is polled every 5 s, so an ended session is seen in 10. */
export const SESSION_STATUS_INTERVAL_MS = 5_000;

export type SessionDecision = 'lock' | 'refresh' | 'keep';

export interface SessionFacts {
  now: number;
  lastActivityAt: number;
  timeoutMinutes: number;
  /** Seconds since the epoch, as in the token's `exp`; undefined when unknown. */
  tokenExpiresAt: number | undefined;
}

/** Idle for the whole timeout locks the session; otherwise an expired token is refreshed. */
export function decideSessionCheck(facts: SessionFacts): SessionDecision {
  const idleMinutes = (facts.now - facts.lastActivityAt) / 60_000;
  if (idleMinutes >= facts.timeoutMinutes) return 'lock';
  if (facts.tokenExpiresAt !== undefined && facts.tokenExpiresAt * 1000 <= facts.now) {
    return 'refresh';
  }
  return 'keep';
}

export interface UnauthorizedFacts {
  now: number;
  pageStartedAt: number;
  lastLoginStartedAt: number | undefined;
  errorCode: string | undefined;
}

/**
 * A 401 starts a new sign-in at most once per 5 s, never in the first 5 s of the page (a stale token
 * is being renewed then), and never when the provider already said the user must interact.
 */
export function shouldStartLoginAfter401(facts: UnauthorizedFacts): boolean {
  const code = facts.errorCode?.toLowerCase();
  if (code === 'login_required' || code === 'interaction_required') return false;
  if (facts.now - facts.pageStartedAt < PAGE_SETTLE_MS) return false;
  if (
    facts.lastLoginStartedAt !== undefined &&
    facts.now - facts.lastLoginStartedAt < LOGIN_THROTTLE_MS
  ) {
    return false;
  }
  return true;
}

/**
 * A refresh the token endpoint refused (an OAuth error answer, HTTP 400) means the session is gone,
 * so the stored token is cleared, as is a token whose nonce did not match; a network failure keeps
 * it for the next check.
 */
export function shouldClearAfterRefreshFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ErrorResponse' || (typeof message === 'string' && /nonce/i.test(message));
}
