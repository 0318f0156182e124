import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAuth } from 'react-oidc-context';
import { Outlet } from 'react-router';
import { RequireAuth } from '#src/lib/auth/require-auth.tsx';
import { hasKeptData, subscribeToKeptData } from './kept-data.ts';

// Only without a network, and its texts with it: not part of any first load.
const OfflineNotice = lazy(() =>
  import('./kept-notice.tsx').then((module) => ({ default: module.OfflineNotice })),
);
import { useOnline } from './use-online.ts';

/**
 * The guard of the pages kept on the device (My Tickets, the membership card). Online it is the
 * one route guard. Without a network and without a session (a phone opened at the club's door, a
 * token that expired meanwhile) signing in cannot work: the page shows what is kept, or says why
 * there is nothing, rather than failing on the way to the identity provider.
 */
export function RequireAuthOrKept() {
  const auth = useAuth();
  const isOnline = useOnline();
  const hasKept = useSyncExternalStore(subscribeToKeptData, hasKeptData, () => false);
  if (!isOnline && !auth.isAuthenticated && !auth.isLoading) {
    if (hasKept) return <Outlet />;
    return (
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
    );
  }
  return <RequireAuth />;
}
