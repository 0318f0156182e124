import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#src/app.ts';
import { loadConfig } from '#src/config.ts';
import type { DatabaseHandle } from '#src/db/client.ts';
import { seedDemoData } from '#src/db/seed.ts';
import { type Jobs, startJobs, stopJobs } from '#src/lib/jobs.ts';
import { testPublicUrl } from '#src/test/app.ts';
import { createTestDatabase } from '#src/test/database.ts';
import { formHeaders, signIn } from '#src/test/sign-in.ts';

let database: DatabaseHandle;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobs(database, pino({ level: 'warn' }));
  await seedDemoData(database.db);
});
afterAll(async () => {
  await stopJobs(jobs, { graceful: false, wait: true });
  await database.close();
});

/** A server as main.ts builds it; two of them in turn on one database stand for a restart. */
function startServer(): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: testPublicUrl });
  return buildApp({ config, database, jobs, webRoot: '/nonexistent' });
}

it('keeps sessions, refresh tokens and signing keys across a restart', async () => {
  const before = await startServer();
  const tokens = await signIn(before, 'member@demo.test');
  const kidBefore = decodeProtectedHeader(tokens.accessToken).kid;
  await before.close();

  const after = await startServer();
  try {
    const { keys } = (await after.inject({ url: '/idp/jwks' })).json<{ keys: { kid: string }[] }>();
    expect(keys.map((key) => key.kid)).toEqual([kidBefore]);

    // The access token from before the restart is still accepted by the API.
    const me = await after.inject({
      url: '/tools/api/auth/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);

    const refreshed = await after.inject({
      method: 'POST',
      url: '/idp/token',
      headers: formHeaders,
      payload: new URLSearchParams({
        client_id: 'member-portal-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const renewed = refreshed.json<{ access_token: string }>();
    expect(decodeJwt(renewed.access_token).sub).toBe(decodeJwt(tokens.accessToken).sub);
    expect(decodeProtectedHeader(renewed.access_token).kid).toBe(kidBefore);

    // The browser's session survives too: a silent sign-in needs no login page.
    const silent = await after.inject({
      url: `/idp/auth?${new URLSearchParams({
        client_id: 'member-portal-web',
        redirect_uri: `${testPublicUrl}/ui/login-success`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        prompt: 'none',
      }).toString()}`,
      headers: { cookie: tokens.cookies },
    });
    expect(silent.statusCode).toBe(303);
    expect(new URL(String(silent.headers.location)).searchParams.get('code')).toBeTruthy();
  } finally {
    await after.close();
  }
});
