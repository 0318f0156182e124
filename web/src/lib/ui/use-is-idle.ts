import { startTransition, useEffect, useState } from 'react';
import { withTexts } from '../i18n/namespace.ts';
import { withLibraries } from '../libraries/provider.tsx';

/** The longest the first view holds back what waits for an idle moment. */
const maxHoldMs = 5000;

/** What the first view waits for: idle work starts after it (`holdIdleUntil`). */
let firstView: Promise<unknown> = Promise.resolve();

/**
 * What waits for an idle moment waits for `done` too (at most 5 s): the page's first view gets a
 * phone's bandwidth and main thread before what can come later. Without it, the idle moment came
 * while the first view was still waiting for the network, since the load event comes before the
 * app's scripts are asked for. The answer lets go of the hold sooner (a part gone meanwhile holds
 * nothing back).
 */
export function holdIdleUntil(done: Promise<unknown>): () => void {
  let release = () => {};
  const held = Promise.race([
    done.catch(() => undefined),
    new Promise<void>((resolve) => {
      release = resolve;
      setTimeout(resolve, maxHoldMs);
    }),
  ]);
  firstView = Promise.all([firstView, held]);
  return release;
}

/**
 * Calls back once the page has loaded (the load event), the first view is there
 * (`holdIdleUntil`) and the browser then has an idle moment; returns a cancel function. What
 * waits for it stays out of the first load (issue 19).
 */
export function whenIdle(callback: () => void): () => void {
  let isCancelled = false;
  let cancel = () => {};
  // A hold added meanwhile (a part drawn with the first view asks for its data) is waited for too.
  const afterFirstView = () => {
    const held = firstView;
    void held.then(() => {
      if (isCancelled) return;
      if (held !== firstView) afterFirstView();
      else cancel = nextIdleMoment(() => (held === firstView ? callback() : afterFirstView()));
    });
  };
  if (document.readyState === 'complete') afterFirstView();
  else window.addEventListener('load', afterFirstView, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', afterFirstView);
    cancel();
  };
}

/**
 * Resolves once the browser has shown the frame being prepared: for work that must not come
 * before what the member sees first (in Lighthouse's model, everything asked for before the
 * largest paint is paid for before it). The frame's own callback runs before it is drawn, and a
 * task after that one still comes before the frame is on the screen: the next frame's callback
 * comes after it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** The browser's next idle moment (a second later where it cannot tell); returns a cancel function. */
function nextIdleMoment(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }
  const id = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback(id);
}

/** True once the page has loaded and the browser then had an idle moment (`whenIdle`). */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle;
}

const loadedModules = new Map<() => Promise<unknown>, unknown>();

/**
 * A module for a part drawn after the page, loaded with its texts once the browser is idle
 * (`whenIdle`); undefined until then. Not `lazy` in a Suspense boundary: React holds back showing
 * a part that suspended until 300 ms after any part's fallback last appeared (its throttle), and
 * the part's own requests go out only once it is shown. Here the part is drawn when its module is
 * here, at once. `load` is a module-level function: the module it loaded is kept by it. Nothing
 * loads while `isWanted` is false (a part only a signed-in member sees).
 */
export function useModuleWhenIdle<T>(load: () => Promise<T>, isWanted = true): T | undefined {
  return useModule(load, isWanted, whenIdle);
}

/**
 * As `useModuleWhenIdle`, but loaded as soon as it is wanted: for a part the member is about to
 * see first, whose module the app may have asked for already at start-up.
 */
export function useModuleAtOnce<T>(load: () => Promise<T>, isWanted = true): T | undefined {
  return useModule(load, isWanted, atOnce);
}

const atOnce = (callback: () => void) => {
  callback();
  return () => {};
};

function useModule<T>(
  load: () => Promise<T>,
  isWanted: boolean,
  schedule: (callback: () => void) => () => void,
): T | undefined {
  const [loaded, setLoaded] = useState(() => loadedModules.get(load) as T | undefined);
  useEffect(() => {
    if (loaded !== undefined || !isWanted) return;
    let isCurrent = true;
    const cancel = schedule(() => {
      withTexts(withLibraries(load())).then(
        (module) => {
          loadedModules.set(load, module);
          // Drawn in a transition, which React renders in slices between the browser's other
          // work: a part arriving is not a long task on a phone.
          if (isCurrent) startTransition(() => setLoaded(() => module));
        },
        (error: unknown) => {
          // To the page's error boundary, as a part that failed to load under `lazy` would.
          if (isCurrent)
            setLoaded(() => {
              throw error;
            });
        },
      );
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [load, loaded, isWanted, schedule]);
  return loaded;
}
