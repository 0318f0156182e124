import { useEffect, useState } from 'react';
import { withTexts } from '../i18n/namespace.ts';

/**
 * Calls back once the page has loaded (the load event) and the browser then has an idle moment;
 * returns a cancel function. What waits for it stays out of the first load (issue 19).
 */
export function whenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const onIdle = () => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(callback, 1000);
      cancel = () => clearTimeout(timer);
      return;
    }
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    cancel = () => window.cancelIdleCallback(id);
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    window.removeEventListener('load', onIdle);
    cancel();
  };
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
      withTexts(load()).then(
        (module) => {
          loadedModules.set(load, module);
          if (isCurrent) setLoaded(() => module);
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
