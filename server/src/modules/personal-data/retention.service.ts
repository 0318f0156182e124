import { retentionYears } from '@portal/contracts/personal-data';
import type { Database } from '#src/db/client.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { familiesPastRetention, purgeFamily } from './retention.repository.ts';

/**
 * Removes what is left of deleted members once bookkeeping law no longer keeps it: five years
 * after the end of the year of their last payment (bogføringsloven § 12). Each family in its own
 * transaction; safe on several servers at once (a second finds the rows gone). Answers how many.
 */
export async function purgeExpiredRecords(db: Database, today: string): Promise<number> {
  let purged = 0;
  for (const family of await familiesPastRetention(db, today, retentionYears.bookkeeping)) {
    await db.transaction((tx) => purgeFamily(tx, family.root, family.ids));
    purged += 1;
  }
  return purged;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Runs the purge ten minutes after start and then once a day, on each server. Answers a stop
 * function.
 */
export function startRetentionClock(ctx: Pick<ServiceContext, 'db' | 'log'>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpiredRecords(ctx.db, clubToday())
      .then((purged) => {
        if (purged > 0) ctx.log.info({ purged }, 'deleted members past retention removed');
      })
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'the retention purge failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 10 * 60_000);
  const every = setInterval(run, dayMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
