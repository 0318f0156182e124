import { act, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from './auth-session.ts';
import type { SessionUser } from './session-user.ts';
import { AuthProvider, type AuthState, loadingAuthState, useAuth } from './use-auth.tsx';

const signedIn: AuthState = {
  isLoading: false,
  isAuthenticated: true,
  user: { profile: { sub: 'dwho' } } as SessionUser,
};
const signedOut: AuthState = { isLoading: false, isAuthenticated: false };

/** The part of the session the provider reads: its state, and word of each change. */
function fakeSession(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const session = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAuthState: () => state,
  } as unknown as AuthSession;
  const change = (next: AuthState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return { session, change };
}

function statesDrawn(session: AuthSession, hydrating: boolean) {
  const seen: AuthState[] = [];
  function Reader() {
    seen.push(useAuth());
    return null;
  }
  render(
    <AuthProvider session={session} hydrating={hydrating}>
      <Reader />
    </AuthProvider>,
  );
  return seen;
}

describe('AuthProvider', () => {
  it('draws a page it does not hydrate with the session at once', () => {
    const { session } = fakeSession(signedIn);
    const seen = statesDrawn(session, false);
    expect(new Set(seen)).toEqual(new Set([signedIn]));
  });

  it('hydrates a prerendered page as it was rendered, then shows the session', () => {
    const { session } = fakeSession(signedIn);
    const seen = statesDrawn(session, true);
    expect(seen[0]).toBe(loadingAuthState);
    expect(seen.at(-1)).toBe(signedIn);
  });

  // Issue 19: a change redraws the pages in a transition, which React renders in slices, not at
  // once in one task as it renders a change of an external store, even inside `flushSync`.
  it('passes a change on as a transition', async () => {
    const { session, change } = fakeSession(signedIn);
    const seen = statesDrawn(session, false);
    let seenRightAfter: AuthState | undefined;
    await act(async () => {
      flushSync(() => change(signedOut));
      seenRightAfter = seen.at(-1);
      await Promise.resolve();
    });
    expect(seenRightAfter).toBe(signedIn);
    expect(seen.at(-1)).toBe(signedOut);
  });
});
