import type { DatabaseHandle } from '#src/db/client.ts';
import { type QueueName, queueNames } from './jobs.ts';

export interface QueueBacklog {
  queue: QueueName;
  /** Jobs whose time has come and that no worker has taken yet. */
  waiting: number;
  /** How long the oldest of them has been due; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * The backlog of every queue, from one statement on pg-boss's job table that its own index of
 * waiting jobs (name, start_after, where state < 'active') can answer. A job planned for later (a
 * payment's time-out) is not waiting until its start time, and a retry waits from the moment its
 * backoff ends, so a steady age means workers that fall behind or have stopped, not a plan.
 */
export async function queueBacklog(database: DatabaseHandle): Promise<QueueBacklog[]> {
  const { rows } = await database.sql.query(
    `select name, count(*)::int as waiting,
       extract(epoch from now() - min(start_after))::float8 as oldest_waiting_seconds
     from pgboss.job
     where state < 'active' and start_after <= now()
     group by name`,
  );
  const byQueue = new Map(rows.map((row) => [row.name, row]));
  // Every queue is reported, an empty one as 0, so a series never disappears from a graph.
  return Object.values(queueNames).map((queue) => {
    const row = byQueue.get(queue);
    return {
      queue,
      waiting: Number(row?.waiting ?? 0),
      oldestWaitingSeconds: Math.max(0, Number(row?.oldest_waiting_seconds ?? 0)),
    };
  });
}
