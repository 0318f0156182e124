import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { createTestDatabase } from '#src/test/database.ts';
import { requestLimitStore } from './request-limit-store.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** A route's store on one server, made as the plugin makes it (its parameters with `routeInfo`). */
const storeOf = (url: string) =>
  new (requestLimitStore(database))({}).child({
    routeInfo: { method: 'POST', url },
  } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);

/** One request counted by a store, as the rate-limit hook asks it. */
function hit(store: FastifyRateLimitStore, key: string, windowMs = 60_000) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) =>
        error || !result ? reject(error ?? new Error('no count')) : resolve(result),
      windowMs,
      10,
    );
  });
}

describe('the request limits kept in the database', () => {
  it('count one route’s requests from an address together on every server', async () => {
    // Two servers on one database: each makes its own store (storeOf), as the plugin does.
    const first = storeOf('/join');
    const second = storeOf('/join');
    expect((await hit(first, '203.0.113.7')).current).toBe(1);
    expect((await hit(second, '203.0.113.7')).current).toBe(2);
    const third = await hit(first, '203.0.113.7');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another address, and another route, count apart.
    expect((await hit(second, '198.51.100.1')).current).toBe(1);
    const other = storeOf('/register');
    expect((await hit(other, '203.0.113.7')).current).toBe(1);
  });

  it('start a new window once the last has ended', async () => {
    const store = storeOf('/short');
    await hit(store, '192.0.2.1', 50);
    expect((await hit(store, '192.0.2.1', 50)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hit(store, '192.0.2.1', 50)).current).toBe(1);
  });
});
