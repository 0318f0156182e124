import type { ComponentType } from 'react';
import { withTexts } from '#src/lib/i18n/namespace.ts';
import { withLibraries } from '#src/lib/libraries/provider.tsx';

/** SPEC.md section 4 "Builds": a failed chunk load reloads the page, once per path per 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const storageKey = 'portal.chunk-reloads';

export function shouldReloadAfterChunkError(
  lastReloadAt: number | undefined,
  now: number,
): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Import failures as the browsers word them: the old chunk is gone after a new deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|module script failed|Unable to preload|error loading dynamically/i.test(
      error.message,
    )
  );
}

function readReloads(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Reloads unless this path was reloaded for the same reason within the guard time. Never without
 * a network: a reload would show only the browser's offline page in place of one that works (the
 * door's check-in keeps scanning offline).
 */
export function reloadOnceForPath(path = window.location.pathname, now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  const reloads = readReloads();
  if (!shouldReloadAfterChunkError(reloads[path], now)) return false;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...reloads, [path]: now }));
  } catch {
    // Without storage the guard cannot remember: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

/** What a page's route module gives the router (every page is its own chunk). */
export interface PageModule {
  Component: ComponentType;
}

/**
 * Wraps a route module import (with its texts and the libraries it draws with, `withTexts`,
 * `withLibraries`): a chunk that no longer exists reloads the page to get the new build's
 * index.html; a second failure within 10 s reaches the error page instead. Without a network the
 * route gets a page that says so in the shell and loads the page once the network is back
 * (`offline-route.tsx`, kept on the device). A page whose module draws without the libraries
 * (`drawsWithLibraries: false`) does not wait for them: what it loads later comes through them.
 */
export async function importWithReload(
  load: () => Promise<PageModule>,
  { drawsWithLibraries = true } = {},
): Promise<PageModule> {
  const loadPage = () => withTexts(drawsWithLibraries ? withLibraries(load()) : load());
  try {
    return await loadPage();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (reloadOnceForPath()) {
      // The page is going away; keep the router waiting rather than flashing an error.
      return new Promise<PageModule>(() => undefined);
    }
    if (navigator.onLine) throw error;
    const offlineRoute = await import('./offline-route.tsx').catch(() => {
      throw error;
    });
    return offlineRoute.offlinePageModule(loadPage);
  }
}

/**
 * Wraps the import of a part of the page that can wait (the shell's extras), with its texts and
 * the libraries it draws with: a chunk that cannot load because the network is gone is loaded
 * again when it is back, instead of failing the page.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await withTexts(withLibraries(load()));
  } catch (error) {
    if (!isChunkLoadError(error) || navigator.onLine) throw error;
    await new Promise<void>((resolve) => {
      window.addEventListener('online', () => resolve(), { once: true });
    });
    return importWhenOnline(load);
  }
}

/**
 * Vite reports failed preloads of a chunk's dependencies with this event, and also any failure of
 * an `import(...).then(...)` it wrapped whole: a browser that refuses the service worker rejects
 * its registration there. Only a chunk that could not load reloads; the rest is the caller's.
 */
export function listenForPreloadErrors(): () => void {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    if (isChunkLoadError(event.payload) && reloadOnceForPath()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
