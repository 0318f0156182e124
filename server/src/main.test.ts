import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-main-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy: ${started.output()}`);
}

describe('the server process', () => {
  it('refuses to start with a bad variable, naming it', async () => {
    const started = start({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('PORT');
    expect(started.output()).toContain('DATABASE_URL');
  });

  it('holds its embedded database, shuts down cleanly and keeps its data', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await waitForHealth(port, first);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const second = start({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('in use by another server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = start({ PORT: String(port) });
    await waitForHealth(port, again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // The demo accounts were seeded once, on the first start only.
    const database = await openEmbeddedDatabase({ dataDir: path.join(dataDir, 'db') });
    const [row] = await database.db.select({ n: count() }).from(users);
    await database.close();
    expect(row?.n).toBe(4);
  }, 120_000);
});
