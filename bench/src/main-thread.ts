import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../e2e/support/launch.ts';
import { layoutTaskMultiplier, modelTasks } from './blocking-causes.ts';
import { pageAtRest, type SignIn, signInAt } from './lighthouse.ts';
import { webDist } from './web-build.ts';

/**
 * Where a page's main thread goes as it loads, task by task, read from a trace of the load in
 * Chromium with V8's sampling profiler on, and each sample mapped through the build's source maps
 * to the package or the app's folder it ran in. Lighthouse says how long the main thread was
 * blocked; this says by what. The figures are as this machine ran them: Lighthouse multiplies
 * them by its CPU slowdown, and a task counts towards its blocking time by what exceeds 50 ms then.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** An event of a Chromium trace, with the arguments the bench reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      /** The script of a call or an evaluation. */
      url?: string;
      /** The function a call entered. */
      functionName?: string;
      startTime?: number;
      frames?: { frame: string; isOutermostMainFrame?: boolean }[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface MainThreadTask {
  /** From the page's first paint, in ms: before it, less than 0. */
  startMs: number;
  lengthMs: number;
  afterFirstPaint: boolean;
  /** The largest shares of the task's samples: a package, a folder of the app, or the browser. */
  where: { place: string; ms: number }[];
}

export interface MainThreadProfile {
  page: string;
  busyMs: number;
  /**
   * Lighthouse's blocking time were the tasks after the first paint, as its model cuts them
   * (`modelTasks`), run four times slower (twice, a task that lays the page out).
   */
  blockingAt4Ms: number;
  /** The tasks after the first paint that Lighthouse's model keeps (`keptTaskMs`): how many, how long. */
  keptAfterFirstPaint: { count: number; ms: number };
  tasks: MainThreadTask[];
}

/**
 * Lighthouse's model of a load (Lantern) drops a main-thread task shorter than this from its
 * simulation, unless it links several others (`SIGNIFICANT_DUR_THRESHOLD_MS` in its page
 * dependency graph): a shorter task blocks nothing there, at any slowdown. A longer one blocks for
 * what it lasts slowed down, less 50 ms: at a slowdown of 13, as a fast machine is calibrated to, a
 * task of 10 ms blocks 80 ms (15 ms if it lays the page out, slowed half as much). So these are
 * listed.
 */
const keptTaskMs = 10;

const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'toplevel',
];

/** A sample's place: the package or the app's folder its code came from, by the source maps. */
class Places {
  private readonly maps = new Map<string, TraceMap | null>();

  of(frame: CallFrame): string {
    if (!frame.url) return `browser: ${frame.functionName || 'other'}`;
    // The bench's own wait, evaluated in the page.
    if (frame.url.startsWith('pptr:')) return 'the bench';
    const file = new URL(frame.url, 'http://page/').pathname.split('/').pop() ?? '';
    if (!file.endsWith('.js')) return "the page's inline scripts";
    const map = this.mapOf(file);
    if (!map) return file;
    const source = originalPositionFor(map, {
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    }).source;
    if (!source) return 'the build (no source)';
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (inPackage?.[1]) return inPackage[1];
    // The app's own code, by its folder: web/src/features/events, contracts/src.
    const own = /(web\/src\/(?:features|lib)\/[^/]+|web\/src\/[^/]+|contracts\/src)/.exec(source);
    return own?.[1] ?? source.replace(/^(\.\.\/)+/, '');
  }

  private mapOf(file: string): TraceMap | null {
    if (!this.maps.has(file)) {
      const mapFile = path.join(webDist, 'assets', `${file}.map`);
      this.maps.set(
        file,
        fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null,
      );
    }
    return this.maps.get(file) ?? null;
  }
}

/** The main thread's samples, each with the time it stands for, in the trace's clock (µs). */
function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const profiles = new Set(
    events
      .filter((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid)
      .map((e) => e.id),
  );
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && profiles.has(e.id));
  let clock = profile?.args?.data?.startTime ?? 0;
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === thread.pid && profiles.has(e.id))
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  return { nodes, samples: samples.sort((a, b) => a.ts - b.ts) };
}

export function readMainThread(page: string, url: string, events: TraceEvent[]): MainThreadProfile {
  // The page's first paint in the tab's top frame (the provider's session check, in a frame of
  // the page, paints nothing). Its navigation's own start may be missing: the page's renderer is
  // often a new process, whose trace begins once the navigation is under way. So the times are
  // read from the first paint, and the page's thread is the one that painted.
  const topFrame = events
    .find((e) => e.name === 'TracingStartedInBrowser')
    ?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.frame;
  const paint = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.args?.frame === topFrame)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!paint) throw new Error(`${page}: no first paint of ${url} traced`);
  const thread = { pid: paint.pid, tid: paint.tid };
  const onThread = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const { tasks: runTasks } = modelTasks(onThread);
  const { nodes, samples } = samplesOf(events, thread);
  const places = new Places();
  const tasks: MainThreadTask[] = [];
  let blockingAt4Ms = 0;
  const keptAfterFirstPaint = { count: 0, ms: 0 };
  for (const { event: task, end, didLayout } of runTasks) {
    const lengthMs = (end - task.ts) / 1000;
    const afterFirstPaint = task.ts >= paint.ts;
    const slowdown = 4 * (didLayout ? layoutTaskMultiplier : 1);
    if (afterFirstPaint) blockingAt4Ms += Math.max(0, lengthMs * slowdown - 50);
    if (lengthMs < keptTaskMs) continue;
    if (afterFirstPaint) {
      keptAfterFirstPaint.count += 1;
      keptAfterFirstPaint.ms += lengthMs;
    }
    const byPlace = new Map<string, number>();
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    inTask.forEach((sample, index) => {
      const node = nodes.get(sample.node);
      const place = node ? places.of(node.callFrame) : 'browser: other';
      const ms = ((inTask[index + 1]?.ts ?? end) - sample.ts) / 1000;
      byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    });
    tasks.push({
      startMs: (task.ts - paint.ts) / 1000,
      lengthMs,
      afterFirstPaint,
      where: [...byPlace]
        .map(([place, ms]) => ({ place, ms }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3),
    });
  }
  return {
    page,
    busyMs: runTasks.reduce((sum, task) => sum + (task.end - task.event.ts), 0) / 1000,
    blockingAt4Ms,
    keptAfterFirstPaint,
    tasks,
  };
}

/**
 * A page loaded as Lighthouse loads it: after the same storage reset (the HTTP cache, the service
 * workers and their caches; a signed-in member's tokens in the tab stay), on a phone's viewport,
 * traced until the page has asked for nothing new for half a second.
 */
async function traceLoad(page: Page, url: string): Promise<TraceEvent[]> {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'file_systems,shader_cache,service_workers,cache_storage',
  });
  await page.goto('about:blank');
  await page.tracing.start({ categories: traceCategories });
  await page.goto(url);
  await page.evaluate(pageAtRest(500, 60_000));
  const trace = await page.tracing.stop();
  if (!trace) throw new Error(`${url}: no trace`);
  return (JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
}

export async function profileMainThread(
  page: string,
  url: string,
  signIn?: SignIn,
): Promise<MainThreadProfile> {
  const browser = await puppeteer.launch(chromiumLaunchOptions);
  try {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (signIn) await signInAt(tab, new URL(url).origin, signIn);
    return readMainThread(page, url, await traceLoad(tab, url));
  } finally {
    await browser.close();
  }
}

const fixed = (value: number) => value.toFixed(0);

export function printMainThread(profiles: MainThreadProfile[]): void {
  console.log(
    `\nThe main thread as this machine ran each load (tasks of ${String(keptTaskMs)} ms and ` +
      'more; the places are the largest shares of their samples, in ms)',
  );
  for (const profile of profiles) {
    console.log(`\n${profile.page}`);
    console.table(
      profile.tasks.map((task) => ({
        'from first paint ms': fixed(task.startMs),
        'length ms': task.lengthMs.toFixed(1),
        'after first paint': task.afterFirstPaint ? 'yes' : '',
        where: task.where.map(({ place, ms }) => `${place} ${ms.toFixed(1)}`).join('; '),
      })),
    );
  }
  console.table(
    profiles.map((profile) => ({
      page: profile.page,
      'main thread busy ms': fixed(profile.busyMs),
      'blocking at 4x ms': fixed(profile.blockingAt4Ms),
      [`tasks of ${String(keptTaskMs)} ms+ after first paint`]: `${String(profile.keptAfterFirstPaint.count)} (${fixed(profile.keptAfterFirstPaint.ms)} ms)`,
    })),
  );
}
