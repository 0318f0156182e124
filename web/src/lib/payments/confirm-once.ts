/**
 * Hands a payment return to the server once per token and page, even when React runs an effect
 * twice (StrictMode) or the component mounts again: later callers get the same promise. The
 * server is idempotent too, so a reload that calls again shows the same outcome.
 */
export function createOnceGuard<Result>() {
  const calls = new Map<string, Promise<Result>>();
  return {
    run(key: string, call: () => Promise<Result>): Promise<Result> {
      const existing = calls.get(key);
      if (existing) return existing;
      const started = call();
      calls.set(key, started);
      // A failed call may be tried again (the "try again" button), so it is not remembered.
      started.catch(() => calls.delete(key));
      return started;
    },
    forget(key: string): void {
      calls.delete(key);
    },
  };
}
