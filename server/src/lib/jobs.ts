import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle, Transaction } from '#src/db/client.ts';
import { UnderWay } from '#src/lib/under-way.ts';

export type Jobs = PgBoss;

/** Where the queue's own failures are written: the server's JSON log. */
export type JobQueueLog = Pick<FastifyBaseLogger, 'error'>;

/** Every queue the server uses; each is created at start so a send never meets a missing queue. */
export const queueNames = {
  mail: 'mail.send',
  whatsapp: 'whatsapp.send',
  sandboxPaymentCallback: 'sandbox-pay.callback',
  membershipPaymentCapture: 'membership-payment.capture',
  membershipPaymentVoid: 'membership-payment.void',
  membershipPaymentTimeout: 'membership-payment.timeout',
  eventPaymentCapture: 'event-payment.capture',
  eventPaymentVoid: 'event-payment.void',
  eventPaymentTimeout: 'event-payment.timeout',
  eventCancellationRefund: 'event-cancellation.refund',
  waitingListOfferExpiry: 'event-waiting-list.offer-expiry',
} as const;
export type QueueName = (typeof queueNames)[keyof typeof queueNames];

/** Workers registered while held, started by `releaseWorkers`. */
const heldWorkers = new WeakMap<Jobs, (() => Promise<void>)[]>();

/**
 * What each queue has under way: its own statements and the batches its workers are working.
 * pg-boss records a batch as done without waiting for it, and a look at a queue that was under way
 * when the queue stopped still hands its jobs to the handler: neither is awaited by `stop`.
 */
const underWayOf = new WeakMap<Jobs, UnderWay>();

/**
 * Starts the workers held since `startJobs({ holdWorkers: true })`, one per turn of the event
 * loop, until a shutdown begins: each begins with a look at its queue, and at start-up those looks would otherwise come
 * all at once, before the server answers (on the embedded database, on its one connection).
 */
export async function releaseWorkers(jobs: Jobs, isStopping: () => boolean): Promise<void> {
  const held = heldWorkers.get(jobs) ?? [];
  heldWorkers.delete(jobs);
  for (const start of held) {
    await new Promise((resolve) => setImmediate(resolve));
    // A shutdown may begin as soon as the server answers: no worker starts on a stopping queue.
    if (isStopping()) return;
    await start();
  }
}

/**
 * Starts pg-boss on our own connection (so it works on PGlite's single connection as well as on a
 * PostgreSQL pool). Statements without parameters are pg-boss's migration scripts, which hold
 * several statements and so must go through the simple protocol.
 */
export async function startJobs(
  database: DatabaseHandle,
  log: JobQueueLog,
  options: { holdWorkers?: boolean } = {},
): Promise<Jobs> {
  const underWay = new UnderWay();
  const execute = async (text: string, values: unknown[] | undefined) => {
    if (!values || values.length === 0) {
      if (database.kind === 'pglite' && /;\s*\S/.test(text)) {
        await database.sql.exec(text);
        return { rows: [] };
      }
      return database.sql.query(text);
    }
    return database.sql.query(text, values);
  };
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[] | undefined) =>
        underWay.track(execute(text, values)),
    },
    // PGlite has one connection: poll gently and keep maintenance light.
    supervise: true,
    schedule: false,
  });
  underWayOf.set(boss, underWay);
  boss.on('error', (error) => {
    // pg-boss reports failures of its background loops here (polling, maintenance, a lost
    // connection); they must not crash the server, and an operator must see them in the log.
    log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  // One read of the queues there are; a start on an existing database creates none.
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of Object.values(queueNames)) {
    if (!existing.has(name)) await boss.createQueue(name);
  }
  if (options.holdWorkers) heldWorkers.set(boss, []);
  const stopListening = await database.listen(wakeUpChannel, (queue) => wakeWorkers(boss, queue));
  boss.once('stopped', () => void stopListening());
  return boss;
}

/**
 * Stops the queue and waits until nothing of it is under way, so the database can be closed: a job
 * handed over by the last look at its queue is worked to its end and recorded, not cut off
 * between the gateway's answer and its write.
 */
export async function stopJobs(jobs: Jobs, options: PgBoss.StopOptions): Promise<void> {
  await jobs.stop(options);
  await underWayOf.get(jobs)?.settled();
}

/**
 * Workers poll every two seconds, which is slow for a mail after a booking. So `enqueue` also
 * sends a NOTIFY naming the queue, which PostgreSQL delivers when the job's transaction commits,
 * to this server and every other one on the database: the workers of that queue look at once.
 */
const wakeUpChannel = 'portal_job_sent';
const workersByBoss = new WeakMap<Jobs, Map<string, Set<string>>>();

function wakeWorkers(boss: Jobs, queue: string): void {
  for (const workerId of workersByBoss.get(boss)?.get(queue) ?? []) boss.notifyWorker(workerId);
}

function rememberWorker(boss: Jobs, queue: string, workerId: string): void {
  const byQueue = workersByBoss.get(boss) ?? new Map<string, Set<string>>();
  workersByBoss.set(boss, byQueue);
  const ids = byQueue.get(queue) ?? new Set<string>();
  byQueue.set(queue, ids);
  ids.add(workerId);
}

interface RawClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The driver connection under a drizzle transaction (a PGlite transaction or a pg pool client).
 * pg-boss's statements use one `$n` in several places with different casts, which only the
 * driver's own parameter binding keeps as one value; drizzle's SQL builder would split it into
 * separately typed parameters. The field is drizzle's, not public: the outbox tests would fail
 * loudly if an upgrade moved it.
 */
function driverClient(tx: Transaction): RawClient {
  const client = (tx as unknown as { session?: { client?: Partial<RawClient> } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error('The drizzle transaction no longer exposes its driver client');
  }
  return client as RawClient;
}

/**
 * Enqueues a job in the caller's transaction: it exists exactly when the state change that caused
 * it was committed (the transactional outbox).
 */
export async function enqueue(
  boss: Jobs,
  tx: Transaction,
  name: QueueName,
  data: object,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const client = driverClient(tx);
  const id = await boss.send(name, data, {
    retryLimit: 10,
    retryBackoff: true,
    ...options,
    db: {
      executeSql: async (text: string, values: unknown[]) => {
        // Bound as pg binds it: undefined is sent as null.
        const result = await client.query(
          text,
          values.map((value) => value ?? null),
        );
        return { rows: result.rows };
      },
    },
  });
  await client.query('select pg_notify($1, $2)', [wakeUpChannel, name]);
  return id;
}

/** What a worker makes of a job: the ids that name it in the log, and the work. */
export interface JobRun {
  context: Record<string, string>;
  run: () => Promise<void>;
}

export interface QueueWork {
  /** Jobs taken at once; a full batch is followed by the next at once, not after a poll. */
  batchSize?: number;
  /** Jobs of a batch worked at the same time. */
  concurrency?: number;
  /** Told of a job that failed; pg-boss retries it (with backoff) up to its retry limit. */
  onFailure?: (error: unknown, data: unknown) => void;
  /** How often the queue is looked at without being woken (a job sent by an older version). */
  pollingIntervalSeconds?: number;
}

/**
 * Works a queue in batches. A job that fails is failed alone, so pg-boss retries it without
 * repeating the others of its batch (handlers are idempotent, but a mail sent twice is still a
 * mail too many).
 */
export async function workQueue(
  jobs: Jobs,
  queue: QueueName,
  handle: (data: unknown) => Promise<void>,
  options: QueueWork = {},
): Promise<void> {
  const held = heldWorkers.get(jobs);
  if (held) {
    held.push(() => workQueue(jobs, queue, handle, options));
    return;
  }
  const { batchSize = 20, concurrency = 5, onFailure, pollingIntervalSeconds = 2 } = options;
  // The first batch may come before `work` has answered with the worker's id.
  const worker: { id?: string } = {};
  const workBatch = async (batch: PgBoss.Job<unknown>[]): Promise<void> => {
    let next = 0;
    const workOne = async (): Promise<void> => {
      for (let job = batch[next++]; job; job = batch[next++]) {
        try {
          await handle(job.data);
        } catch (error) {
          onFailure?.(error, job.data);
          await jobs.fail(queue, job.id, {
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, workOne));
    if (batch.length === batchSize && worker.id) jobs.notifyWorker(worker.id);
  };
  // A queue not started by `startJobs` has nobody to wait for it.
  const underWay = underWayOf.get(jobs) ?? new UnderWay();
  worker.id = await jobs.work<unknown>(queue, { batchSize, pollingIntervalSeconds }, (batch) =>
    underWay.track(workBatch(batch)),
  );
  rememberWorker(jobs, queue, worker.id);
}

/**
 * Works a group of queues. The answer stops the group: it takes no more jobs and waits for those
 * running, so a shutdown never closes the database under a half-done job.
 */
export async function startWorkerGroup(
  jobs: Jobs,
  handlers: Partial<Record<QueueName, (data: unknown) => JobRun>>,
  reportFailure: (context: JobRun['context'], error: unknown) => void,
): Promise<() => Promise<void>> {
  const running = new UnderWay();
  const queues = Object.keys(handlers) as QueueName[];
  for (const queue of queues) {
    const handle = handlers[queue];
    if (!handle) continue;
    await workQueue(jobs, queue, async (data) => {
      const { context, run } = handle(data);
      try {
        await running.track(run());
      } catch (error) {
        reportFailure(context, error);
        throw error;
      }
    });
  }
  return async () => {
    for (const queue of queues) await jobs.offWork(queue);
    await running.settled();
  };
}
