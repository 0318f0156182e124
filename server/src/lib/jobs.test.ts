import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { createTestDatabase } from '#src/test/database.ts';
import {
  enqueue,
  type Jobs,
  type JobRun,
  type QueueName,
  queueNames,
  startJobs,
  startWorkerGroup,
  stopJobs,
  workQueue,
} from './jobs.ts';

let database: DatabaseHandle;
let jobs: Jobs;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(
    database,
    pino({ level: 'warn' }, { write: (line) => logLines.push(line) }),
  );
});
afterAll(async () => {
  await stopJobs(jobs, { graceful: false, wait: true, timeout: 5_000 });
  await database.close();
});

function later() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

// Two queues no worker of this test's database takes otherwise.
const queue = queueNames.mail;
const otherQueue = queueNames.whatsapp;

describe('a worker group', () => {
  it('on stop takes no more jobs and waits for the one running', async () => {
    const started = later();
    const release = later();
    const done: string[] = [];
    const stop = await startWorkerGroup(
      jobs,
      {
        [queue]: (data): JobRun => ({
          context: {},
          run: async () => {
            started.resolve();
            await release.promise;
            done.push((data as { name: string }).name);
          },
        }),
      },
      () => {},
    );
    await jobs.send(queue, { name: 'first' }, { retryLimit: 0 });
    await started.promise;

    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(done).toEqual(['first']);

    await jobs.send(queue, { name: 'second' }, { retryLimit: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(done).toEqual(['first']);
  });

  it('reports a failed job with its context and leaves it failed for pg-boss to retry', async () => {
    const reported = later();
    const failures: { context: Record<string, string>; error: unknown }[] = [];
    const stop = await startWorkerGroup(
      jobs,
      {
        [otherQueue]: (): JobRun => ({
          context: { paymentId: 'p-1' },
          run: () => Promise.reject(new Error('gateway down')),
        }),
      },
      (context, error) => {
        failures.push({ context, error });
        reported.resolve();
      },
    );
    const id = await jobs.send(otherQueue, {}, { retryLimit: 0 });
    await reported.promise;
    await stop();
    expect(failures).toEqual([{ context: { paymentId: 'p-1' }, error: new Error('gateway down') }]);
    // pg-boss records the failure once the handler has thrown, a moment after the report.
    const stateOfJob = async () => (id ? (await jobs.getJobById(otherQueue, id))?.state : null);
    let state = await stateOfJob();
    for (let tries = 0; state === 'active' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await stateOfJob();
    }
    expect(state).toBe('failed');
  });
});

describe('a queue', () => {
  const stateOf = async (name: QueueName, id: string | null) =>
    id ? (await jobs.getJobById(name, id))?.state : undefined;

  it('is woken when a job is committed, not at its next look', async () => {
    const handled = later();
    const seen: string[] = [];
    // A look every ten minutes: only the wake-up can get this job worked within the test.
    await workQueue(
      jobs,
      queueNames.sandboxPaymentCallback,
      async (data) => {
        seen.push((data as { name: string }).name);
        handled.resolve();
        return Promise.resolve();
      },
      { pollingIntervalSeconds: 600 },
    );
    // Let the worker's first look pass, so the job cannot be taken by it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.db.transaction(async (tx) => {
      await enqueue(jobs, tx, queueNames.sandboxPaymentCallback, { name: 'woken' });
      // Not visible, and not woken for, until the commit.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toEqual([]);
    });
    await handled.promise;
    expect(seen).toEqual(['woken']);
    await jobs.offWork(queueNames.sandboxPaymentCallback);
  });

  it('fails only the job that failed in a batch, and works each other one once', async () => {
    const name = queueNames.membershipPaymentTimeout;
    const worked: number[] = [];
    const ids = await database.db.transaction(async (tx) =>
      Promise.all(
        [1, 2, 3, 4].map((number) => enqueue(jobs, tx, name, { number }, { retryLimit: 0 })),
      ),
    );
    const failed: unknown[] = [];
    await workQueue(
      jobs,
      name,
      (data) => {
        const { number } = data as { number: number };
        if (number === 3) return Promise.reject(new Error('number three fails'));
        worked.push(number);
        return Promise.resolve();
      },
      { batchSize: 4, onFailure: (error) => failed.push(error) },
    );
    let states = await Promise.all(ids.map((id) => stateOf(name, id)));
    for (
      let tries = 0;
      states.some((state) => state !== 'completed' && state !== 'failed') && tries < 100;
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      states = await Promise.all(ids.map((id) => stateOf(name, id)));
    }
    await jobs.offWork(name);
    expect(states).toEqual(['completed', 'completed', 'failed', 'completed']);
    expect(worked.sort()).toEqual([1, 2, 4]);
    expect(failed).toEqual([new Error('number three fails')]);
  });
});

describe('the queue', () => {
  it('writes its own failures to the JSON log, not as process warnings', async () => {
    const warnings: unknown[] = [];
    const onWarning = (warning: unknown) => warnings.push(warning);
    process.on('warning', onWarning);
    jobs.emit('error', new Error('the maintenance query failed'));
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'job queue error',
        err: expect.objectContaining({ message: 'the maintenance query failed' }),
      }),
    );
    expect(warnings).toEqual([]);
  });
});

describe('stopping the queue', () => {
  it('works a batch handed over by a look under way at the stop to its end before it answers', async () => {
    // A queue of its own on its own database, whose look at the queue waits to be let through.
    const own = await createTestDatabase();
    const letLookThrough = later();
    const lookWaiting = later();
    const gated: DatabaseHandle = {
      ...own,
      sql: {
        ...own.sql,
        query: async (text, values) => {
          if (/skip locked/i.test(text)) {
            lookWaiting.resolve();
            await letLookThrough.promise;
          }
          return own.sql.query(text, values);
        },
      },
    };
    const ownJobs = await startJobs(gated, pino({ level: 'silent' }));
    const steps: string[] = [];
    await ownJobs.send(queue, { name: 'late' }, { retryLimit: 0 });
    await workQueue(ownJobs, queue, async () => {
      await own.sql.query('select 1');
      steps.push('read');
      // A gateway's answer: nothing of the database under way meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await own.sql.query('select 1');
      steps.push('written');
    });
    await lookWaiting.promise;

    const stopping = stopJobs(ownJobs, { graceful: true, wait: true, timeout: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    letLookThrough.resolve();
    await stopping;
    await own.close();
    expect(steps).toEqual(['read', 'written']);
  });
});
