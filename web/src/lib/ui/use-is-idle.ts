import { useEffect, useState } from 'react';

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
