import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DatabaseHandle } from '#src/db/client.ts';

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

/** Expired windows are deleted now and then, not on every request. */
const sweepEveryMs = 60_000;

const increment = `
  insert into request_limits (key, hits, window_ends_at)
  values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  on conflict (key) do update set
    hits = case when request_limits.window_ends_at <= now() then 1 else request_limits.hits + 1 end,
    window_ends_at = case when request_limits.window_ends_at <= now()
      then excluded.window_ends_at else request_limits.window_ends_at end
  returning hits, greatest(0, extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms`;

const peek = `
  select hits, greatest(0, extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms
  from request_limits where key = $1 and window_ends_at > now()`;

/**
 * A store for @fastify/rate-limit that counts in the database (table `request_limits`): the same
 * count on every server of one PostgreSQL, where the plugin's own store would count per process.
 * Each route counts under its own method and path.
 */
export function requestLimitStore(database: DatabaseHandle): FastifyRateLimitStoreCtor {
  let sweptAt = Date.now();
  const sweep = () => {
    if (Date.now() - sweptAt < sweepEveryMs) return;
    sweptAt = Date.now();
    database.sql.query('delete from request_limits where window_ends_at <= now()', []).catch(() => {
      // The next sweep tries again; a stale row only waits a little longer.
    });
  };
  const count = async (text: string, values: unknown[]): Promise<Count> => {
    const { rows } = await database.sql.query(text, values);
    const row = rows[0] as { hits: number; ttl_ms: number } | undefined;
    return { current: row?.hits ?? 0, ttl: row?.ttl_ms ?? 0 };
  };

  return class RequestLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(options: object = {}) {
      const params = options as RouteParams;
      const method = params.routeInfo?.method;
      const route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${params.routeInfo?.url ?? ''}`;
      this.#prefix = route.trim() || 'any';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      count(increment, [`${this.#prefix} ${key}`, timeWindow]).then(
        (result) => {
          answer(null, result);
          sweep();
        },
        (error: unknown) => answer(error as Error, { current: 0, ttl: 0 }),
      );
    }

    read(key: string, answer: Answer): void {
      count(peek, [`${this.#prefix} ${key}`]).then(
        (result) => answer(null, result),
        (error: unknown) => answer(error as Error, { current: 0, ttl: 0 }),
      );
    }

    // Typed by the plugin as the route's options; at run time its parameters with `routeInfo`.
    child(params: object): FastifyRateLimitStore {
      return new RequestLimitStore(params);
    }
  };
}
