import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#src/test/app.ts';

/**
 * A client that never finishes its request, and a server whose event loop lags: neither may hold
 * connections open for minutes (what the security probe found with 200 half-sent bodies).
 */
let subject: TestApp;
let port: number;

beforeAll(async () => {
  subject = await createTestApp({
    env: { REQUEST_TIMEOUT_SECONDS: '1', MAX_EVENT_LOOP_DELAY_MS: '100' },
    extend: (app) => {
      // Blocks the event loop, as a burst of work would.
      app.get('/test/busy', () => {
        const until = Date.now() + 700;
        while (Date.now() < until);
        return { done: true };
      });
      return Promise.resolve();
    },
  });
  const address = await subject.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => subject.close());

/** Sends `text`, keeps the connection open, and resolves with what came back when it closed. */
function sendAndWait(text: string): Promise<{ answer: string; closedAfterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    // Far beyond the limit: if the server does not close it, the test fails on this.
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    });
  });
}

describe('request timeouts', () => {
  it('close a connection whose body never arrives, answering 408', async () => {
    const { answer, closedAfterMs } = await sendAndWait(
      'POST /tools/api/auth/validate-token HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"token":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('application/problem+json');
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('close a connection whose headers never end', async () => {
    const { closedAfterMs } = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(closedAfterMs).toBeLessThan(5_000);
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and always answers /healthz', async () => {
    const base = `http://127.0.0.1:${port}`;
    const busy = fetch(`${base}/test/busy`);
    // Queued behind the busy request: by the time it runs, the loop has lagged.
    const shed = async () => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const [api, health] = await Promise.all([
          fetch(`${base}/tools/api/config/public`),
          fetch(`${base}/healthz`),
        ]);
        if (api.status === 503) return { response: api, health };
        await fetch(`${base}/test/busy`);
      }
      throw new Error('nothing was shed');
    };
    const [{ response, health }] = await Promise.all([shed(), busy]);
    expect(health.status).toBe(200);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 503, code: 'server_busy' });
  });
});
