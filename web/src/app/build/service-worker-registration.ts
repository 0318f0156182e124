import { basename } from '#src/lib/auth/app-path.ts';
import { whenRequestsQuiet } from '#src/lib/ui/when-requests-quiet.ts';
import { appUpdate } from './app-update.ts';
import { runningEntryScript } from './build-check.ts';

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

/**
 * A worker installed after this one: offered for "Reload", unless it serves the build this page
 * already runs (the page was loaded after a deploy), which takes over at once: nothing changes.
 */
async function consider(worker: ServiceWorker | null): Promise<void> {
  // Without a controller this is the first worker: it serves this very build, nothing to offer.
  if (!worker || !navigator.serviceWorker.controller) return;
  if ((await buildOf(worker)) === runningEntryScript()) {
    worker.postMessage('skip-waiting');
    return;
  }
  appUpdate.offer(worker);
}

let isRegistered = false;

/** Registers the worker once the page has loaded; no-op in development and old browsers. */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || isRegistered) return;
  isRegistered = true;
  const registration = await navigator.serviceWorker.register(`${basename}/sw.js`, {
    scope: `${basename}/`,
  });
  appUpdate.registered(registration);
  void consider(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') void consider(installing);
    });
  });
}

/**
 * Registers the worker once the page asks for nothing more (`whenRequestsQuiet`): its first
 * install fetches and stores every file of the app, which must not compete with the parts of the
 * page still arriving for a phone's network and cores (issue 19).
 */
export function registerWhenQuiet(): Promise<void> {
  return new Promise((resolve, reject) =>
    whenRequestsQuiet(() => void registerServiceWorker().then(resolve, reject)),
  );
}
