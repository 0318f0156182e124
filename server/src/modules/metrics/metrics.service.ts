import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { DatabaseHandle, PoolUse } from '#src/db/client.ts';
import {
  eventPaymentStatuses,
  paymentStatuses,
  refundActions,
  refundStatuses,
} from '#src/db/schema/index.ts';
import { queueBacklog } from '#src/lib/job-backlog.ts';
import { countPaymentsByStatus } from './metrics.repository.ts';

let processRegistry: Registry | undefined;

/**
 * The process's own figures (CPU, memory, garbage collection, event-loop lag as
 * `nodejs_eventloop_lag_seconds` and its percentiles). Collected once per process, however many
 * apps it builds: each collection starts an event-loop monitor and a GC observer that never stop.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Figures read at scrape time: the job queues' backlog, payments by outcome and the database
 * pool. The first two are the database's, the same from every server (aggregate them with `max`,
 * not `sum`); the pool is this server's own.
 */
export function databaseMetrics(registry: Registry, database: DatabaseHandle) {
  const registers = [registry];
  const waitingJobs = new Gauge({
    name: 'portal_job_queue_waiting_jobs',
    help: 'Jobs due and not yet taken by a worker, by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const oldestWaiting = new Gauge({
    name: 'portal_job_queue_oldest_waiting_seconds',
    help: 'How long the oldest due job of the queue has waited for a worker (0 if none waits)',
    labelNames: ['queue'] as const,
    registers,
  });
  const payments = new Gauge({
    name: 'portal_payments',
    help: 'Membership and event payments in the database, by kind and status',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const refunds = new Gauge({
    name: 'portal_refunds',
    help: 'Refunds and voids asked of the gateway, by action and status',
    labelNames: ['action', 'status'] as const,
    registers,
  });
  registerPoolMetrics(registry, database);

  const refreshQueues = async () => {
    const backlog = await queueBacklog(database);
    for (const { queue, waiting, oldestWaitingSeconds } of backlog) {
      waitingJobs.set({ queue }, waiting);
      oldestWaiting.set({ queue }, oldestWaitingSeconds);
    }
  };
  const refreshPayments = async () => {
    const counts = await countPaymentsByStatus(database.db);
    // Every status is reported, 0 when there is none, so a series never disappears from a graph.
    const countOf = (rows: { status: string; count: number }[], status: string) =>
      rows.find((row) => row.status === status)?.count ?? 0;
    for (const status of paymentStatuses) {
      payments.set({ kind: 'membership', status }, countOf(counts.membership, status));
    }
    for (const status of eventPaymentStatuses.filter((status) => status !== 'free')) {
      payments.set({ kind: 'event', status }, countOf(counts.event, status));
    }
    for (const action of refundActions) {
      const ofAction = counts.refunds.filter((row) => row.action === action);
      for (const status of refundStatuses) {
        refunds.set({ action, status }, countOf(ofAction, status));
      }
    }
  };

  /** Reads the figures anew; one that cannot be read is left out of the answer, and logged. */
  return async function refresh(log: FastifyBaseLogger): Promise<void> {
    const sources = [
      { read: refreshQueues, gauges: [waitingJobs, oldestWaiting] },
      { read: refreshPayments, gauges: [payments, refunds] },
    ];
    await Promise.all(
      sources.map(async ({ read, gauges }) => {
        try {
          await read();
        } catch (error) {
          for (const gauge of gauges) gauge.reset();
          log.warn({ err: error }, 'a metric could not be read from the database');
        }
      }),
    );
  };
}

/** The PostgreSQL pool of this server; PGlite has one connection and no pool to report. */
function registerPoolMetrics(registry: Registry, database: DatabaseHandle): void {
  if (!database.poolUse()) return;
  const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const use = database.poolUse();
        if (use) this.set(read(use));
      },
    });
  gauge('portal_database_pool_connections', 'Connections the pool holds open', (use) => use.total);
  gauge('portal_database_pool_idle_connections', 'Open connections not in use', (use) => use.idle);
  gauge(
    'portal_database_pool_waiting_queries',
    'Queries waiting for a free connection',
    (use) => use.waiting,
  );
  gauge('portal_database_pool_max_connections', 'The most the pool opens', (use) => use.max);
}
