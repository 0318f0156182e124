import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fullQuery, type LayoutMode, overlayQuery } from './layout-mode.ts';

/*
 * Asked of media queries, as the page's first script does: on a phone (a page with a viewport)
 * reading the window's width lays the page out there and then, and React asks on every render and
 * again as it commits, so the app's first page paid a forced layout each time.
 */
let queries: { overlay: MediaQueryList; full: MediaQueryList } | undefined;
function mediaQueries() {
  return (queries ??= { overlay: matchMedia(overlayQuery), full: matchMedia(fullQuery) });
}

function currentMode(): LayoutMode {
  const { overlay, full } = mediaQueries();
  if (overlay.matches) return 'overlay';
  return full.matches ? 'full' : 'mini';
}

function subscribeToMode(onChange: () => void) {
  const { overlay, full } = mediaQueries();
  overlay.addEventListener('change', onChange);
  full.addEventListener('change', onChange);
  return () => {
    overlay.removeEventListener('change', onChange);
    full.removeEventListener('change', onChange);
  };
}

/** The sidebar width class of the current window, updated as the window is resized. */
export function useLayoutMode(): LayoutMode {
  // Prerendered as on a phone; the page's first script sets the real width's mode before paint.
  return useSyncExternalStore(subscribeToMode, currentMode, () => 'overlay');
}

/*
 * Open or closed is shared by the whole app (SPEC.md section 4 "Shell"). `null` means the user has
 * not chosen since the width class last changed: open when docked full, closed otherwise.
 */
let choice: boolean | null = null;
const listeners = new Set<() => void>();
const setChoice = (next: boolean | null) => {
  choice = next;
  for (const listener of listeners) listener();
};

export function useSidebar() {
  const mode = useLayoutMode();
  const stored = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => choice,
    () => null,
  );
  useEffect(() => setChoice(null), [mode]);
  const isOpen = stored ?? mode === 'full';
  const toggle = useCallback(() => setChoice(!isOpen), [isOpen]);
  const close = useCallback(() => setChoice(false), []);
  return { mode, isOpen, toggle, close };
}
