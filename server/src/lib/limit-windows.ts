import type { SqlClient } from '#src/db/client.ts';

/**
 * Fixed windows of counted requests in the table `request_limits`, shared by every server on one
 * database (PGlite or PostgreSQL): the request limits of the open routes (request-limit-store.ts)
 * and the sign-in pages' attempt limits (idp/login-limiter.ts) both count here, so running a
 * second server does not double a limit.
 */
export interface WindowCount {
  key: string;
  /** Requests counted in the key's window so far, this one included. */
  hits: number;
  /** Until the window ends. */
  ttlMs: number;
}

/** Expired windows are deleted now and then, not on every request. */
const sweepEveryMs = 60_000;
const sweptAt = new WeakMap<SqlClient, number>();

// One statement for all keys: an upsert per key, each row locked until the statement ends, so
// two servers counting the same key at once both see the other's hit.
const increment = `
  insert into request_limits (key, hits, window_ends_at)
  select key, 1, now() + make_interval(secs => $2::double precision / 1000)
  from unnest($1::text[]) as key
  on conflict (key) do update set
    hits = case when request_limits.window_ends_at <= now() then 1 else request_limits.hits + 1 end,
    window_ends_at = case when request_limits.window_ends_at <= now()
      then excluded.window_ends_at else request_limits.window_ends_at end
  returning key, hits, greatest(0, extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms`;

const peek = `
  select key, hits, greatest(0, extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms
  from request_limits where key = $1 and window_ends_at > now()`;

type Row = { key: string; hits: number; ttl_ms: number };
const toCount = (row: Row): WindowCount => ({ key: row.key, hits: row.hits, ttlMs: row.ttl_ms });

function sweepNowAndThen(sql: SqlClient): void {
  const last = sweptAt.get(sql) ?? 0;
  if (Date.now() - last < sweepEveryMs) return;
  sweptAt.set(sql, Date.now());
  sql.query('delete from request_limits where window_ends_at <= now()', []).catch(() => {
    // The next sweep tries again; a stale row only waits a little longer.
  });
}

/** Counts one request under each key (distinct keys), in windows of `windowMs` from its first. */
export async function countHits(
  sql: SqlClient,
  keys: readonly string[],
  windowMs: number,
): Promise<WindowCount[]> {
  const { rows } = await sql.query(increment, [[...new Set(keys)], windowMs]);
  sweepNowAndThen(sql);
  return (rows as Row[]).map(toCount);
}

/** The key's count in its current window, without counting; zero when it has none. */
export async function readHits(sql: SqlClient, key: string): Promise<WindowCount> {
  const { rows } = await sql.query(peek, [key]);
  const row = rows[0] as Row | undefined;
  return row ? toCount(row) : { key, hits: 0, ttlMs: 0 };
}
