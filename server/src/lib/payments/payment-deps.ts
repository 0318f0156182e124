import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';

/** What the payment services (memberships and events alike) need from the app. */
export interface PaymentDeps {
  db: Database;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl' | 'freepay' | 'secretsKey' | 'dataDir'>;
  /** The request's logger in a call, the application's in a job. */
  log: FastifyBaseLogger;
  /** The Freepay adapter's fetch, for tests that need one; the real one otherwise. */
  fetch?: typeof fetch;
}
