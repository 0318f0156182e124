/**
 * `BENCH_ONLY=compare`: issue 19's pages on this checkout's build and on another checkout's
 * (`BENCH_COMPARE_WITH`), each on a server of its own, the runs taking turns, every run scored at
 * the slowdown of the median benchmark index of them all. Within minutes this machine's speed
 * moves a set of runs more than most changes move it (docs/performance.md); taking turns, both
 * builds meet the same drift, so what differs between them is the change.
 */
import {
  type LighthouseMedian,
  type RecordedPage,
  recordPage,
  scoredMedian,
  setSlowdown,
} from './lighthouse.ts';
import { measuredPages } from './web-speed.ts';

export type Build = 'this' | 'other';

/** Which build a page's run `run` (from 0) loads first: each goes first in every other run. */
export function turnOrder(run: number): [Build, Build] {
  return run % 2 === 0 ? ['this', 'other'] : ['other', 'this'];
}

/** Joins two recordings of the same page (one run each, say) into one. */
export function joined(recordings: RecordedPage[]): RecordedPage {
  const [first] = recordings;
  if (!first) throw new Error('no recording to join');
  return {
    page: first.page,
    url: first.url,
    runs: recordings.flatMap((recording) => recording.runs),
    load: [first.load[0], recordings.at(-1)?.load[1] ?? first.load[1]],
  };
}

export interface ComparedPage {
  page: string;
  this: LighthouseMedian;
  other: LighthouseMedian;
}

/** The pages whose name contains `only` (all without it), on both builds, `runs` runs each. */
export async function compareWebSpeed(
  origin: string,
  otherOrigin: string,
  { runs, only }: { runs: number; only?: string },
): Promise<ComparedPage[]> {
  const chosen = async (at: string) =>
    (await measuredPages(at)).filter(({ page }) => only === undefined || page.includes(only));
  const pages = { this: await chosen(origin), other: await chosen(otherOrigin) };
  if (pages.this.length === 0) throw new Error(`no page's name contains "${only ?? ''}"`);
  const recorded: { this: RecordedPage; other: RecordedPage }[] = [];
  for (const [index, page] of pages.this.entries()) {
    const otherPage = pages.other[index];
    if (otherPage?.page !== page.page) {
      throw new Error(`the other build's pages differ: ${page.page} against ${otherPage?.page}`);
    }
    const turns: Record<Build, RecordedPage[]> = { this: [], other: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const build of turnOrder(run)) {
        const { url, signIn } = build === 'this' ? page : otherPage;
        turns[build].push(await recordPage(page.page, url, signIn, 1));
      }
    }
    recorded.push({ this: joined(turns.this), other: joined(turns.other) });
  }
  const cpuSlowdown = setSlowdown(recorded.flatMap((page) => [page.this, page.other]));
  const compared: ComparedPage[] = [];
  for (const page of recorded) {
    compared.push({
      page: page.this.page,
      this: await scoredMedian(page.this, cpuSlowdown),
      other: await scoredMedian(page.other, cpuSlowdown),
    });
  }
  return compared;
}

const fixed = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

/** `other` names the other build in the table: its checkout. */
export function printComparison(compared: ComparedPage[], other: string): void {
  const slowdown = compared[0]?.this.cpuSlowdown ?? Number.NaN;
  console.log(
    `\nLighthouse, mobile emulation: this checkout's build against ${other}'s, the runs ` +
      `taking turns, all at a CPU slowdown of ${slowdown.toFixed(1)}; medians, and each run's ` +
      'figure in the order they ran',
  );
  console.table(
    compared.flatMap(({ page, ...builds }) =>
      (['this', 'other'] as const).map((build) => {
        const result = builds[build];
        return {
          page,
          build: build === 'this' ? 'this checkout' : other,
          performance: result.performance,
          'FCP ms': fixed(result.firstContentfulPaintMs),
          'LCP ms': fixed(result.largestContentfulPaintMs),
          'TBT ms': fixed(result.totalBlockingTimeMs),
          'runs (TBT ms)': result.runs.map((run) => fixed(run.totalBlockingTimeMs)).join(' / '),
          'runs (LCP ms)': result.runs
            .map((run) => fixed(run.largestContentfulPaintMs))
            .join(' / '),
        };
      }),
    ),
  );
}
