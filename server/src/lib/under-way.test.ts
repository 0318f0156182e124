import { describe, expect, it } from 'vitest';
import { UnderWay } from './under-way.ts';

describe('work under way', () => {
  it('is settled only once the work started after other work has ended too', async () => {
    const underWay = new UnderWay();
    const done: string[] = [];
    const first = underWay.track(new Promise<void>((resolve) => setTimeout(resolve, 20)));
    // The next piece starts a few promise steps after the first ended, as a job's record does.
    void first.then(async () => {
      await Promise.resolve();
      await underWay.track(
        new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() => {
          done.push('recorded');
        }),
      );
    });
    await underWay.settled();
    expect(done).toEqual(['recorded']);
  });

  it('is settled when a piece of work failed', async () => {
    const underWay = new UnderWay();
    underWay.track(Promise.reject(new Error('the gateway said no'))).catch(() => undefined);
    await expect(underWay.settled()).resolves.toBeUndefined();
  });
});
