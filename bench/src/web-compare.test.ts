import { describe, expect, it } from 'vitest';
import type { RecordedPage } from './lighthouse.ts';
import { joined, turnOrder } from './web-compare.ts';

describe('comparing two builds', () => {
  it('lets each build load first in every other run', () => {
    const orders = [0, 1, 2, 3].map(turnOrder);
    expect(orders).toEqual([
      ['this', 'other'],
      ['other', 'this'],
      ['this', 'other'],
      ['other', 'this'],
    ]);
  });

  it('joins the runs of one page in the order they ran, with the load before and after', () => {
    const recording = (run: number, load: [number, number]) =>
      ({
        page: 'dashboard',
        url: 'http://127.0.0.1:1/ui/',
        runs: [{ benchmarkIndex: run }],
        load,
      }) as unknown as RecordedPage;
    const page = joined([recording(1, [0.5, 0.7]), recording(2, [0.9, 1.2])]);
    expect(page.runs.map((run) => run.benchmarkIndex)).toEqual([1, 2]);
    expect(page.load).toEqual([0.5, 1.2]);
  });
});
