import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
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

/** Where React Router keeps the pages' scroll positions (`ScrollRestoration`'s `storageKey`). */
export const scrollPositionsKey = 'portal.scroll-positions';

/**
 * A page prerendered whole keeps the place the browser gave it (`KeepFirstPageScrolled`). React
 * Router would restore the position it saved for it too, a change of the router's state right
 * after the app takes the page over, which drew the page once more (35 components on the
 * dashboard, issue 19): that position is forgotten before the app draws. React Router keys a page
 * by its history entry (`history.state.key`), "default" for an entry it did not make.
 */
export function forgetFirstPageScrollPosition(): void {
  try {
    const stored = sessionStorage.getItem(scrollPositionsKey);
    if (!stored) return;
    const positions = JSON.parse(stored) as Record<string, number>;
    const state = window.history.state as { key?: unknown } | null;
    const key = typeof state?.key === 'string' ? state.key : 'default';
    if (!(key in positions)) return;
    const others = Object.entries(positions).filter(([entry]) => entry !== key);
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify(Object.fromEntries(others)));
  } catch {
    // Storage refused (private browsing): React Router then has no position to restore either.
  }
}

/**
 * React Router's scroll restoration sends the first page it draws to its top. The open pages work
 * before the app takes them over (issue 19), so a visitor may have scrolled already, to a form they
 * are typing into: that page stays where they put it. Later pages are React Router's to place.
 */
function KeepFirstPageScrolled() {
  const [scrolledTo] = useState(() => (typeof window === 'undefined' ? 0 : window.scrollY));
  // After React Router's own, which comes first among the layout's children.
  useLayoutEffect(() => {
    if (scrolledTo > 0) window.scrollTo(0, scrolledTo);
  }, [scrolledTo]);
  return null;
}

/** Its own component: the idle moment redraws it alone, not the page below the layout. */
function SessionWatcherWhenIdle() {
  const isIdle = useIsIdle();
  return isIdle ? (
    <Suspense fallback={null}>
      <SessionWatcher />
    </Suspense>
  ) : null;
}

/** Above both layouts: the session rules and scroll restoration. */
export function RootLayout() {
  const session = useAuthSession();
  const navigate = useNavigate();

  useEffect(() => {
    session.setNavigate((path) => navigate(path));
  }, [session, navigate]);

  return (
    <>
      <SessionWatcherWhenIdle />
      <ScrollRestoration storageKey={scrollPositionsKey} />
      <KeepFirstPageScrolled />
      <Outlet />
    </>
  );
}
