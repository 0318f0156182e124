import { describe, expect, it } from 'vitest';
import { blockingByCause } from './blocking-causes.ts';
import type { TraceEvent } from './main-thread.ts';
import { pageThread as page, traceEvent as event } from './trace-test-helpers.ts';

const frame = { pid: 9, tid: 1 };

const threadNames: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...page, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, ...frame, args: { name: 'CrRendererMain' } },
];

describe("what Lighthouse's blocking time is made of", () => {
  it('finds each long task in the trace by its length and names it by what took most of it', () => {
    const trace = [
      ...threadNames,
      // Before the first paint: not counted.
      event('RunTask', 0, 30),
      event('DocumentLoader::CommitNavigation', 0, 25),
      // A render: mostly layout, so slowed down by half as much in the model.
      event('RunTask', 100, 30.5),
      event('FunctionCall', 100, 5, 'https://portal.test/ui/assets/index.js'),
      event('Layout', 105, 24),
      // The app's callback.
      event('RunTask', 200, 30),
      event('FunctionCall', 200, 29, 'https://portal.test/ui/assets/index.js'),
      event('RecalculateStyles', 210, 3),
      // Lighthouse waiting for a quiet CPU, in a timer's callback.
      event('RunTask', 300, 15),
      event('TimerFire', 300, 14.8),
      event('FunctionCall', 300.1, 14.5, '_lighthouse-eval.js'),
      // Nothing in it.
      event('RunTask', 400, 16),
      // Another renderer (a frame of the page), less busy: not the page's main thread.
      { ...event('RunTask', 100, 20.5), ...frame },
    ];
    const longTasks = [
      { startTime: 10, duration: 120 },
      { startTime: 500, duration: 61 },
      { startTime: 600, duration: 120 },
      { startTime: 700, duration: 60 },
      { startTime: 800, duration: 64 },
      // No task of the trace is 25 ms long.
      { startTime: 900, duration: 100 },
    ];

    const blocking = blockingByCause(trace, longTasks, 400, 4);

    expect(Object.fromEntries(blocking)).toEqual({
      'style, layout and paint': 11,
      "scripts: tasks they posted (React's scheduler)": 70,
      "Lighthouse's own checks": 10,
      'other, or nothing traced': 14,
      'not found in the trace': 50,
    });
  });

  it("counts the scripts' parts together against the rest, then names the largest", () => {
    const trace = [
      ...threadNames,
      event('RunTask', 100, 28),
      event('RunMicrotasks', 100, 8),
      event('FunctionCall', 108, 7, 'https://portal.test/ui/assets/index.js'),
      event('UpdateLayoutTree', 115, 12),
    ];
    const blocking = blockingByCause(trace, [{ startTime: 500, duration: 112 }], 0, 4);
    expect(Object.fromEntries(blocking)).toEqual({ 'scripts: promise callbacks': 62 });
  });

  it("counts the page's idle callback as the page's, though Lighthouse's shim calls it", () => {
    // Lighthouse wraps the page's `requestIdleCallback` in its own script (`cbWrap`), so the
    // page's callback is a call into `_lighthouse-eval.js`.
    const shim = event('FunctionCall', 100.1, 14.5, '_lighthouse-eval.js');
    const trace = [
      ...threadNames,
      event('RunTask', 100, 15),
      event('FireIdleCallback', 100, 14.8),
      { ...shim, args: { data: { url: '_lighthouse-eval.js', functionName: 'cbWrap' } } },
    ];
    const blocking = blockingByCause(trace, [{ startTime: 500, duration: 60 }], 0, 4);
    expect(Object.fromEntries(blocking)).toEqual({ 'scripts: timers and idle callbacks': 10 });
  });

  it("finds the tasks at a fast machine's slowdown, where a short task blocks too", () => {
    const trace = [
      ...threadNames,
      event('RunTask', 100, 10.5),
      event('Layout', 100, 10),
      event('RunTask', 200, 10.3),
      event('FunctionCall', 200, 10, 'https://portal.test/ui/assets/index.js'),
      event('RunTask', 300, 7),
      event('RunMicrotasks', 300, 6.5),
    ];
    // 10.3 and 7 ms, 13.6 times over and rounded to whole milliseconds as the model gives them.
    const blocking = blockingByCause(
      trace,
      [
        { startTime: 500, duration: 140 },
        { startTime: 700, duration: 95 },
      ],
      0,
      13.6,
    );
    expect(Object.fromEntries(blocking)).toEqual({
      "scripts: tasks they posted (React's scheduler)": 90,
      'scripts: promise callbacks': 45,
    });
  });

  it("splits a task at one run inside it, as Lighthouse's model does", () => {
    const trace = [
      ...threadNames,
      event('RunTask', 100, 40),
      event('Layout', 100, 9),
      // A nested run loop (a synchronous request, say): a task of its own in the model.
      event('RunTask', 110, 20),
      event('RunMicrotasks', 110, 19),
      event('Layout', 131, 8),
    ];
    // The outer task lasted 10 ms in the model (40 at 4, not long), the inner one 20 (80).
    const blocking = blockingByCause(trace, [{ startTime: 500, duration: 80 }], 0, 4);
    expect(Object.fromEntries(blocking)).toEqual({ 'scripts: promise callbacks': 30 });
  });

  it('counts a task the model runs across the first paint by its part after it', () => {
    const trace = [
      ...threadNames,
      // The navigation's commit, which ran before the page's first paint.
      event('RunTask', 0, 30),
      event('DocumentLoader::CommitNavigation', 0, 28),
      event('RunTask', 100, 12),
      event('UpdateLayoutTree', 100, 11),
    ];
    // The model starts the commit (300 ms at 10) before its first paint at 400 and ends it 200 ms
    // after, 150 over the threshold; the other task it ends before the paint.
    const blocking = blockingByCause(
      trace,
      [
        { startTime: 150, duration: 120 },
        { startTime: 300, duration: 300 },
      ],
      400,
      10,
    );
    expect(Object.fromEntries(blocking)).toEqual({ 'the navigation (window, head)': 150 });
  });

  it('matches each task of the trace once', () => {
    const trace = [...threadNames, event('RunTask', 100, 20), event('UpdateLayoutTree', 100, 19)];
    const blocking = blockingByCause(
      trace,
      [
        { startTime: 500, duration: 80 },
        { startTime: 600, duration: 80 },
      ],
      0,
      4,
    );
    expect(Object.fromEntries(blocking)).toEqual({
      'style, layout and paint': 30,
      'not found in the trace': 30,
    });
  });
});
