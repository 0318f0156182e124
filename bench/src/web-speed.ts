import {
  type LighthouseMedian,
  median,
  missedTargets,
  type RecordedPage,
  recordPage,
  scoredMedian,
  setSlowdown,
  type SignIn,
  type TargetFigures,
} from './lighthouse.ts';
import { causes } from './blocking-causes.ts';
import { freshMemoryMsPerGiB } from './machine-speed.ts';
import { Api, memberWithMembership } from './purchase-flow.ts';
import { signInOverHttp } from './sign-in.ts';
import { measureBuild } from './web-build.ts';
import { portalPageHeaders, serveBarePage } from './bare-page.ts';

const member = { email: 'member@demo.test', password: 'demo-password' };
/** Three by default, as issue 19 asks; fewer while trying something out. */
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * The page of the demo event that invites guests, where a guest registers without an account; its
 * address is read as the demo member, who changes nothing.
 */
async function guestRegistrationPath(origin: string): Promise<string> {
  const { accessToken } = await signInOverHttp(origin, member.email, member.password);
  const events = await new Api(origin, accessToken).call<{ id: string; title: string }[]>(
    'GET',
    '/event/api/v1/eve/list',
  );
  const openDay = events.find((event) => event.title === 'Open day at the boathouse');
  if (!openDay) throw new Error('the demo event Open day at the boathouse is missing');
  return `/ui/ROWING/events/${openDay.id}/register`;
}

export interface MeasuredPage {
  page: string;
  url: string;
  signIn?: SignIn;
}

/**
 * Issue 19's pages: the open membership list a visitor lands on, an event's page where a guest
 * registers, and the dashboard (/ui/) of a signed-in member: the demo member, who has no membership
 * and is offered one, and a member who bought one, whose dashboard shows the events first.
 */
export async function measuredPages(origin: string): Promise<MeasuredPage[]> {
  return [
    { page: 'public: /ui/membership-list', url: `${origin}/ui/membership-list` },
    {
      page: "public: an event's page (guest registration)",
      url: `${origin}${await guestRegistrationPath(origin)}`,
    },
    { page: 'signed in: /ui/ (dashboard)', url: `${origin}/ui/`, signIn: member },
    {
      page: 'signed in with a membership: /ui/ (dashboard)',
      url: `${origin}/ui/`,
      signIn: await memberWithMembership(origin),
    },
  ];
}

/** The baselines' rows (`bare-page.ts`): the bare page as it is, and sent as the portal's are. */
const barePageName = 'baseline: a bare page (no script)';
const barePageWithHeadersName = "baseline: the bare page with the portal's headers";
const baselines = [barePageName, barePageWithHeadersName];

/**
 * Each of issue 19's pages measured three times, then the bare page without and with the headers
 * the portal's pages are sent with, all scored at the CPU slowdown of the set's median benchmark
 * index.
 */
export async function benchWebSpeed(origin: string): Promise<LighthouseMedian[]> {
  const pages = await measuredPages(origin);
  const recorded: RecordedPage[] = [];
  for (const { page, url, signIn } of pages) {
    recorded.push(await recordPage(page, url, signIn, runs));
  }
  const headers = await portalPageHeaders(pages[0]?.url ?? `${origin}/ui/membership-list`);
  for (const [name, sent] of [
    [barePageName, {}],
    [barePageWithHeadersName, headers],
  ] as const) {
    const barePage = await serveBarePage(sent);
    try {
      recorded.push(await recordPage(name, barePage.url, undefined, runs));
    } finally {
      await barePage.close();
    }
  }
  const cpuSlowdown = setSlowdown(recorded);
  const results: LighthouseMedian[] = [];
  for (const page of recorded) results.push(await scoredMedian(page, cpuSlowdown));
  return results;
}

/** What a page's figures miss of the targets; a baseline is no page of the app. */
function verdict(result: LighthouseMedian, figures: TargetFigures): string {
  if (baselines.includes(result.page)) return 'the floor, not a page of the app';
  return missedTargets(figures).join(', ') || 'none';
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

export function printWebSpeed(results: LighthouseMedian[]): void {
  const build = measureBuild();
  console.log('\nWeb build (gzipped JavaScript)');
  console.table([
    {
      'first load of /ui/ (kB)': fixed(build.firstLoadGzip / 1000, 1),
      'all chunks (kB)': fixed(build.totalGzip / 1000, 1),
      chunks: build.chunks,
      largest: build.largest
        .map((chunk) => `${chunk.file} ${fixed(chunk.gzip / 1000, 1)}`)
        .join(', '),
    },
  ]);
  console.log(
    `\nLighthouse, mobile emulation: median of ${String(runs)} runs each ` +
      '(targets: performance >= 95, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.05), as Lighthouse ' +
      'scores them with its default CPU slowdown of 4: the reading issue 19 is held against',
  );
  console.table(
    results.map((result) => ({
      page: result.page,
      performance: result.atDefaultSlowdown.performance,
      'LCP ms': fixed(result.atDefaultSlowdown.largestContentfulPaintMs),
      'TBT ms': fixed(result.atDefaultSlowdown.totalBlockingTimeMs),
      CLS: fixed(result.atDefaultSlowdown.cumulativeLayoutShift, 3),
      missed: verdict(result, result.atDefaultSlowdown),
    })),
  );
  console.log(
    '\nThe same runs with the CPU slowed by what the median benchmark index of all the runs ' +
      'calls for: the same phone on any machine, a stricter reading on a fast one ' +
      '(docs/decisions.md)',
  );
  console.table(
    results.map((result) => ({
      page: result.page,
      performance: result.performance,
      'FCP ms': fixed(result.firstContentfulPaintMs),
      'LCP ms': fixed(result.largestContentfulPaintMs),
      'TBT ms': fixed(result.totalBlockingTimeMs),
      CLS: fixed(result.cumulativeLayoutShift, 3),
      'CPU slowdown': fixed(result.cpuSlowdown, 1),
      accessibility: result.accessibility,
      'best practices': result.bestPractices,
      'runs (performance)': result.runs.map((run) => run.performance).join(' / '),
      'load avg before/after': result.load.map((load) => load.toFixed(2)).join(' / '),
      missed: verdict(result, result),
    })),
  );
  const pages = results.filter((result) => !baselines.includes(result.page));
  const metOn = (figures: (result: LighthouseMedian) => TargetFigures) =>
    `met on ${String(pages.filter((page) => missedTargets(figures(page)).length === 0).length)} ` +
    `of ${String(pages.length)} pages`;
  console.log(
    `Issue 19's targets: ${metOn((page) => page.atDefaultSlowdown)} at Lighthouse's default ` +
      `slowdown; ${metOn((page) => page)} at the calibrated one.\n`,
  );
  for (const result of results) console.log(`LCP element, ${result.page}: ${result.lcpElement}`);
  printBlockingByCause(results);
  const indexes = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex));
  const slowdown = results[0]?.cpuSlowdown ?? Number.NaN;
  const floors = results.filter((result) => baselines.includes(result.page));
  console.log(
    `The machine: Lighthouse's benchmark index ${indexes.map((index) => fixed(index)).join(' / ')} ` +
      `in the runs, median ${fixed(median(indexes))} (higher is faster), so a CPU slowdown of ${fixed(slowdown, 1)}; fresh memory ${fixed(freshMemoryMsPerGiB())} ms to touch 1 GiB ` +
      '(see docs/performance.md for what that does to these figures).',
  );
  const blocks = (floor: LighthouseMedian) =>
    `${fixed(floor.totalBlockingTimeMs)} ms (runs: ${floor.runs
      .map((run) => fixed(run.totalBlockingTimeMs))
      .join(' / ')})`;
  const [bare, withHeaders] = floors;
  if (bare && withHeaders) {
    console.log(
      `A bare page blocks ${blocks(bare)} here, and ${blocks(withHeaders)} sent with the ` +
        "portal's headers: the browser's own work at this slowdown, under every page's blocking " +
        'time (the second under the pages of the portal, which its Cross-Origin-Opener-Policy has ' +
        'the browser load in a new process).',
    );
  }
}

/**
 * The blocking time of each page at the set's slowdown, the figure held against the target, by
 * what its long tasks ran (`blocking-causes.ts`): the mean of the runs, so that the parts add up.
 */
function printBlockingByCause(results: LighthouseMedian[]): void {
  const slowdown = fixed(results[0]?.cpuSlowdown ?? Number.NaN, 1);
  console.log(
    `\nWhat Lighthouse's blocking time at a CPU slowdown of ${slowdown} is made of: its long tasks ` +
      "from its first paint on (one across it by its part after it), each found in the run's " +
      'trace and named by what took most of it ' +
      '(ms, the mean of the runs)',
  );
  const row = (name: string, of: (result: LighthouseMedian) => number) =>
    Object.fromEntries([
      ['', name],
      ...results.map((result) => [result.page, fixed(of(result))]),
    ]) as Record<string, string>;
  console.table([
    ...causes.map((cause) => row(cause, (result) => result.blockingByCause[cause] ?? 0)),
    row('sum', (result) => Object.values(result.blockingByCause).reduce((sum, ms) => sum + ms, 0)),
    row('blocking time (median)', (result) => result.totalBlockingTimeMs),
  ]);
}
