import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';

/** What the member, family and notification services need of the application, and no more. */
export interface ServiceContext {
  db: Database;
  jobs: Jobs;
  config: Config;
  log: FastifyBaseLogger;
}

export function serviceContext(app: FastifyInstance): ServiceContext {
  const { database, jobs, config } = app.deps;
  return { db: database.db, jobs, config, log: app.log };
}
