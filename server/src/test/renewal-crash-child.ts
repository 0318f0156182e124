import pino from 'pino';
import { loadConfig } from '#src/config.ts';
import { openPostgresDatabase } from '#src/db/client.ts';
import { startJobs } from '#src/lib/jobs.ts';
import { chargeRenewal } from '#src/modules/memberships/renewal/renewal-charge.service.ts';

/**
 * A server that dies the hard way (SIGKILL) the moment the card gateway has answered a renewal's
 * charge, before anything is committed: renewal-servers.test.ts restarts the work and expects
 * exactly one charge. The gateway is reached through the Freepay adapter's fetch, which this
 * process wraps; nothing in the product knows about it.
 */
const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('DATABASE_URL is needed');
const database = await openPostgresDatabase(config.databaseUrl);
const log = pino({ level: 'warn' });
const jobs = await startJobs(database, log);

const dieAfterCharge: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : String(input);
  if (/\/recurring\/[^/]+\/authorize$/.test(new URL(url).pathname)) {
    await response.clone().text();
    process.kill(process.pid, 'SIGKILL');
  }
  return response;
};

await chargeRenewal(
  { db: database.db, jobs, config, log, fetch: dieAfterCharge },
  process.env.RENEWAL_ID ?? '',
  { today: process.env.TODAY ?? '', now: new Date(process.env.NOW ?? '') },
);
// Reached only if the gateway was never asked: the test reads that as a failure.
process.exit(3);
