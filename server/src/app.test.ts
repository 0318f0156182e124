import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './lib/errors.ts';
import { createTestApp, type TestApp } from './test/app.ts';

let subject: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
  fs.writeFileSync(
    path.join(webRoot, 'assets', 'index-AbCd1234.js.br'),
    zlib.brotliCompressSync('console.log(1)'),
  );
  // Routes that exist only to exercise the error handling of the real app.
  subject = await createTestApp({
    webRoot,
    extend: (app) =>
      app.withTypeProvider<ZodTypeProvider>().register(async (scope) => {
        scope.post(
          '/test/echo',
          {
            schema: {
              body: z.strictObject({ email: z.email(), age: z.number().int().optional() }),
            },
          },
          (request) => request.body,
        );
        scope.get('/test/conflict', () => {
          throw new AppError('CONFLICT', 'The membership was changed meanwhile.');
        });
        scope.get('/test/gateway-down', () => {
          throw new AppError('UNAVAILABLE', 'The card gateway did not answer. Try again shortly.');
        });
        scope.get('/test/crash', () => {
          throw new Error('secret table name in /srv/app/db.ts');
        });
      }),
  });
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('problem+json errors', () => {
  it('names the field of a bad body in a 400', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const body = response.json();
    expect(body).toMatchObject({ status: 400, title: 'Bad Request', code: 'BAD_REQUEST' });
    expect(body.errors).toEqual([{ field: 'email', message: expect.any(String) }]);
    expect(body.detail).toContain('email');
  });

  it('rejects unknown fields by name', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/test/echo',
      payload: { email: 'a@b.dk', role: 'SUPER_ADMIN' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('role');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('maps an AppError to its status', async () => {
    const response = await subject.app.inject({ url: '/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: 'The membership was changed meanwhile.' });
  });

  it('tells the caller in plain words that a service we depend on is down', async () => {
    const response = await subject.app.inject({ url: '/test/gateway-down' });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe('The card gateway did not answer. Try again shortly.');
  });

  it('hides the internals of a 500', async () => {
    const response = await subject.app.inject({ url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('/srv/app');
    expect(response.json()).toMatchObject({ status: 500, detail: 'Internal Server Error' });
  });

  it('answers unknown API paths with Page not found', async () => {
    const response = await subject.app.inject({ url: '/member/api/v1/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Page not found: /member/api/v1/nothing');
  });
});

describe('problem+json before a route is found', () => {
  const expectProblem = (response: { headers: Record<string, unknown>; body: string }) => {
    expect(response.headers['content-type']).toContain('application/problem+json');
    return JSON.parse(response.body) as Record<string, unknown>;
  };

  it('answers a path that is not valid percent-encoding with 400', async () => {
    const response = await subject.app.inject({
      url: '/member/api/v1/%E0%A4%A/membership/list',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response)).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('answers a path parameter over the length limit with 414', async () => {
    const response = await subject.app.inject({
      url: `/member/api/v1/${'a'.repeat(200)}/membership/list`,
    });
    expect(response.statusCode).toBe(414);
    expect(expectProblem(response)).toMatchObject({ status: 414, title: 'URI Too Long' });
  });

  it('answers what the HTTP parser refuses (too large headers, not HTTP) on the socket', async () => {
    const address = await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const exchange = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const huge = await exchange(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain('application/problem+json');
    expect(JSON.parse(huge.slice(huge.indexOf('\r\n\r\n') + 4))).toMatchObject({ status: 431 });
    const garbage = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage).toContain('"status":400');
  });
});

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect((await subject.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await subject.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('gives every answer a request id, and keeps one the caller sent', async () => {
    const fresh = await subject.app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await subject.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
  });

  it('sends security headers with a strict content security policy', async () => {
    const response = await subject.app.inject({ url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document under /docs', async () => {
    const response = await subject.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('keeps /docs out of production unless API_DOCS asks for it', async () => {
    for (const [env, status] of [
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    ] as const) {
      const app = await createTestApp({ env });
      try {
        expect((await app.app.inject({ url: '/docs/json' })).statusCode).toBe(status);
      } finally {
        await app.close();
      }
    }
  });

  it('gives the browser its public configuration', async () => {
    const response = await subject.app.inject({ url: '/tools/api/config/public' });
    expect(response.json()).toMatchObject({
      issuer: 'http://localhost:3999/idp',
      sessionTimeoutMinutes: 30,
      sessionStatusUrl: 'http://localhost:3999/idp/session/status',
    });
  });
});

describe('the web app', () => {
  it('redirects / to /ui/', async () => {
    const response = await subject.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/ui/');
  });

  it('serves index.html for deep links, never cached', async () => {
    const response = await subject.app.inject({ url: '/ui/membership/42/history' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const response = await subject.app.inject({ url: '/ui/assets/index-AbCd1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed twin of an asset to a browser that takes it', async () => {
    const response = await subject.app.inject({
      url: '/ui/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    // Cached as long as the asset itself: the twin's name is not the hashed file's.
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await subject.app.inject({ url: '/ui/assets/gone-12345678.js' });
    expect(response.statusCode).toBe(404);
  });
});
