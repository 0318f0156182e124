import { useEffect, useState } from 'react';

/**
 * True once the page has loaded (the load event) and the browser then has an idle moment: what
 * waits for it stays out of the first load of /ui/ and its 200 kB budget.
 */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback !== 'function') {
        const timer = setTimeout(() => setIdle(true), 1000);
        cancel = () => clearTimeout(timer);
        return;
      }
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return isIdle;
}
