/**
 * What Lighthouse's blocking time is made of, read from its own run: each long task of its list
 * (simulated at a CPU slowdown, so that many times a task of the run's trace) found again in the
 * run's trace, and named by what took most of that task. The bench's main-thread profile
 * (`main-thread.ts`) traces a load of its own and counts from the real first paint; Lighthouse's
 * model also counts tasks that ran before the first paint (the navigation's commit, the HTML's
 * parse), and its own checks in the page, which that profile never shows.
 */

import type { TraceEvent } from './main-thread.ts';

/** A long task of Lighthouse's list (its `long-tasks` audit), in the model's milliseconds. */
export interface LongTask {
  startTime: number;
  duration: number;
}

export const causes = [
  'the navigation (window, head)',
  "the HTML's parse and inline scripts",
  'scripts: evaluating modules',
  "scripts: tasks they posted (React's scheduler)",
  'scripts: promise callbacks',
  'scripts: timers and idle callbacks',
  'scripts: events',
  "V8's compiling, tiering and GC",
  'style, layout and paint',
  "Lighthouse's own checks",
  'other, or nothing traced',
  'not found in the trace',
] as const;

export type Cause = (typeof causes)[number];

const blockingThresholdMs = 50;

const lighthouseChecks: Cause = "Lighthouse's own checks";

/**
 * Lighthouse's own script, evaluated in the page while it waits for a quiet CPU (a timer's
 * callback). Its shim of `requestIdleCallback` is in that script too: `cbWrap` calls the page's own
 * idle callback, so its time is the page's.
 */
const isLighthouseCheck = (event: TraceEvent) =>
  event.args?.data?.url?.endsWith('_lighthouse-eval.js') === true &&
  event.args.data.functionName !== 'cbWrap';

/** A child event's cause by its name, or undefined for one that does not say. */
function causeOfEvent(event: TraceEvent): Cause | undefined {
  const { name } = event;
  if (isLighthouseCheck(event)) return lighthouseChecks;
  if (
    name.startsWith('DocumentLoader::') ||
    name.startsWith('LocalWindowProxy::') ||
    name === 'V8.DeserializeContext' ||
    name === 'CommitLoad' ||
    name === 'ContextCreatedNotification'
  ) {
    return 'the navigation (window, head)';
  }
  if (
    name === 'ParseHTML' ||
    name === 'ParseAuthorStyleSheet' ||
    name.startsWith('NavigationBodyLoader::') ||
    name.startsWith('DecodedDataDocumentParser::')
  ) {
    return "the HTML's parse and inline scripts";
  }
  if (
    name.startsWith('V8.GC') ||
    name.startsWith('V8.Bytecode') ||
    name === 'MinorGC' ||
    name === 'MajorGC' ||
    name === 'ScriptCatchup' ||
    name.startsWith('v8.compile') ||
    name === 'v8.produceModuleCache'
  ) {
    return "V8's compiling, tiering and GC";
  }
  if (['EvaluateScript', 'v8.evaluateModule', 'v8.run'].includes(name)) {
    return 'scripts: evaluating modules';
  }
  if (name === 'FunctionCall' || name === 'v8.callFunction') {
    return "scripts: tasks they posted (React's scheduler)";
  }
  if (name === 'RunMicrotasks') return 'scripts: promise callbacks';
  if (['TimerFire', 'FireIdleCallback', 'FireAnimationFrame'].includes(name)) {
    return 'scripts: timers and idle callbacks';
  }
  if (name === 'EventDispatch') return 'scripts: events';
  if (
    [
      'UpdateLayoutTree',
      'Layout',
      'PrePaint',
      'Paint',
      'Layerize',
      'UpdateLayer',
      'Commit',
      'HitTest',
      'Decode Image',
    ].includes(name)
  ) {
    return 'style, layout and paint';
  }
  return undefined;
}

/** A task of one thread as Lighthouse's model cuts it (`modelTasks`). */
export interface ModelTask {
  event: TraceEvent;
  /** Its end in the trace's clock (µs): where the model ends it, which may be before the event's. */
  end: number;
  /** Its place in the thread's events, where its children follow it. */
  index: number;
  /** It laid the page out: the model slows it by half the slowdown (`layoutTaskMultiplier`). */
  didLayout: boolean;
}

/** Lighthouse's simulator slows a task that lays the page out by this share of the slowdown. */
export const layoutTaskMultiplier = 0.5;

/**
 * One thread's tasks as Lighthouse's model sees them, with the thread's complete events in the
 * order the tasks index: a task run inside another (a nested run loop) ends the outer one where
 * it starts and is a task of its own, and a task that ran a `Layout` is marked.
 */
export function modelTasks(threadEvents: TraceEvent[]): {
  tasks: ModelTask[];
  events: TraceEvent[];
} {
  const events = threadEvents
    .filter((event) => event.ph === 'X')
    // A parent before the children that start with it.
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: ModelTask[] = [];
  events.forEach((event, index) => {
    const current = tasks.at(-1);
    if (event.name !== 'RunTask' || !event.dur) {
      if (event.name === 'Layout' && current && event.ts < current.end) current.didLayout = true;
      return;
    }
    if (current && event.ts < current.end) current.end = event.ts - 1;
    tasks.push({ event, end: event.ts + event.dur, index, didLayout: false });
  });
  return { tasks, events };
}

/** The page's main thread: the renderer's main thread that ran the most. */
function mainThreadTasks(trace: TraceEvent[]): { tasks: ModelTask[]; events: TraceEvent[] } {
  const busy = new Map<string, number>();
  for (const event of trace) {
    if (event.name === 'RunTask' && event.ph === 'X') {
      const thread = `${String(event.pid)}:${String(event.tid)}`;
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
    }
  }
  const renderers = new Set(
    trace
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${String(event.pid)}:${String(event.tid)}`),
  );
  const main = [...busy].filter(([thread]) => renderers.has(thread)).sort((a, b) => b[1] - a[1])[0];
  if (!main) return { tasks: [], events: [] };
  return modelTasks(
    trace.filter((event) => `${String(event.pid)}:${String(event.tid)}` === main[0]),
  );
}

/** The scripts' causes count together against the others: a task of many callbacks is scripts'. */
const groupOf = (cause: Cause) => (cause.startsWith('scripts:') ? 'scripts' : cause);

/**
 * What took most of a task: its direct children summed by cause (the scripts' together, then the
 * largest of theirs), and the time none covers.
 */
function causeOfTask(task: ModelTask, events: TraceEvent[]): Cause {
  const byCause = new Map<Cause, number>();
  const add = (cause: Cause, length: number) =>
    byCause.set(cause, (byCause.get(cause) ?? 0) + length);
  let covered = 0;
  let child: { cause: Cause; end: number } | undefined;
  let checkEnd = -1;
  for (let index = task.index + 1; index < events.length; index += 1) {
    const event = events[index];
    if (!event || event.ts >= task.end) break;
    if (event.name === 'RunTask') continue;
    const length = event.dur ?? 0;
    if (child && event.ts < child.end) {
      // Lighthouse's check runs in a timer's callback: its time is Lighthouse's.
      if (isLighthouseCheck(event) && event.ts >= checkEnd && child.cause !== lighthouseChecks) {
        add(child.cause, -length);
        add(lighthouseChecks, length);
        checkEnd = event.ts + length;
      }
      continue;
    }
    const cause = causeOfEvent(event);
    // A child that does not say is read by its own children.
    if (!cause) continue;
    add(cause, length);
    covered += length;
    child = { cause, end: event.ts + length };
  }
  byCause.set('other, or nothing traced', task.end - task.event.ts - covered);
  const byGroup = new Map<string, number>();
  for (const [cause, length] of byCause) {
    byGroup.set(groupOf(cause), (byGroup.get(groupOf(cause)) ?? 0) + length);
  }
  const group = [...byGroup].sort((a, b) => b[1] - a[1])[0]?.[0];
  return (
    [...byCause]
      .filter(([cause]) => groupOf(cause) === group)
      .sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other, or nothing traced'
  );
}

/** How long a task lasts in Lighthouse's model, in its whole milliseconds' unit. */
function modelLength(task: ModelTask, cpuSlowdown: number): number {
  const slowdown = cpuSlowdown * (task.didLayout ? layoutTaskMultiplier : 1);
  return ((task.end - task.event.ts) / 1000) * slowdown;
}

/**
 * The blocking time of a run's long tasks from its first paint on (as Lighthouse's model placed
 * both, simulated at `cpuSlowdown`), by the cause of each task. A task the model runs across its
 * first paint counts by its part after it, as Lighthouse clips it: so the navigation's commit,
 * which the page ran before its first paint, can block in the model. The sum comes close to the
 * run's blocking time, not to the millisecond: the model blends two estimates of the first paint
 * and of when the page is idle, and its list holds the 20 longest tasks.
 */
export function blockingByCause(
  trace: TraceEvent[],
  longTasks: LongTask[],
  firstPaintMs: number,
  cpuSlowdown: number,
): Map<Cause, number> {
  const { tasks, events } = mainThreadTasks(trace);
  const modelMs = new Map(tasks.map((task) => [task, modelLength(task, cpuSlowdown)]));
  const taken = new Set<ModelTask>();
  const blocking = new Map<Cause, number>();
  // In the order the model ran them, each matched to the first task of that length not taken
  // yet, in the trace's order: so a task before the first paint is not taken for a later one of
  // the same length.
  for (const longTask of [...longTasks].sort((a, b) => a.startTime - b.startTime)) {
    // The model's timings are whole milliseconds (a task of 24.123 ms lasted 96 at 4).
    const found = tasks.find(
      (task) => !taken.has(task) && Math.abs((modelMs.get(task) ?? 0) - longTask.duration) <= 1,
    );
    if (found) taken.add(found);
    const end = longTask.startTime + longTask.duration;
    if (end <= firstPaintMs) continue;
    const cause = found ? causeOfTask(found, events) : 'not found in the trace';
    const counted = end - Math.max(longTask.startTime, firstPaintMs);
    const blocked = Math.max(0, counted - blockingThresholdMs);
    blocking.set(cause, (blocking.get(cause) ?? 0) + blocked);
  }
  return blocking;
}
