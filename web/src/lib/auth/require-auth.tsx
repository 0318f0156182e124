import type { Role } from '@portal/contracts/roles';
import { lazy, type ReactNode, Suspense, useReducer } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { isUnanswered } from '../api-error.ts';
import { HttpStatusError } from '../http-status-error.ts';
import { withLibraries } from '../libraries/provider.tsx';
import { LoadFailed } from '../ui/load-state.tsx';
import { CenteredSpinner, plainClasses } from '../ui/plain.tsx';
import { useAuthSession } from './auth-session-context.tsx';
import { useCurrentAccount } from './current-account.ts';
import { readLock } from './lock-store.ts';
import { allowsEveryRole, canAccess, protectedRouteRoles } from './roles.ts';
import { SigninRedirect } from './signin-redirect.tsx';
import { isPrerenderedState, useAuth } from './use-auth.tsx';

// Only without a network, with its texts: not part of any first load.
const OfflinePageNotice = lazy(() =>
  withLibraries(import('../offline/kept-notice.tsx')).then((module) => ({
    default: module.OfflinePageNotice,
  })),
);

/** What opens without a network, in the page's place; `onRetry` once the network is back. */
export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={plainClasses.centered}>
      <Suspense fallback={<PageLoader />}>
        <OfflinePageNotice onRetry={onRetry} />
      </Suspense>
    </div>
  );
}

export function PageLoader() {
  const { t } = useTranslation();
  return <CenteredSpinner label={t('app.loading')} />;
}

/** The roles the deepest matched route declares in its handle (`handle.roles`), if any. */
function useDeclaredRoles(): readonly Role[] | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const declared = (match.handle as { roles?: readonly Role[] } | undefined)?.roles;
    if (declared) return declared;
  }
  return undefined;
}

/**
 * The one route guard (SPEC.md section 6): a signed-in user with one of the allowed roles passes;
 * anyone else is sent to sign in and comes back to this address, or sees 403 without a role.
 * The roles come from the prop, else the route's declaration, else all three; the user's own are
 * the ones the server read from the token (GET auth/me), asked once and then remembered.
 */
export function RequireAuth({
  roles,
  opensUnanswered = false,
  children,
}: {
  roles?: readonly Role[];
  /** The page opens all the same when the roles' question finds no server (a page kept offline). */
  opensUnanswered?: boolean;
  children?: ReactNode;
}) {
  const declared = useDeclaredRoles();
  const allowed = roles ?? declared ?? protectedRouteRoles;
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  const session = useAuthSession();
  const account = useCurrentAccount();
  // Drawn again when the network is back, to start the sign-in that could not start without it.
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  const page = children ?? <Outlet />;

  // The page prerendered behind the guard, and the app's first render, which hydrates it.
  if (isPrerenderedState(auth)) return page;
  if (!auth.isAuthenticated || !auth.user) {
    if (auth.isLoading || session.isLeavingPage) return <PageLoader />;
    // After an idle lock this tab asks for the password again instead of resuming silently.
    if (readLock()) return <Navigate to="/page-lock-screen" replace />;
    // A session ended elsewhere is not resumed behind the member's back: the page says so.
    const ended = session.pageAfterSessionEnded;
    if (ended) return <Navigate to={ended} replace />;
    // Without a network no sign-in can start (a session that expired at the club's door).
    if (!navigator.onLine) return <OfflinePage onRetry={drawAgain} />;
    return <SigninRedirect returnTo={`${location.pathname}${location.search}${location.hash}`} />;
  }
  if (!account.data) {
    // A page open to every role is drawn while the roles load, as it was prerendered: the roles
    // decide only whether the account has any at all (SPEC.md section 6), and the server answers
    // the page's own calls for the member alone. Without one, the page gives way to 403 below.
    if (!account.isError) return allowsEveryRole(allowed) ? page : <PageLoader />;
    if (opensUnanswered && isUnanswered(account.error)) return page;
    // The answer, or the error again, is drawn from the account's state.
    const retry = () => void account.refetch().catch(() => undefined);
    // Read as the answer failed, not followed: back online, the notice asks again by itself, and
    // the page then replaces it without a failure drawn in between.
    if (!navigator.onLine && isUnanswered(account.error)) return <OfflinePage onRetry={retry} />;
    // A 401 starts a new sign-in by itself (the API client); anything else may pass on a retry.
    return (
      <div className={plainClasses.centered}>
        <LoadFailed onRetry={retry} />
      </div>
    );
  }
  if (!canAccess(account.data.grants, allowed)) throw new HttpStatusError(403, t('auth.forbidden'));
  return page;
}
