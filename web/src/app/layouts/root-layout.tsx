import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { SessionWatcher } from '#src/lib/auth/session-watcher.tsx';

/** Above both layouts: the session rules and scroll restoration. */
export function RootLayout() {
  const session = useAuthSession();
  const navigate = useNavigate();

  useEffect(() => {
    session.setNavigate((path) => navigate(path));
  }, [session, navigate]);

  return (
    <>
      <SessionWatcher />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
