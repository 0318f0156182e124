import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createEmbeddedClient } from './pglite-options.ts';
import { PostgresListeners } from './postgres-listeners.ts';
import * as schema from './schema/index.ts';
import { UnderWay } from '#src/lib/under-way.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

/** Plain SQL access for libraries that bring their own statements (pg-boss). */
export interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs a script of several statements without parameters. */
  exec(script: string): Promise<void>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlClient;
  /**
   * Runs a server's start-up (demo data, job queues, provider keys) while no other server starts
   * on this database: what it creates is created once, and two start-ups never deadlock.
   */
  duringStartUp<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on the channel (from this server or any
   * other on the same database; a NOTIFY sent in a transaction arrives when it commits). The
   * answer stops listening; closing the database does too.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's use now (for /metrics); undefined for PGlite, which has no pool. */
  poolUse(): PoolUse | undefined;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is too small for the load. */
  waiting: number;
  max: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Whether the database has every migration: drizzle's migrator reads and hashes every migration
 * file at each start before its one query, while the journal names the last migration and one
 * read of the database's last applied one answers. Anything else (no table yet, one pending)
 * leaves it to the migrator.
 */
async function isMigrated(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const last = journal.entries.at(-1)?.when;
  try {
    const { rows } = await query(
      'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    );
    const [row] = rows as { applied: string | null }[];
    return last !== undefined && row?.applied === String(last);
  } catch {
    return false;
  }
}

/** Where the embedded database lives, or an existing PGlite (tests hand in a loaded template). */
export type EmbeddedSource = { dataDir: string } | { instance: PGlite };

/**
 * Drizzle hands PGlite its own parsers for dates and times with every query, and PGlite then
 * copies its whole table of about 300 type parsers to merge them: about a fifth of the cost of a
 * one-row read. With the table moved to the prototype of an empty object, the copy is empty;
 * the lookups still find every parser (PGlite falls back to its built-in ones for a type the
 * merged object lacks, and our tables have no array columns, whose parsers are PGlite's own).
 * Idempotent: a test template's instance is handed in again and again.
 */
function shareTypeParsers(client: PGlite) {
  if (Object.keys(client.parsers).length > 0) {
    client.parsers = Object.create(client.parsers) as PGlite['parsers'];
  }
}

export async function openEmbeddedDatabase(source: EmbeddedSource): Promise<DatabaseHandle> {
  const client =
    'instance' in source ? source.instance : await createEmbeddedClient(source.dataDir);
  shareTypeParsers(client);
  const db = drizzlePglite(client, { schema });
  if (!(await isMigrated((text) => client.query(text)))) {
    await migratePglite(db, { migrationsFolder });
  }
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    sql: {
      query: async (text, values) => ({
        rows: (await client.query<Record<string, unknown>>(text, values)).rows,
      }),
      exec: async (script) => {
        await client.exec(script);
      },
    },
    // One process holds the embedded database (the data directory is locked).
    duringStartUp: (work) => work(),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    poolUse: () => undefined,
    close: () => client.close(),
  };
}

/** The one advisory lock of a start-up: migrations, then everything else a start-up creates. */
const startUpLockKey = 727274;

async function underStartUpLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [startUpLockKey]);
    return await work();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [startUpLockKey]);
    lockClient.release();
  }
}

export async function openPostgresDatabase(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePg(pool, { schema });
  const listeners = new PostgresListeners(connectionString);
  // Several servers may start at once against one database: one of them migrates at a time.
  if (!(await isMigrated((text) => pool.query(text)))) {
    await underStartUpLock(pool, () => migratePg(db, { migrationsFolder }));
  }
  // A statement may still be under way when the database is closed (a listener's, a stopping
  // queue's): closing waits for it, so it does not meet a pool that has ended.
  const statements = new UnderWay();
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    sql: {
      query: async (text, values) => ({
        rows: (await statements.track(pool.query<Record<string, unknown>>(text, values))).rows,
      }),
      exec: async (script) => {
        await statements.track(pool.query(script));
      },
    },
    duringStartUp: (work) => underStartUpLock(pool, work),
    listen: (channel, onMessage) => listeners.add(channel, onMessage),
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    close: async () => {
      await listeners.close();
      await statements.settled();
      await pool.end();
    },
  };
}
