/** How long the page asks for nothing before it counts as quiet (`whenRequestsQuiet`). */
export const quietAfterMs = 3000;
/** The longest `whenRequestsQuiet` waits: a page that keeps asking is left to it. */
export const quietAtMostAfterMs = 30_000;

/**
 * Calls back once no request of the page has ended for `quietAfterMs` (at most
 * `quietAtMostAfterMs` later); returns a cancel function. For a chore of the app the member does
 * not wait for, which would otherwise share a phone's network and cores with the parts of a page
 * still arriving: an idle moment comes between them.
 */
export function whenRequestsQuiet(callback: () => void): () => void {
  if (typeof PerformanceObserver !== 'function') {
    const timer = setTimeout(callback, quietAfterMs);
    return () => clearTimeout(timer);
  }
  let quiet = setTimeout(done, quietAfterMs);
  const latest = setTimeout(done, quietAtMostAfterMs);
  const requests = new PerformanceObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietAfterMs);
  });
  requests.observe({ type: 'resource' });
  function stop() {
    clearTimeout(quiet);
    clearTimeout(latest);
    requests.disconnect();
  }
  function done() {
    stop();
    callback();
  }
  return stop;
}
