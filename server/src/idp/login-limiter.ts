import { createHash } from 'node:crypto';
import type { SqlClient } from '#src/db/client.ts';
import { countHits } from '#src/lib/limit-windows.ts';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts attempts per key (a client address, an email) in fixed one-minute windows. An attempt is
 * refused when any of its keys is over the limit, so neither one address trying many emails nor
 * many addresses trying one email get far.
 *
 * Counted in the database (limit-windows.ts), so every server on one PostgreSQL counts the same
 * attempts: behind a load balancer, guessing a password gets no further with more servers. The
 * pages need the answer in the handler (to show the message on the form), which is why this is not
 * @fastify/rate-limit's hook.
 */
export class AttemptLimiter {
  constructor(
    private readonly sql: SqlClient,
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records an attempt under every key; answers how long to wait (ms) if one is over the limit. */
  async attempt(keys: readonly string[]): Promise<AttemptVerdict> {
    const counts = await countHits(this.sql, keys.map(storedKey), this.windowMs);
    const over = counts.filter((count) => count.hits > this.limit);
    if (over.length === 0) return { allowed: true };
    // A window that ends in this very millisecond still asks for a moment's wait.
    return { allowed: false, retryAfterMs: Math.max(1, ...over.map((count) => count.ttlMs)) };
  }
}

/**
 * Emails are personal data: the table keeps a digest of each key, which counts the same. The
 * prefix keeps these apart from the request limits' keys (a method and a path).
 */
export function storedKey(key: string): string {
  return `attempt ${createHash('sha256').update(key).digest('base64url')}`;
}
