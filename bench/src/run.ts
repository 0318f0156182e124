// `npm run bench`: the product server against a bare Fastify baseline, on loopback only.
// `BENCH_ONLY=check-in npm run bench` runs the door's check-in scenario alone;
// `BENCH_ONLY=web` only the web app's speed (Lighthouse on the membership list, an event's page
// and two members' dashboards, three runs each);
// `BENCH_ONLY=main-thread` where those pages' main thread goes as they load, task by task;
// `BENCH_ONLY=compare BENCH_COMPARE_WITH=<another checkout>` those pages on this build and on the
// other checkout's, the runs taking turns (`BENCH_PAGE=<part of a page's name>` for fewer pages);
// `BENCH_ONLY=start-up` only the start-up on an existing database and the idle memory;
// `BENCH_ONLY=requests` only the request scenarios against the hello-world baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { assertCheckedInOnce, benchCheckIn, ticketsFor } from './check-in.ts';
import { createDoorEvent } from './door-event.ts';
import { offerFixedRate, type LoadResult, type RequestSpec, saturate } from './load.ts';
import { freePort, repoRoot, residentMiB, type Running, startProcess } from './processes.ts';
import { benchPurchaseFlow } from './purchase-flow.ts';
import {
  type CheckInRun,
  printCheckIn,
  printReport,
  printRequests,
  printStartUp,
  type ProductRun,
  type Row,
} from './report.ts';
import { benchRoster, createRoster } from './roster.ts';
import { measureStarts, startPgliteAlone, type StartUpRun } from './start-up.ts';
import { benchMailAfterBurst, benchSaleStart, createSaleEvent } from './sale-start.ts';
import type { SeedTarget } from './seed.ts';
import { signInOverHttp } from './sign-in.ts';
import { printMainThread, profileMainThread } from './main-thread.ts';
import { benchWebSpeed, measuredPages, printWebSpeed } from './web-speed.ts';
import { compareWebSpeed, printComparison } from './web-compare.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fixedRate = Number(process.env.BENCH_RATE ?? 200);
const only = process.env.BENCH_ONLY;
const mailBurstSize = 1000;

async function measure(
  origin: string,
  spec: RequestSpec,
): Promise<{ saturated: LoadResult; fixed: LoadResult }> {
  // A short warm-up so the first JIT and connection costs are not measured.
  await saturate(origin, spec, 1);
  const saturated = await saturate(origin, spec, seconds);
  const fixed = await offerFixedRate(origin, spec, fixedRate, seconds);
  return { saturated, fixed };
}

async function startServer(env: Record<string, string>, root = repoRoot): Promise<Running> {
  const port = await freePort();
  // The compiled server, as production runs it (`npm run build`).
  return startProcess(['dist/main.js'], {
    cwd: path.join(root, 'server'),
    port,
    healthPath: '/healthz',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // The purchase flow registers and signs in several bench members from one address.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
  });
}

/** The first start creates, migrates and seeds; the bench then writes its own rows, stopped. */
async function prepareDatabase(env: Record<string, string>, root = repoRoot): Promise<SeedTarget> {
  const first = await startServer(env, root);
  await first.stop();
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { dataDir: path.join(env.DATA_DIR ?? '', 'db') };
}

/** The request scenarios on a running server: no database, a token's check, a database read. */
async function measureRequests(origin: string, database: string): Promise<Row[]> {
  const { accessToken } = await signInOverHttp(origin, 'member@demo.test', 'demo-password');
  const scenarios: [string, RequestSpec][] = [
    ['GET /healthz', { method: 'GET', path: '/healthz' }],
    [
      'POST validate-token',
      {
        method: 'POST',
        path: '/tools/api/auth/validate-token',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: accessToken }),
      },
    ],
    [
      'GET /tools/api/auth/me (database read)',
      {
        method: 'GET',
        path: '/tools/api/auth/me',
        headers: { authorization: `Bearer ${accessToken}` },
      },
    ],
  ];
  const rows: Row[] = [];
  for (const [scenario, spec] of scenarios) {
    rows.push({ scenario, database, ...(await measure(origin, spec)) });
  }
  return rows;
}

async function benchProduct(database: string, env: Record<string, string>): Promise<ProductRun> {
  const target = await prepareDatabase(env);
  const saleCapacity = 200;
  const saleEventId = await createSaleEvent(target, saleCapacity);
  const burstEventId = await createSaleEvent(target, mailBurstSize);
  const door = await createDoorEvent(target, ticketsFor(seconds));
  await createRoster(target);
  // The measured start is on an existing database.
  const server = await startServer(env);
  // Stopped also when a scenario fails, so no server is left behind.
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMiB = residentMiB(server.child.pid);
    // The open page a visitor lands on, and a signed-in member's dashboard (issue 19).
    const lighthouse = database === 'embedded' ? await benchWebSpeed(server.origin) : undefined;
    const rows = await measureRequests(server.origin, database);
    const superAdmin = await signInOverHttp(server.origin, 'super@demo.test', 'demo-password');
    const roster = await benchRoster(server.origin, superAdmin.accessToken);
    const purchaseFlow = await benchPurchaseFlow(server.origin, seconds);
    const saleStart = await benchSaleStart(server.origin, saleEventId, saleCapacity);
    const mailBurst = await benchMailAfterBurst(
      server.origin,
      burstEventId,
      path.join(env.DATA_DIR ?? '', 'mail'),
      mailBurstSize,
    );
    // After the mail burst, whose last mails are delivered by then: the door has the server alone.
    const checkIn = await benchCheckIn(server.origin, door, seconds);
    return {
      database,
      rows,
      roster,
      purchaseFlow,
      saleStart,
      mailBurst,
      checkIn,
      startupMs: server.startupMs,
      idleMiB,
      lighthouse,
    };
  } finally {
    await server.stop();
  }
}

/** The check-in scenario alone, on a database holding only the demo seed and the door's event. */
async function benchCheckInOnly(
  database: string,
  env: Record<string, string>,
): Promise<CheckInRun> {
  const door = await createDoorEvent(await prepareDatabase(env), ticketsFor(seconds));
  const server = await startServer(env);
  try {
    return { database, checkIn: await benchCheckIn(server.origin, door, seconds) };
  } finally {
    await server.stop();
  }
}

/** Start-up alone: several starts on an existing database, the last one measured once idle. */
async function benchStartUpOnly(
  database: string,
  env: Record<string, string>,
): Promise<StartUpRun> {
  await prepareDatabase(env);
  const server = await measureStarts(async () => {
    const started = await startServer(env);
    return { startupMs: started.startupMs, pid: started.child.pid, stop: () => started.stop() };
  });
  const pgliteAlone =
    database === 'embedded'
      ? await measureStarts(() =>
          startPgliteAlone(env.DATA_DIR ?? '', path.join(repoRoot, 'bench')),
        )
      : undefined;
  return { database, server, pgliteAlone };
}

async function withPostgres<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The embedded database, then a throwaway PostgreSQL database when DATABASE_URL is set. */
async function onEachDatabase<T>(
  bench: (database: string, env: Record<string, string>) => Promise<T>,
): Promise<T[]> {
  const runs: T[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    runs.push(await bench('embedded', { DATA_DIR: dataDir }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return runs;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    runs.push(
      await withPostgres(databaseUrl, (url) =>
        // The demo data is seeded by itself only into the embedded database; this one is a
        // throwaway database on loopback.
        bench('postgres', { DATABASE_URL: url, DATA_DIR: pgDir, SEED_DEMO_DATA: 'true' }),
      ),
    );
  } finally {
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
  return runs;
}

/** The compiled server and the web app's build of a checkout: what the bench serves. */
function assertBuilt(root: string): void {
  for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) {
      throw new Error(`${root} is not built (no ${built}): run \`npm run build\` there first.`);
    }
  }
}

/** The web app's pages alone, on a database holding only the demo seed; a checkout's, built. */
async function webPagesOnly(
  measure: (origin: string) => Promise<void>,
  root = repoRoot,
): Promise<void> {
  assertBuilt(root);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    await prepareDatabase({ DATA_DIR: dataDir }, root);
    const server = await startServer({ DATA_DIR: dataDir }, root);
    try {
      await measure(server.origin);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A bare Fastify hello-world in its own process: every request figure is read against it. */
async function measureBaseline(): Promise<{ saturated: LoadResult; fixed: LoadResult }> {
  const helloPort = await freePort();
  const hello = await startProcess(['--import', 'tsx', 'bench/src/hello.ts', String(helloPort)], {
    port: helloPort,
    healthPath: '/',
  });
  try {
    return await measure(hello.origin, { method: 'GET', path: '/' });
  } finally {
    await hello.stop();
  }
}

/** The request scenarios alone, on a database holding only the demo seed, the server idle. */
async function benchRequestsOnly(database: string, env: Record<string, string>): Promise<Row[]> {
  await prepareDatabase(env);
  const server = await startServer(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return await measureRequests(server.origin, database);
  } finally {
    await server.stop();
  }
}

async function main() {
  if (only === 'web') {
    await webPagesOnly(async (origin) => printWebSpeed(await benchWebSpeed(origin)));
    return;
  }
  if (only === 'main-thread') {
    await webPagesOnly(async (origin) => {
      const profiles = [];
      for (const { page, url, signIn } of await measuredPages(origin)) {
        profiles.push(await profileMainThread(page, url, signIn));
      }
      printMainThread(profiles);
    });
    return;
  }
  if (only === 'compare') {
    const otherCheckout = process.env.BENCH_COMPARE_WITH;
    if (!otherCheckout) {
      throw new Error('BENCH_ONLY=compare needs BENCH_COMPARE_WITH: the path of another checkout');
    }
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
    const other = path.resolve(otherCheckout);
    await webPagesOnly(
      (otherOrigin) =>
        webPagesOnly(async (origin) =>
          printComparison(
            await compareWebSpeed(origin, otherOrigin, { runs, only: process.env.BENCH_PAGE }),
            other,
          ),
        ),
      other,
    );
    return;
  }
  if (only === 'check-in') {
    const runs = await onEachDatabase(benchCheckInOnly);
    printCheckIn(runs, seconds);
    for (const run of runs) assertCheckedInOnce(run.database, run.checkIn);
    return;
  }
  if (only === 'requests') {
    const baseline = await measureBaseline();
    printRequests(baseline, (await onEachDatabase(benchRequestsOnly)).flat(), fixedRate, seconds);
    return;
  }
  if (only === 'start-up') {
    printStartUp(await onEachDatabase(benchStartUpOnly));
    return;
  }
  if (only !== undefined) {
    throw new Error(
      `BENCH_ONLY may be check-in, web, main-thread, compare, start-up, requests or unset, not "${only}"`,
    );
  }
  assertBuilt(repoRoot);
  const baseline = await measureBaseline();
  const runs = await onEachDatabase(benchProduct);
  printReport(baseline, runs, { seconds, fixedRate, mailBurstSize });
  for (const run of runs) assertCheckedInOnce(run.database, run.checkIn);
}

await main();
