import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { AuthSession } from './auth-session.ts';
import type { SessionUser } from './session-user.ts';

/** A failed sign-in callback or automatic renewal, as the pages show and judge it. */
export interface AuthError {
  name: string;
  message: string;
  source: 'signinCallback' | 'renewSilent';
}

/** The sign-in state every page reads (`useAuth`), kept by the `AuthSession`. */
export interface AuthState {
  /** True until the stored session is read, or while a sign-in callback is being finished. */
  isLoading: boolean;
  /** A user with an access token that has not expired. */
  isAuthenticated: boolean;
  user?: SessionUser;
  error?: AuthError;
}

/** What a page prerendered at build time shows: the session not read yet. */
export const loadingAuthState: AuthState = { isLoading: true, isAuthenticated: false };

/**
 * Whether a page is drawn as prerendered: at build time, and in the app's first render, which
 * hydrates that page (the page's first script has sent a visitor without a session to sign in).
 */
export const isPrerenderedState = (state: AuthState): boolean => state === loadingAuthState;

export const AuthContext = createContext<AuthState>(loadingAuthState);

/**
 * Hands the session's sign-in state to the pages. A prerendered page is hydrated with the state it
 * was rendered with (`hydrating`), then shows the tab's session. The session's changes reach the
 * pages as a transition, which React renders in slices with the browser free between them: as an
 * external store (`useSyncExternalStore`) they were rendered at once, and the hydrated page's
 * first change, drawing the member's whole page, was one long task on a phone (issue 19).
 */
export function AuthProvider({
  session,
  hydrating = false,
  children,
}: {
  session: AuthSession;
  hydrating?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => (hydrating ? loadingAuthState : session.getAuthState()));
  useEffect(() => {
    const show = () => startTransition(() => setState(session.getAuthState()));
    // What changed since the render: on a hydrated page, the whole session.
    show();
    return session.subscribe(show);
  }, [session]);
  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
