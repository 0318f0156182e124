import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
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
  const child = spawn(process.execPath, [path.join(inject('compiledServer'), 'main.js')], {
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

describe('a shutdown', () => {
  const openRequest = (port: number) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(
      'POST /tools/api/auth/validate-token HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 17\r\n\r\n{"token":',
    );
    return { socket, answer: () => answer };
  };
  /** A readiness check whose request is complete once `finish` is called. */
  const startReadinessCheck = (port: number) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
    return { finish: () => socket.write('\r\n'), answer: () => answer };
  };

  it('lets a request in flight finish, and cuts off one that hangs past the limit', async () => {
    const env = { SHUTDOWN_TIMEOUT_SECONDS: '2', REQUEST_TIMEOUT_SECONDS: '60' };
    const port = await freePort();
    const patient = start({ ...env, PORT: String(port), DATA_DIR: path.join(dataDir, 'patient') });
    await waitForHealth(port, patient);
    const request = openRequest(port);
    const readiness = startReadinessCheck(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    patient.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // While it finishes its work, the server tells a load balancer to send requests elsewhere.
    readiness.finish();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readiness.answer()).toMatch(/^HTTP\/1\.1 503 /);
    request.socket.end('"x.y.z"}');
    expect(await patient.exited).toBe(0);
    expect(request.answer()).toMatch(/^HTTP\/1\.1 200 /);

    const hungPort = await freePort();
    const hung = start({ ...env, PORT: String(hungPort), DATA_DIR: path.join(dataDir, 'hung') });
    await waitForHealth(hungPort, hung);
    const never = openRequest(hungPort);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppedAt = Date.now();
    hung.child.kill('SIGTERM');
    expect(await hung.exited).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(6_000);
    never.socket.destroy();
  }, 120_000);
});
