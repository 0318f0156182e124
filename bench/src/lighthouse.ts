import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {
  auditFlowArtifacts,
  type Artifacts,
  type Flags,
  type Result,
} from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { blockingByCause, type Cause, causes, type LongTask } from './blocking-causes.ts';
import type { TraceEvent } from './main-thread.ts';
// Debian's Chromium, headless, as the journeys run it: nothing leaves the machine.
import { chromiumLaunchOptions } from '../../e2e/support/launch.ts';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** What Lighthouse found to be the largest contentful paint, as an HTML snippet. */
  lcpElement: string;
  /** Lighthouse's own measure of the machine's speed (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the figures above were simulated with, from the set's benchmark index. */
  cpuSlowdown: number;
  /** What the long tasks at that slowdown ran (`blocking-causes.ts`), in ms of blocking time. */
  blockingByCause: Partial<Record<Cause, number>>;
  /**
   * The same load as Lighthouse scored it with its default mobile emulation (a CPU slowdown of 4,
   * whatever the machine): the reading issue 19's targets are held against (docs/decisions.md).
   */
  atDefaultSlowdown: TargetFigures;
}

/** The figures issue 19 sets targets for. */
export type TargetFigures = Pick<
  LighthouseScores,
  'performance' | 'largestContentfulPaintMs' | 'totalBlockingTimeMs' | 'cumulativeLayoutShift'
>;

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's default emulates, from its
 * benchmark index, as Lighthouse's CPU throttling guide and its calculator give it: the default of 4
 * is meant for a desktop with an index around 1,500, and a machine of half that speed slowed four
 * times is a phone far slower than Lighthouse's. Below an index of 150 no slowdown emulates it.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Issue 19's targets, each for the median of three runs. */
export const lighthouseTargets = {
  performance: 95,
  largestContentfulPaintMs: 2000,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.05,
};

export interface SignIn {
  email: string;
  password: string;
}

/**
 * Signs in through the provider's form in the page Lighthouse will then use: the tokens live in
 * the tab's session storage, which Lighthouse's storage reset leaves alone (it clears caches,
 * service workers and the HTTP cache, so the measured load is still a first one).
 */
export async function signInAt(page: Page, origin: string, signIn: SignIn): Promise<void> {
  await page.goto(`${origin}/ui/`);
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', signIn.email);
  await page.type('input[name="password"]', signIn.password);
  await page.click('button[type="submit"]');
  // Back in the app at /ui/, through /ui/login-success.
  // A string: the bench is compiled without the DOM's types.
  await page.waitForFunction(
    "location.pathname === '/ui/' && document.querySelector('h1') !== null",
    {
      timeout: 30_000,
    },
  );
  // The dashboard's first load done (its calls answered; the live notification stream stays
  // open), as when the member who signed in goes on from it: the measured load is a later page of
  // the session. Read in the page, from its resource timings, which a request ends by adding:
  // puppeteer's count of requests in flight kept, on a busy machine, some of the sign-in's pages
  // that had gone, and never came to rest.
  await page.evaluate(pageAtRest(500, 60_000));
}

/**
 * Resolves once the page has loaded and then asked for nothing new for `quietMs`; rejects after
 * `timeoutMs`. Evaluated in the page, as a string: the bench is compiled without the DOM's types.
 */
export function pageAtRest(quietMs: number, timeoutMs: number): string {
  return `new Promise((resolve, reject) => {
    let requests = 0;
    new PerformanceObserver((list) => {
      requests += list.getEntries().length;
    }).observe({ type: 'resource', buffered: true });
    const deadline = setTimeout(
      () => reject(new Error('the page was not at rest within ${String(timeoutMs)} ms')),
      ${String(timeoutMs)},
    );
    let seen = -1;
    const check = () => {
      if (document.readyState === 'complete' && requests === seen) {
        clearTimeout(deadline);
        resolve();
        return;
      }
      seen = requests;
      setTimeout(check, ${String(quietMs)});
    };
    check();
  })`;
}

/** A load Lighthouse recorded, to be scored at any CPU slowdown (`scoredAt`). */
export interface RecordedRun {
  url: string;
  artifacts: Artifacts;
  flags: Flags;
  /** Lighthouse's own measure of the machine's speed during this run (higher is faster). */
  benchmarkIndex: number;
  /** The run as Lighthouse scored it, at its default slowdown of 4. */
  atDefaultSlowdown: TargetFigures;
  /** When it was recorded (ms since the epoch): its kept report and trace are named with it. */
  recordedAt: number;
}

/** A Lighthouse run in Debian's Chromium, mobile emulation; nothing leaves the machine. */
export async function recordLighthouseRun(url: string, signIn?: SignIn): Promise<RecordedRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (signIn) await signInAt(page, new URL(url).origin, signIn);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Trace categories of Chromium's beside Lighthouse's own, to read in the kept traces: V8's
      // compile events, for example (`disabled-by-default-v8.compile`).
      ...(process.env.BENCH_LIGHTHOUSE_TRACE_CATEGORIES
        ? { additionalTraceCategories: process.env.BENCH_LIGHTHOUSE_TRACE_CATEGORIES }
        : {}),
    };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error('Lighthouse gave no result');
    // A run that failed (the page did not load in time on a busy machine) scores 0: not a figure.
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed: ${result.lhr.runtimeError.code}`);
    }
    // A page that never settles is cut off at Lighthouse's time limit (45 s) and scored as it was
    // then, with the time limit's warning: not a figure either.
    const timedOut = result.lhr.runWarnings.find((warning) => warning.includes('time limit'));
    if (timedOut) throw new Error(`Lighthouse warned: ${timedOut}`);
    const { performance, largestContentfulPaintMs, totalBlockingTimeMs, cumulativeLayoutShift } =
      scoresOf(result.lhr);
    const run: RecordedRun = {
      url,
      recordedAt: Date.now(),
      artifacts: result.artifacts,
      flags,
      benchmarkIndex: result.artifacts.BenchmarkIndex,
      atDefaultSlowdown: {
        performance,
        largestContentfulPaintMs,
        totalBlockingTimeMs,
        cumulativeLayoutShift,
      },
    };
    await keep(run, 'trace.json', result.artifacts.Trace);
    return run;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** A recorded run's figures at the given CPU slowdown, with its figures at 4 beside them. */
export async function scoredAt(run: RecordedRun, cpuSlowdown: number): Promise<LighthouseScores> {
  const calibrated = await simulatedAgain(run.artifacts, run.flags, cpuSlowdown);
  await keep(run, 'json', calibrated);
  const scores = scoresOf(calibrated);
  const longTasks = calibrated.audits['long-tasks']?.details;
  return {
    ...scores,
    benchmarkIndex: run.benchmarkIndex,
    cpuSlowdown,
    blockingByCause: Object.fromEntries(
      blockingByCause(
        run.artifacts.Trace.traceEvents as TraceEvent[],
        longTasks?.type === 'table' ? (longTasks.items as unknown as LongTask[]) : [],
        scores.firstContentfulPaintMs,
        cpuSlowdown,
      ),
    ),
    atDefaultSlowdown: run.atDefaultSlowdown,
  };
}

/**
 * The load Lighthouse recorded, simulated again with another CPU slowdown. Lighthouse's default
 * throttling records the load at the machine's full speed and only simulates the phone, so the same
 * recording serves any slowdown.
 */
async function simulatedAgain(
  artifacts: Artifacts,
  flags: Flags,
  cpuSlowdownMultiplier: number,
): Promise<Result> {
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier };
  const { steps } = await auditFlowArtifacts({
    gatherSteps: [
      {
        artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } },
        flags: { ...flags, throttling },
      },
    ],
  });
  const lhr = steps[0]?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no result for the calibrated slowdown');
  return lhr;
}

function scoresOf(
  lhr: Result,
): Omit<
  LighthouseScores,
  'benchmarkIndex' | 'cpuSlowdown' | 'blockingByCause' | 'atDefaultSlowdown'
> {
  const { categories, audits } = lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    url: lhr.requestedUrl ?? lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

/**
 * With `BENCH_LIGHTHOUSE_REPORTS` set to a folder, every run's whole report (at the calibrated
 * slowdown) is written there, to read why a figure is what it is (the critical request chain, the
 * main thread's tasks), and beside it the trace Lighthouse recorded the load in, which Chromium's
 * performance panel opens: the report of a run and its trace share a name but for the ending.
 */
async function keep(run: RecordedRun, ending: string, value: unknown): Promise<void> {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  // Before the text is made: a trace is megabytes, and most runs keep nothing.
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const page = new URL(run.url).pathname.replaceAll(/\W+/g, '-');
  const name = `${page}-${String(run.recordedAt)}.${ending}`;
  await writeFile(path.join(folder, name), JSON.stringify(value));
}

/** The LCP element's snippet, wherever this Lighthouse version puts it in the audit's details. */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found?.[1]?.replaceAll('\\"', '"').slice(0, 120) ?? '';
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export interface LighthouseMedian extends LighthouseScores {
  page: string;
  runs: LighthouseScores[];
  /** The machine's load average (1 minute) before and after: Lighthouse's CPU figures follow it. */
  load: [number, number];
}

/** A page's runs as Lighthouse recorded them, not yet scored. */
export interface RecordedPage {
  page: string;
  url: string;
  runs: RecordedRun[];
  load: [number, number];
}

/** Three runs of one page (issue 19), recorded. */
export async function recordPage(
  page: string,
  url: string,
  signIn?: SignIn,
  runs = 3,
): Promise<RecordedPage> {
  const before = os.loadavg()[0] ?? 0;
  const recorded: RecordedRun[] = [];
  let failures = 0;
  while (recorded.length < runs) {
    try {
      recorded.push(await recordLighthouseRun(url, signIn));
    } catch (error) {
      // Tried again, twice at most over the three runs, and said so.
      failures += 1;
      console.warn(`${page}: ${error instanceof Error ? error.message : String(error)}`);
      if (failures > 2) throw error;
    }
  }
  return { page, url, runs: recorded, load: [before, os.loadavg()[0] ?? 0] };
}

/**
 * The CPU slowdown for a set of runs: from the median of their benchmark indexes. The index is
 * measured once a run, in a few hundred milliseconds, and moved from 1,095 to 1,921 within minutes
 * on one machine, so a run's own index made its slowdown move from 2.5 to 6.6 with it, and each
 * median mixed runs of different phones. The machine is the same throughout a set: so is its phone
 * (docs/decisions.md).
 */
export function setSlowdown(pages: RecordedPage[]): number {
  return cpuSlowdownFor(
    median(pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))),
  );
}

/** A page's runs scored at one slowdown, each figure the median of the runs (issue 19). */
export async function scoredMedian(
  recorded: RecordedPage,
  cpuSlowdown: number,
): Promise<LighthouseMedian> {
  const results: LighthouseScores[] = [];
  for (const run of recorded.runs) results.push(await scoredAt(run, cpuSlowdown));
  const of = (
    key: keyof Omit<
      LighthouseScores,
      'url' | 'lcpElement' | 'blockingByCause' | 'atDefaultSlowdown'
    >,
  ) => median(results.map((r) => r[key]));
  const atDefault = (key: keyof TargetFigures) =>
    median(results.map((r) => r.atDefaultSlowdown[key]));
  return {
    page: recorded.page,
    url: recorded.url,
    runs: results,
    load: recorded.load,
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown,
    // A mean, not a median: the parts of one whole.
    blockingByCause: Object.fromEntries(
      causes.map((cause) => [
        cause,
        results.reduce((sum, r) => sum + (r.blockingByCause[cause] ?? 0), 0) / results.length,
      ]),
    ),
    atDefaultSlowdown: {
      performance: atDefault('performance'),
      largestContentfulPaintMs: atDefault('largestContentfulPaintMs'),
      totalBlockingTimeMs: atDefault('totalBlockingTimeMs'),
      cumulativeLayoutShift: atDefault('cumulativeLayoutShift'),
    },
    lcpElement: results.map((r) => r.lcpElement).join(' | '),
  };
}

/** Whether a median meets issue 19's targets, and which figures do not. */
export function missedTargets(scores: TargetFigures): string[] {
  const missed: string[] = [];
  if (scores.performance < lighthouseTargets.performance) missed.push('performance');
  if (scores.largestContentfulPaintMs > lighthouseTargets.largestContentfulPaintMs)
    missed.push('LCP');
  if (scores.totalBlockingTimeMs > lighthouseTargets.totalBlockingTimeMs) missed.push('TBT');
  if (scores.cumulativeLayoutShift > lighthouseTargets.cumulativeLayoutShift) missed.push('CLS');
  return missed;
}
