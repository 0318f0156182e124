import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { useIsIdle } from '#src/lib/ui/use-is-idle.ts';

// Its checks run every few seconds at the earliest, so they need not be in the first load (issue
// 19): the watcher starts once the page has loaded and the browser is idle.
const SessionWatcher = lazy(() =>
  import('#src/lib/auth/session-watcher.tsx').then((module) => ({
    default: module.SessionWatcher,
  })),
);

/** Above both layouts: the session rules and scroll restoration. */
export function RootLayout() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const isIdle = useIsIdle();

  useEffect(() => {
    session.setNavigate((path) => navigate(path));
  }, [session, navigate]);

  return (
    <>
      {isIdle && (
        <Suspense fallback={null}>
          <SessionWatcher />
        </Suspense>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
