/**
 * The new version the service worker brings (issue 19). A new worker waits: the member is offered
 * "Reload" (the update banner), and only then does it take over and the page reload, so nothing is
 * switched under the member. The registration itself (service-worker-registration.ts) loads once
 * the page is idle; this, which the banner needs, is all the first load carries.
 */

let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const appUpdate = {
  isWaiting: (): boolean => waiting !== null,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A worker of another build is installed and waits for the member's "Reload". */
  offer: (worker: ServiceWorker): void => {
    waiting = worker;
    emit();
  },
  registered: (found: ServiceWorkerRegistration): void => {
    registration = found;
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

/** The hourly look for a new build (SPEC.md section 4) also asks for a new worker. */
export async function checkForNewWorker(): Promise<void> {
  await registration?.update();
}
