// `npm run bench`: the product server against a bare Fastify baseline, on loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { offerFixedRate, type LoadResult, type RequestSpec, saturate } from './load.ts';
import { freePort, repoRoot, residentMiB, type Running, startProcess } from './processes.ts';
import { runLighthouse } from './lighthouse.ts';
import { benchPurchaseFlow } from './purchase-flow.ts';
import { benchRoster, createRoster, type RosterResult, rosterSize } from './roster.ts';
import { benchMailAfterBurst, benchSaleStart, createSaleEvent } from './sale-start.ts';
import { signInOverHttp } from './sign-in.ts';
import { measureBuild, webDist } from './web-build.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fixedRate = Number(process.env.BENCH_RATE ?? 200);
const mailBurstSize = 1000;

interface Row {
  scenario: string;
  database: string;
  saturated: LoadResult;
  fixed: LoadResult;
}

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

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  return startProcess(['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
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

async function benchProduct(database: string, env: Record<string, string>) {
  // The first start creates, migrates and seeds; the measured start is on an existing database.
  const first = await startServer(env);
  await first.stop();
  const saleCapacity = 200;
  const target = env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { dataDir: path.join(env.DATA_DIR ?? '', 'db') };
  const saleEventId = await createSaleEvent(target, saleCapacity);
  const burstEventId = await createSaleEvent(target, mailBurstSize);
  await createRoster(target);
  const server = await startServer(env);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idleMiB = residentMiB(server.child.pid);
  // The open page a visitor lands on; /ui/ itself sends a signed-out visitor to sign in.
  const lighthouse =
    database === 'embedded'
      ? await runLighthouse(`${server.origin}/ui/membership-list`)
      : undefined;
  const { accessToken } = await signInOverHttp(server.origin, 'member@demo.test', 'demo-password');
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
    rows.push({ scenario, database, ...(await measure(server.origin, spec)) });
  }
  const superAdmin = await signInOverHttp(server.origin, 'super@demo.test', 'demo-password');
  const roster: RosterResult = await benchRoster(server.origin, superAdmin.accessToken);
  const purchaseFlow = await benchPurchaseFlow(server.origin, seconds);
  const saleStart = await benchSaleStart(server.origin, saleEventId, saleCapacity);
  const mailBurst = await benchMailAfterBurst(
    server.origin,
    burstEventId,
    path.join(env.DATA_DIR ?? '', 'mail'),
    mailBurstSize,
  );
  await server.stop();
  return {
    rows,
    purchaseFlow,
    saleStart,
    mailBurst,
    roster,
    startupMs: server.startupMs,
    idleMiB,
    lighthouse,
  };
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

const fmt = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);

async function main() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first.');
  }
  const helloPort = await freePort();
  const hello = await startProcess(['--import', 'tsx', 'bench/src/hello.ts', String(helloPort)], {
    port: helloPort,
    healthPath: '/',
  });
  const baseline = await measure(hello.origin, { method: 'GET', path: '/' });
  await hello.stop();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const runs = [
    { database: 'embedded', ...(await benchProduct('embedded', { DATA_DIR: dataDir })) },
  ];
  fs.rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    runs.push({
      database: 'postgres',
      ...(await withPostgres(databaseUrl, (url) =>
        benchProduct('postgres', { DATABASE_URL: url, DATA_DIR: pgDir }),
      )),
    });
    fs.rmSync(pgDir, { recursive: true, force: true });
  }

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
    ...runs.flatMap((run) =>
      run.rows.map((row) => ({
        scenario: row.scenario,
        database: row.database,
        'req/s': fmt(row.saturated.requestsPerSecond, 0),
        'x baseline': fmt(
          row.saturated.requestsPerSecond / baseline.saturated.requestsPerSecond,
          2,
        ),
        'p50 ms': fmt(row.saturated.p50),
        'p99 ms': fmt(row.saturated.p99),
        [`p50 ms @${fixedRate}/s`]: fmt(row.fixed.p50, 2),
        [`p99 ms @${fixedRate}/s`]: fmt(row.fixed.p99, 2),
        errors: row.saturated.errors + row.fixed.errors,
      })),
    ),
  ];
  console.log(
    `\nThroughput (closed loop, 16 connections, ${seconds} s) and latency at a fixed ${fixedRate} req/s (open loop)`,
  );
  console.table(table);
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
  console.log('\nStart-up and memory');
  console.table(
    runs.map((run) => ({
      database: run.database,
      'start-up on existing database (ms)': run.startupMs,
      'idle resident memory (MiB)': fmt(run.idleMiB),
    })),
  );
  const build = measureBuild();
  console.log('\nWeb build (gzipped JavaScript)');
  console.table([
    {
      'first load of /ui/ (kB)': fmt(build.firstLoadGzip / 1000),
      'budget (kB)': 200,
      'all chunks (kB)': fmt(build.totalGzip / 1000),
      chunks: build.chunks,
      largest: build.largest.map((chunk) => `${chunk.file} ${fmt(chunk.gzip / 1000)}`).join(', '),
    },
  ]);
  const lighthouse = runs[0]?.lighthouse;
  if (lighthouse) {
    console.log(`\nLighthouse (${lighthouse.url}, mobile emulation)`);
    console.table([
      {
        performance: lighthouse.performance,
        accessibility: lighthouse.accessibility,
        'best practices': lighthouse.bestPractices,
        'FCP ms': fmt(lighthouse.firstContentfulPaintMs, 0),
        'LCP ms': fmt(lighthouse.largestContentfulPaintMs, 0),
        'TBT ms': fmt(lighthouse.totalBlockingTimeMs, 0),
        CLS: fmt(lighthouse.cumulativeLayoutShift, 3),
      },
    ]);
  }
}

await main();
