import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type LayoutMode, layoutModeForWidth } from './layout-mode.ts';

function subscribeToWidth(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The sidebar width class of the current window, updated as the window is resized. */
export function useLayoutMode(): LayoutMode {
  // Prerendered as on a phone; the page's first script sets the real width's mode before paint.
  return useSyncExternalStore(
    subscribeToWidth,
    () => layoutModeForWidth(window.innerWidth),
    () => 'overlay',
  );
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
