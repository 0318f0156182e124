import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Outlet } from 'react-router';
import { RequireAuth } from '#src/lib/auth/require-auth.tsx';
import { withLibraries } from '#src/lib/libraries/provider.tsx';
import { hasKeptData, subscribeToKeptData } from './kept-data.ts';

// Only without a network, and its texts with it: not part of any first load.
const OfflineNotice = lazy(() =>
  withLibraries(import('./kept-notice.tsx')).then((module) => ({ default: module.OfflineNotice })),
);
import { useOnline } from './use-online.ts';

/**
 * The guard of the pages kept on the device (My Tickets, the membership card). Online it is the
 * one route guard. Without a network and without a session (a phone opened at the club's door, a
 * token that expired meanwhile) signing in cannot work: the page shows what is kept, or says why
 * there is nothing, rather than failing on the way to the identity provider. Signed in, the guard
 * asks the server for the member's roles; when that finds no server, the page opens all the same
 * (it is every member's) and shows only the signed-in member's kept copy.
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
  return <RequireAuth opensUnanswered />;
}
