import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import { createTestDatabase } from '#src/test/database.ts';
import { type Jobs, type JobRun, queueNames, startJobs, startWorkerGroup } from './jobs.ts';

let database: DatabaseHandle;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(database);
});
afterAll(async () => {
  await jobs.stop({ graceful: false, wait: true, timeout: 5_000 });
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
