/**
 * Counts attempts per key (a client address, an email) in fixed one-minute windows. An attempt is
 * refused when any of its keys is over the limit, so neither one address trying many emails nor
 * many addresses trying one email get far.
 *
 * The counts live in this process: behind a load balancer each server counts on its own, which
 * multiplies the limit by the number of servers but still stops guessing at scale. The pages need
 * the answer in the handler (to show the message on the form), which is why this is not
 * @fastify/rate-limit's hook.
 */
export class AttemptLimiter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #sweptAt = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records an attempt under every key; answers how long to wait (ms) if one is over the limit. */
  attempt(keys: readonly string[]): { allowed: true } | { allowed: false; retryAfterMs: number } {
    const now = this.now();
    this.#forgetExpired(now);
    let retryAfterMs = 0;
    for (const key of keys) {
      const current = this.#windows.get(key);
      const window =
        current && current.resetAt > now ? current : { count: 0, resetAt: now + this.windowMs };
      window.count += 1;
      this.#windows.set(key, window);
      if (window.count > this.limit) retryAfterMs = Math.max(retryAfterMs, window.resetAt - now);
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  #forgetExpired(now: number): void {
    // A sweep now and then keeps the map to the keys of about one window, without walking it on
    // every attempt.
    if (now - this.#sweptAt < this.windowMs / 4) return;
    this.#sweptAt = now;
    for (const [key, window] of this.#windows) {
      if (window.resetAt <= now) this.#windows.delete(key);
    }
  }
}
