import type { Role } from '@portal/contracts/roles';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { HttpStatusError } from '../http-status-error.ts';
import { LoadFailed } from '../ui/load-state.tsx';
import { useAuthSession } from './auth-session-context.tsx';
import { useCurrentAccount } from './current-account.ts';
import { readLock } from './lock-store.ts';
import { canAccess, protectedRouteRoles } from './roles.ts';
import { SigninRedirect } from './signin-redirect.tsx';
import { useAuth } from './use-auth.tsx';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="40vh">
      <Loader role="status" aria-label={t('app.loading')} />
    </Center>
  );
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
  children,
}: {
  roles?: readonly Role[];
  children?: ReactNode;
}) {
  const declared = useDeclaredRoles();
  const allowed = roles ?? declared ?? protectedRouteRoles;
  const auth = useAuth();
  const location = useLocation();
  const { t } = useTranslation();
  const session = useAuthSession();
  const account = useCurrentAccount();

  if (!auth.isAuthenticated || !auth.user) {
    if (auth.isLoading || session.isLeavingPage) return <PageLoader />;
    // After an idle lock this tab asks for the password again instead of resuming silently.
    if (readLock()) return <Navigate to="/page-lock-screen" replace />;
    // A session ended elsewhere is not resumed behind the member's back: the page says so.
    const ended = session.pageAfterSessionEnded;
    if (ended) return <Navigate to={ended} replace />;
    return <SigninRedirect returnTo={`${location.pathname}${location.search}${location.hash}`} />;
  }
  if (!account.data) {
    if (!account.isError) return <PageLoader />;
    // A 401 starts a new sign-in by itself (the API client); anything else may pass on a retry.
    return (
      <Center mih="40vh">
        <LoadFailed onRetry={() => void account.refetch()} />
      </Center>
    );
  }
  if (!canAccess(account.data.grants, allowed)) throw new HttpStatusError(403, t('auth.forbidden'));
  return children ?? <Outlet />;
}
