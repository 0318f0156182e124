import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMailbox } from '#src/lib/messages/mail.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { startSignIn } from '#src/test/sign-in.ts';

/**
 * What a client may write in X-Forwarded-For and Host must not change whom the server believes it
 * talks to: an address that unlocks the dev mailbox, or a fresh address for every attempt past a
 * per-address limit (OWASP ASVS 5.0 V16, and the account takeover the security probe found).
 */
const proxyAddress = '127.0.0.1';
const clientAddress = '198.51.100.7';
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proxy-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function appWithMailbox(env: Record<string, string> = {}): Promise<TestApp> {
  const mailbox = fileMailbox(path.join(dataDir, randomUUID()), 'test@localhost');
  return createTestApp({ env, mailbox });
}

describe('the dev mailbox', () => {
  it('opens for the machine itself and for nobody who only claims to be it', async () => {
    const subject = await appWithMailbox();
    try {
      const local = await subject.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const forged = await subject.app.inject({
        url: '/dev/mailbox',
        remoteAddress: clientAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
    } finally {
      await subject.close();
    }
  });

  it('is off behind a reverse proxy, where every request comes from the proxy', async () => {
    const subject = await appWithMailbox({ TRUST_PROXY: '1' });
    try {
      const viaProxy = await subject.app.inject({
        url: '/dev/mailbox',
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(viaProxy.statusCode).toBe(404);
      expect(viaProxy.headers['content-type']).toContain('application/problem+json');
    } finally {
      await subject.close();
    }
  });
});

describe.each(['1', proxyAddress])('behind one reverse proxy (TRUST_PROXY=%s)', (trustProxy) => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({
      env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => subject.close());

  /** The client writes its own X-Forwarded-For; the proxy appends the address it really saw. */
  const forwardedFor = (attempt: number) => `10.9.${attempt}.1, ${clientAddress}`;

  it('counts sign-in attempts per real client address, whatever it writes before it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const flow = await startSignIn(subject.app);
      const response = await subject.app.inject({
        method: 'POST',
        url: `${flow.interaction}/login`,
        remoteAddress: proxyAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: flow.jar.header(),
          'x-forwarded-for': forwardedFor(attempt),
        },
        // A new email each time: only the address can be what is counted.
        payload: new URLSearchParams({
          email: `nobody-${randomUUID()}@example.test`,
          password: 'wrong-password',
        }).toString(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts guest registrations per real client address', async () => {
    const statuses: number[] = [];
    let last: { code?: string } = {};
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await subject.app.inject({
        method: 'POST',
        url: `/event/api/v1/public/eve/${randomUUID()}/registration`,
        remoteAddress: proxyAddress,
        headers: { 'x-forwarded-for': forwardedFor(attempt) },
        payload: { name: 'Guest', email: 'guest@example.test', quantity: 1 },
      });
      statuses.push(response.statusCode);
      last = response.json();
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 404));
    expect(statuses[10]).toBe(429);
    // A code the web app words in the page's language.
    expect(last.code).toBe('too_many_requests');
  });
});

describe('a client that bypasses the proxy', () => {
  it('is counted by its own address when the proxy is named (TRUST_PROXY=127.0.0.1)', async () => {
    const subject = await createTestApp({ env: { TRUST_PROXY: proxyAddress } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await subject.app.inject({
          method: 'POST',
          url: `/event/api/v1/public/eve/${randomUUID()}/registration`,
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `10.8.${attempt}.1` },
          payload: { name: 'Guest', email: 'guest@example.test', quantity: 1 },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses[10]).toBe(429);
    } finally {
      await subject.close();
    }
  });
});

describe('the identity provider behind a proxy', () => {
  it('names its endpoints after PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const subject = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await subject.app.inject({
        url: '/idp/.well-known/openid-configuration',
        remoteAddress: proxyAddress,
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
      });
      expect(response.statusCode).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      const issuer = subject.config.oidc.issuer;
      expect(discovery.issuer).toBe(issuer);
      expect(discovery.token_endpoint).toBe(`${issuer}/token`);
      expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
      expect(response.body).not.toContain('evil.example');
    } finally {
      await subject.close();
    }
  });

  it('ignores a forged Host without a proxy too', async () => {
    const subject = await createTestApp();
    try {
      const response = await subject.app.inject({
        url: '/idp/.well-known/openid-configuration',
        headers: { host: 'evil.example' },
      });
      expect(response.body).not.toContain('evil.example');
      expect(response.json<{ jwks_uri: string }>().jwks_uri).toBe(
        `${subject.config.oidc.issuer}/jwks`,
      );
    } finally {
      await subject.close();
    }
  });
});
