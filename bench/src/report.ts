// The bench's tables, one per scenario, printed as the runs end.
import type { CheckInBenchResult } from './check-in.ts';
import { devicesAtTheDoor, scansPerSecond } from './check-in.ts';
import type { LighthouseMedian } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { PurchaseFlowResult } from './purchase-flow.ts';
import { type RosterResult, rosterSize } from './roster.ts';
import type { MailBurstResult, SaleStartResult } from './sale-start.ts';
import { idleSeconds, startsMeasured, type StartUpRun } from './start-up.ts';
import { printWebSpeed } from './web-speed.ts';

export interface Row {
  scenario: string;
  database: string;
  saturated: LoadResult;
  fixed: LoadResult;
}

export interface CheckInRun {
  database: string;
  checkIn: CheckInBenchResult;
}

export interface ProductRun extends CheckInRun {
  rows: Row[];
  roster: RosterResult;
  purchaseFlow: PurchaseFlowResult;
  saleStart: SaleStartResult;
  mailBurst: MailBurstResult;
  startupMs: number;
  idleMiB: number | undefined;
  lighthouse: LighthouseMedian[] | undefined;
}

export interface Settings {
  seconds: number;
  fixedRate: number;
  mailBurstSize: number;
}

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);

export function printCheckIn(runs: CheckInRun[], seconds: number): void {
  console.log(
    `\nCheck-in at the door (${devicesAtTheDoor} devices, ${scansPerSecond} scans/s between them, one scan per request, open loop for ${seconds} s; every 10th ticket scanned on two devices at once; each ticket must be checked in exactly once)`,
  );
  console.table(
    runs.map(({ database, checkIn }) => ({
      database,
      tickets: checkIn.tickets,
      'door list ms': fmt(checkIn.listMs, 0),
      scans: checkIn.scans,
      'answered/s': fmt(checkIn.answeredPerSecond),
      'p50 ms': fmt(checkIn.p50),
      'p95 ms': fmt(checkIn.p95),
      'p99 ms': fmt(checkIn.p99),
      'max ms': fmt(checkIn.max),
      ok: checkIn.ok,
      'twins / already in': `${checkIn.twins} / ${checkIn.alreadyCheckedIn}`,
      'checked in / scanned': `${checkIn.checkedIn} / ${checkIn.distinctScanned}`,
      'shed (sent again)': checkIn.shed,
      errors: checkIn.errors,
    })),
  );
}

/** Each request scenario's throughput and latency, read against the hello-world baseline. */
export function printRequests(
  baseline: { saturated: LoadResult; fixed: LoadResult },
  rows: Row[],
  fixedRate: number,
  seconds: number,
): void {
  const table = [
    {
      scenario: 'Fastify hello-world (baseline)',
      database: '-',
      'req/s': fmt(baseline.saturated.requestsPerSecond, 0),
      'x baseline': '1.00',
      'p50 ms': fmt(baseline.saturated.p50),
      'p99 ms': fmt(baseline.saturated.p99),
      [`p50 ms @${fixedRate}/s`]: fmt(baseline.fixed.p50, 2),
      [`p99 ms @${fixedRate}/s`]: fmt(baseline.fixed.p99, 2),
      errors: baseline.saturated.errors + baseline.fixed.errors,
    },
    ...rows.map((row) => ({
      scenario: row.scenario,
      database: row.database,
      'req/s': fmt(row.saturated.requestsPerSecond, 0),
      'x baseline': fmt(row.saturated.requestsPerSecond / baseline.saturated.requestsPerSecond, 2),
      'p50 ms': fmt(row.saturated.p50),
      'p99 ms': fmt(row.saturated.p99),
      [`p50 ms @${fixedRate}/s`]: fmt(row.fixed.p50, 2),
      [`p99 ms @${fixedRate}/s`]: fmt(row.fixed.p99, 2),
      errors: row.saturated.errors + row.fixed.errors,
    })),
  ];
  console.log(
    `\nThroughput (closed loop, 16 connections, ${seconds} s) and latency at a fixed ${fixedRate} req/s (open loop)`,
  );
  console.table(table);
}

export function printReport(
  baseline: { saturated: LoadResult; fixed: LoadResult },
  runs: ProductRun[],
  { seconds, fixedRate, mailBurstSize }: Settings,
): void {
  printRequests(
    baseline,
    runs.flatMap((run) => run.rows),
    fixedRate,
    seconds,
  );
  console.log(
    `\nRoster of ${rosterSize.toLocaleString('en')} members (50 list requests of mixed filters, sorts and pages, one at a time; whole exports; targets: list p95 <= 200 ms, export <= 3 s)`,
  );
  console.table(
    runs.map((run) => ({
      database: run.database,
      members: run.roster.members,
      'list p50 ms': fmt(run.roster.p50),
      'list p95 ms': fmt(run.roster.p95),
      'CSV export ms': fmt(run.roster.csvMs, 0),
      'CSV kB': fmt(run.roster.csvBytes / 1024, 0),
      'Excel export ms': fmt(run.roster.xlsxMs, 0),
      'Excel kB': fmt(run.roster.xlsxBytes / 1024, 0),
      errors: run.roster.errors,
    })),
  );
  console.log(
    `\nMembership purchase flow (prepare, pay in the sandbox window, confirm; 8 members, ${seconds} s)`,
  );
  console.table(
    runs.map((run) => ({
      database: run.database,
      'purchases/s': fmt(run.purchaseFlow.purchasesPerSecond),
      'p50 ms': fmt(run.purchaseFlow.p50),
      'p99 ms': fmt(run.purchaseFlow.p99),
      purchases: run.purchaseFlow.purchases,
      'paid in history': run.purchaseFlow.paidInHistory,
      errors: run.purchaseFlow.errors,
    })),
  );
  console.log(
    '\nSale-start burst (1,000 bookings offered within 1 s for 200 places on one event; target: all answered within 5 s, at least 500 bookings/s, exactly 200 booked)',
  );
  console.table(
    runs.map((run) => ({
      database: run.database,
      'all answered (ms)': fmt(run.saleStart.allAnsweredMs, 0),
      'p99 ms': fmt(run.saleStart.p99),
      'bookings/s': fmt(run.saleStart.bookingsPerSecond, 0),
      booked: run.saleStart.booked,
      'refused (full)': run.saleStart.refusedAsFull,
      'places taken': run.saleStart.placesTaken,
      errors: run.saleStart.errors,
    })),
  );
  console.log(
    `\nMail after a burst (${mailBurstSize} bookings within 1 s, all with places; target: every confirmation delivered within 30 s)`,
  );
  console.table(
    runs.map((run) => ({
      database: run.database,
      booked: run.mailBurst.booked,
      'mails delivered': run.mailBurst.delivered,
      'last delivered after (ms)': run.mailBurst.lastDeliveredMs,
    })),
  );
  printCheckIn(runs, seconds);
  console.log('\nStart-up and memory');
  console.table(
    runs.map((run) => ({
      database: run.database,
      'start-up on existing database (ms)': run.startupMs,
      'idle resident memory (MiB)': fmt(run.idleMiB),
    })),
  );
  const lighthouse = runs[0]?.lighthouse;
  if (lighthouse) printWebSpeed(lighthouse);
}

export function printStartUp(runs: StartUpRun[]): void {
  console.log(
    `\nStart-up on an existing database (median of ${startsMeasured} starts, from spawn until it answers) and resident memory after ${idleSeconds} s idle`,
  );
  console.table(
    runs.flatMap((run) => [
      {
        what: 'server',
        database: run.database,
        'start-up median (ms)': run.server.medianMs,
        'each start (ms)': run.server.startsMs.join(', '),
        'idle resident memory (MiB)': fmt(run.server.idleMiB),
      },
      ...(run.pgliteAlone
        ? [
            {
              what: 'PGlite alone',
              database: run.database,
              'start-up median (ms)': run.pgliteAlone.medianMs,
              'each start (ms)': run.pgliteAlone.startsMs.join(', '),
              'idle resident memory (MiB)': fmt(run.pgliteAlone.idleMiB),
            },
          ]
        : []),
    ]),
  );
}
