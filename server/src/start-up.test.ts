import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openEmbeddedDatabase, openPostgresDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { listRoleGrants } from './idp/accounts.repository.ts';
import { authenticate } from './idp/accounts.service.ts';
import { databaseUrlFor } from './test/global-setup.ts';

/** What an operator meets when starting a real installation: demo data, the first admin, two servers. */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-up-'));
const running: ChildProcess[] = [];
const template = inject('databaseTemplate');
const postgresUrl = template.kind === 'postgres' ? template.serverUrl : undefined;

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs an entry of the compiled server (`main.js`, `create-admin.js`) as a process. */
function run(script: string, args: string[], env: Record<string, string>, stdin?: string): Run {
  const child = spawn(process.execPath, [path.join(inject('compiledServer'), script), ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.push(child);
  child.stdin.end(stdin ?? '');
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

const createAdmin = (env: Record<string, string>, args: string[], stdin?: string) =>
  run('create-admin.js', args, env, stdin);

const freshDir = () => fs.mkdtempSync(path.join(scratch, 'data-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server and waits until it answers (or exits). */
async function startServer(env: Record<string, string>): Promise<Run & { port: number }> {
  const port = await freePort();
  const server = run('main.js', [], { PORT: String(port), ...env });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (answer?.ok) return { ...server, port };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become ready: ${server.output()}`);
}

async function stop(server: Run): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function accountCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** A new, empty PostgreSQL database, dropped after the test. */
async function emptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: databaseUrlFor(serverUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

describe('demo data on a server others can reach', () => {
  it('is not seeded unless asked for, and when asked for, every start warns', async () => {
    const quiet = freshDir();
    const withoutFlag = await startServer({ DATA_DIR: quiet, HOST: '0.0.0.0' });
    await stop(withoutFlag);
    expect(withoutFlag.output()).not.toContain('demo-password');
    const database = await openEmbeddedDatabase({ dataDir: path.join(quiet, 'db') });
    expect(await accountCount(database)).toBe(0);
    await database.close();

    const exposed = freshDir();
    for (let start = 0; start < 2; start += 1) {
      const server = await startServer({
        DATA_DIR: exposed,
        HOST: '0.0.0.0',
        SEED_DEMO_DATA: 'true',
      });
      if (start === 0) {
        // The first administrator is not made beside a server that holds the embedded database.
        const refused = createAdmin({ DATA_DIR: exposed }, ['--email', 'ada@club.dk']);
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain('in use by another server');
      }
      await stop(server);
      expect(server.output()).toContain('SEED_DEMO_DATA=true on a server others can reach');
    }
  }, 180_000);
});

describe('npm run create-admin', () => {
  async function expectSuperAdministrator(
    database: DatabaseHandle,
    email: string,
    password: string,
  ) {
    const accountId = await authenticate(database.db, { email, password });
    expect(accountId).not.toBeNull();
    expect(await listRoleGrants(database.db, accountId ?? '')).toEqual([
      { orgKey: 'ALL', role: 'SUPER_ADMIN' },
    ]);
  }

  it('makes the first super administrator of an embedded installation', async () => {
    const dataDir = freshDir();
    const env = { DATA_DIR: dataDir };
    const generated = createAdmin(env, [
      '--email',
      'Ada@Club.dk',
      '--first-name',
      'Ada',
      '--last-name',
      'Lovelace',
    ]);
    expect(await generated.exited).toBe(0);
    const password = /shown this once[^:]*: (\S+)/.exec(generated.output())?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{24}$/);

    const typed = createAdmin(
      env,
      ['--email', 'bo@club.dk', '--first-name', 'Bo', '--password-stdin'],
      'a-typed-password\n',
    );
    expect(await typed.exited).toBe(0);
    expect(typed.output()).not.toContain('a-typed-password');

    const again = createAdmin(env, ['--email', 'ada@club.dk', '--first-name', 'Ada']);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('exists already. Add --existing');
    const unnamed = createAdmin(env, ['--email', 'eve@club.dk']);
    expect(await unnamed.exited).toBe(1);
    expect(unnamed.output()).toContain('--first-name: is required');

    const database = await openEmbeddedDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await expectSuperAdministrator(database, 'ada@club.dk', password);
      await expectSuperAdministrator(database, 'bo@club.dk', 'a-typed-password');
    } finally {
      await database.close();
    }
  }, 90_000);

  it.skipIf(!postgresUrl)(
    'works on PostgreSQL while a server runs',
    async () => {
      const target = await emptyPostgresDatabase(postgresUrl ?? '');
      try {
        const env = { DATABASE_URL: target.url, DATA_DIR: freshDir() };
        const server = await startServer(env);
        const created = createAdmin(
          env,
          ['--email', 'ada@club.dk', '--first-name', 'Ada', '--password-stdin'],
          'a-typed-password',
        );
        expect(await created.exited).toBe(0);
        await stop(server);
        const database = await openPostgresDatabase(target.url);
        try {
          await expectSuperAdministrator(database, 'ada@club.dk', 'a-typed-password');
        } finally {
          await database.close();
        }
      } finally {
        await target.drop();
      }
    },
    120_000,
  );
});

describe('two servers starting together on a new PostgreSQL database', () => {
  it.skipIf(!postgresUrl)(
    'both become ready, every time',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const target = await emptyPostgresDatabase(postgresUrl ?? '');
        try {
          const env = { DATABASE_URL: target.url, SEED_DEMO_DATA: 'true' };
          const servers = await Promise.all([
            startServer({ ...env, DATA_DIR: freshDir() }),
            startServer({ ...env, DATA_DIR: freshDir() }),
          ]);
          await Promise.all(servers.map(stop));
          const database = await openPostgresDatabase(target.url);
          try {
            expect(await accountCount(database)).toBe(4);
          } finally {
            await database.close();
          }
        } finally {
          await target.drop();
        }
      }
    },
    240_000,
  );
});
