import { describe, expect, it } from 'vitest';
import { readMainThread, type TraceEvent } from './main-thread.ts';
import { pageThread as page, traceEvent as event } from './trace-test-helpers.ts';

describe('where the main thread goes', () => {
  it("counts a task that lays the page out at half the slowdown, as Lighthouse's model does", () => {
    const trace: TraceEvent[] = [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        ts: 0,
        ...page,
        args: { data: { frames: [{ frame: 'top', isOutermostMainFrame: true }] } },
      },
      { name: 'firstContentfulPaint', ph: 'R', ts: 10_000, ...page, args: { frame: 'top' } },
      // Before the first paint: not counted.
      event('RunTask', 0, 30),
      event('RunTask', 100, 20),
      event('FunctionCall', 100, 19),
      event('RunTask', 200, 20),
      event('Layout', 201, 18),
    ];

    const profile = readMainThread('a page', 'https://portal.test/ui/', trace);

    // 20 ms of script, four times over: 80, less 50; 20 ms laying out, twice over: 40, none.
    expect(profile.blockingAt4Ms).toBe(30);
    expect(profile.keptAfterFirstPaint).toEqual({ count: 2, ms: 40 });
  });
});
