import type { Language } from '@portal/contracts/language';

/**
 * A page's first date formatter loads the browser's date patterns and time zone rules: 40 to
 * 110 ms of the main thread on a phone-class CPU, in the middle of drawing the first dates (the
 * dashboard's events). The browser keeps what it loaded for every thread of the page, so a worker
 * that formats first takes that wait off the main thread. It ends once it has.
 */
export function warmUpDateFormats(language: Language): void {
  try {
    new Worker(new URL('./date-formats-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    }).postMessage(language);
  } catch {
    // The page's first dates are then formatted on the main thread, as without the worker.
  }
}
