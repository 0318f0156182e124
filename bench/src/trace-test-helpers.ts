import type { TraceEvent } from './main-thread.ts';

/** The page's renderer main thread in the tests' made-up traces. */
export const pageThread = { pid: 7, tid: 1 };

/** A complete event of the page's main thread, in ms (the trace counts µs). */
export function traceEvent(
  name: string,
  startMs: number,
  lengthMs: number,
  url?: string,
): TraceEvent {
  return {
    name,
    ph: 'X',
    ts: startMs * 1000,
    dur: lengthMs * 1000,
    ...pageThread,
    ...(url ? { args: { data: { url } } } : {}),
  };
}
