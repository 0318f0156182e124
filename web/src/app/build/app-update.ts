import { basename } from '#src/lib/auth/app-path.ts';
import { runningEntryScript } from './build-check.ts';

/**
 * The service worker (issue 19) and the new version it brings. A new worker waits: the member is
 * offered "Reload" (the update banner), and only then does it take over and the page reload, so
 * nothing is switched under the member. A worker of the build the page already runs (the page was
 * loaded after a deploy) takes over at once: nothing changes for the member.
 */

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Which build a worker serves: it answers with its manifest's entry script. */
function buildOf(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event: MessageEvent<{ entry?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data.entry === 'string' ? event.data.entry : null);
    };
    worker.postMessage('build', [channel.port2]);
  });
}

async function consider(worker: ServiceWorker | null): Promise<void> {
  // Without a controller this is the first worker: it serves this very build, nothing to offer.
  if (!worker || !navigator.serviceWorker.controller) return;
  if ((await buildOf(worker)) === runningEntryScript()) {
    worker.postMessage('skip-waiting');
    return;
  }
  waiting = worker;
  emit();
}

export const appUpdate = {
  isWaiting: (): boolean => waiting !== null,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The member's "Reload": the waiting worker takes over, then the page loads the new build. */
  apply: (): void => {
    const worker = waiting;
    if (!worker) {
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    worker.postMessage('skip-waiting');
  },
};

let registration: ServiceWorkerRegistration | null = null;

/** Registers the worker once the page has loaded; no-op in development and old browsers. */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || registration) return;
  registration = await navigator.serviceWorker.register(`${basename}/sw.js`, {
    scope: `${basename}/`,
  });
  const found = registration;
  void consider(found.waiting);
  found.addEventListener('updatefound', () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') void consider(installing);
    });
  });
}

/** The hourly look for a new build (SPEC.md section 4) also asks for a new worker. */
export async function checkForNewWorker(): Promise<void> {
  await registration?.update();
}
