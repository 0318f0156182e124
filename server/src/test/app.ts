import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '#src/app.ts';
import { type Config, loadConfig } from '#src/config.ts';
import { type DatabaseHandle, openPostgresDatabase } from '#src/db/client.ts';
import { type Jobs, startJobs, stopJobs } from '#src/lib/jobs.ts';
import type { FileMailbox } from '#src/lib/messages/mail.ts';
import { createTestDatabase } from './database.ts';
import { databaseUrlFor } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs;
  close(): Promise<void>;
}

export const testPublicUrl = 'http://localhost:3999';

export interface TestAppOptions {
  env?: Record<string, string>;
  webRoot?: string;
  /** The build's page renderer beside `webRoot`. */
  renderRoot?: string;
  /** The file mailbox the dev mailbox page shows, as `npm start` has it without SMTP_URL. */
  mailbox?: FileMailbox;
  /** Receives the log lines (at LOG_LEVEL, silent unless `env` says otherwise). */
  logStream?: { write(line: string): void };
  /** Registers extra routes before the app is sealed. */
  extend?: (app: FastifyInstance) => PromiseLike<unknown>;
  /** Another server on an existing database (PostgreSQL): this app closes the handle. */
  database?: DatabaseHandle;
}

/** The whole application on a database of its own, ready for `app.inject`. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: testPublicUrl,
    DATA_DIR: '/nonexistent-test-data-dir',
    // Off: a test that blocks the event loop for a second (PGlite opening a second database, a
    // large transaction) leaves the load check no measurement, which it counts as an endless lag,
    // and the next requests were shed. request-limits.test turns it on to test it.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  // The queue starts before the app, so its errors go to a logger of their own on the same stream.
  const jobsLog = options.logStream
    ? pino({ level: config.logLevel }, options.logStream)
    : pino({ level: config.logLevel });
  const jobs = await startJobs(database, jobsLog);
  const app = await buildApp({
    config,
    database,
    jobs,
    webRoot: options.webRoot ?? '/nonexistent',
    renderRoot: options.renderRoot,
    mailbox: options.mailbox,
    logStream: options.logStream,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    jobs,
    close: async () => {
      // As main.ts: the app's worker groups first, letting handlers in flight finish; then the
      // queue, which still records those jobs as done; then the database.
      await app.close();
      await stopJobs(jobs, { graceful: true, wait: true, timeout: 5_000 });
      await database.close();
    },
  };
}

/**
 * A second server on the first one's PostgreSQL database (its own connections, listeners, job
 * workers and memory), as a second instance behind a load balancer is. PostgreSQL only: the
 * embedded database belongs to one process.
 */
export async function createSecondTestApp(
  first: TestApp,
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<TestApp> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'postgres') throw new Error('a second server needs PostgreSQL');
  const { rows } = await first.database.sql.query('select current_database() as name');
  const name = String(rows[0]?.name);
  const database = await openPostgresDatabase(databaseUrlFor(template.serverUrl, name));
  return createTestApp({ ...options, database });
}
