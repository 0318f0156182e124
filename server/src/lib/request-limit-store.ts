import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DatabaseHandle } from '#src/db/client.ts';
import { countHits, readHits, type WindowCount } from './limit-windows.ts';

/** What @fastify/rate-limit hands a store and wants back (its store contract). */
interface Count {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, count: Count) => void;
/** What the plugin passes at run time: its parameters, with the route under `routeInfo`. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in the database (table `request_limits`): the same
 * count on every server of one PostgreSQL, where the plugin's own store would count per process.
 * Each route counts under its own method and path.
 */
export function requestLimitStore(database: DatabaseHandle): FastifyRateLimitStoreCtor {
  const answerWith = (answer: Answer) => ({
    ok: ({ hits, ttlMs }: WindowCount) => answer(null, { current: hits, ttl: ttlMs }),
    failed: (error: unknown) => answer(error as Error, { current: 0, ttl: 0 }),
  });

  return class RequestLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const params = options as RouteParams;
      const method = params.routeInfo?.method;
      const route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${params.routeInfo?.url ?? ''}`;
      this.#prefix = route.trim() || 'any';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const { ok, failed } = answerWith(answer);
      countHits(database.sql, [`${this.#prefix} ${key}`], timeWindow).then(
        ([count]) => (count ? ok(count) : failed(new Error('the request was not counted'))),
        failed,
      );
    }

    read(key: string, answer: Answer): void {
      const { ok, failed } = answerWith(answer);
      readHits(database.sql, `${this.#prefix} ${key}`).then(ok, failed);
    }

    // Typed by the plugin as the route's options; at run time its parameters with `routeInfo`.
    child(params: object): FastifyRateLimitStore {
      return new RequestLimitStore(params);
    }
  };
}
