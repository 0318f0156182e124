import { describe, expect, it } from 'vitest';
import {
  decideSessionCheck,
  SESSION_STATUS_INTERVAL_MS,
  shouldClearAfterRefreshFailure,
  shouldStartLoginAfter401,
} from './session-rules.ts';

const minute = 60_000;

describe('the session status poll', () => {
  it('asks every 5 s (SPEC.md section 9), so a session ended elsewhere is seen within 10', () => {
    expect(SESSION_STATUS_INTERVAL_MS).toBe(5_000);
  });
});

describe('decideSessionCheck', () => {
  const now = 1_000 * minute;
  const fresh = now / 1000 + 300;

  it('locks when idle for the whole timeout', () => {
    expect(
      decideSessionCheck({
        now,
        lastActivityAt: now - 30 * minute,
        timeoutMinutes: 30,
        tokenExpiresAt: fresh,
      }),
    ).toBe('lock');
    expect(
      decideSessionCheck({
        now,
        lastActivityAt: now - 29.9 * minute,
        timeoutMinutes: 30,
        tokenExpiresAt: fresh,
      }),
    ).toBe('keep');
  });

  it('refreshes an expired token of an active user', () => {
    expect(
      decideSessionCheck({
        now,
        lastActivityAt: now,
        timeoutMinutes: 30,
        tokenExpiresAt: now / 1000 - 1,
      }),
    ).toBe('refresh');
    expect(
      decideSessionCheck({
        now,
        lastActivityAt: now,
        timeoutMinutes: 30,
        tokenExpiresAt: undefined,
      }),
    ).toBe('keep');
  });

  it('prefers the lock over a refresh', () => {
    expect(
      decideSessionCheck({ now, lastActivityAt: 0, timeoutMinutes: 30, tokenExpiresAt: 0 }),
    ).toBe('lock');
  });
});

describe('shouldStartLoginAfter401', () => {
  const pageStartedAt = 100_000;

  it('waits for the first 5 seconds of the page', () => {
    const base = { pageStartedAt, lastLoginStartedAt: undefined, errorCode: undefined };
    expect(shouldStartLoginAfter401({ ...base, now: pageStartedAt + 4_999 })).toBe(false);
    expect(shouldStartLoginAfter401({ ...base, now: pageStartedAt + 5_000 })).toBe(true);
  });

  it('starts at most once per 5 seconds', () => {
    const base = {
      pageStartedAt,
      errorCode: undefined,
      lastLoginStartedAt: pageStartedAt + 10_000,
    };
    expect(shouldStartLoginAfter401({ ...base, now: pageStartedAt + 14_999 })).toBe(false);
    expect(shouldStartLoginAfter401({ ...base, now: pageStartedAt + 15_000 })).toBe(true);
  });

  it.each(['login_required', 'interaction_required', 'LOGIN_REQUIRED'])(
    'never starts on %s',
    (errorCode) => {
      expect(
        shouldStartLoginAfter401({
          now: pageStartedAt + 60_000,
          pageStartedAt,
          lastLoginStartedAt: undefined,
          errorCode,
        }),
      ).toBe(false);
    },
  );
});

describe('shouldClearAfterRefreshFailure', () => {
  it('clears when the token endpoint refused (HTTP 400) or the nonce was wrong', () => {
    const refused = Object.assign(new Error('grant request is invalid'), { name: 'ErrorResponse' });
    expect(shouldClearAfterRefreshFailure(refused)).toBe(true);
    expect(
      shouldClearAfterRefreshFailure(
        new Error('nonce in id_token does not match nonce in client storage'),
      ),
    ).toBe(true);
    expect(shouldClearAfterRefreshFailure({ name: 'Error', message: 'nonce mismatch' })).toBe(true);
  });

  it('keeps the token after a network failure', () => {
    expect(shouldClearAfterRefreshFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldClearAfterRefreshFailure('offline')).toBe(false);
  });
});
