import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueNames } from '#src/lib/jobs.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import {
  ANNA,
  annaAndEmilInRowing,
  createWorld,
  type World,
} from '#src/modules/memberships/membership-test-helpers.ts';
import { createTestApp } from '#src/test/app.ts';
import { parsePrometheusText, sampleValue } from '#src/test/prometheus-text.ts';

const metricsToken = randomBytes(32).toString('hex');
let world: World;

beforeAll(async () => {
  world = await createWorld({ env: { METRICS_TOKEN: metricsToken } });
});
afterAll(() => world.subject.close());

async function scrape() {
  const response = await world.subject.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return { text: response.body, samples: parsePrometheusText(response.body) };
}

describe('/metrics', () => {
  it('refuses a scrape without the token, or with another one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${metricsToken}`]) {
      const response = await world.subject.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts and times requests by their route pattern, never the path asked for', async () => {
    const eventId = randomUUID();
    const strayPath = `/no-such-place/${randomUUID()}`;
    await world.subject.app.inject({ url: '/tools/api/config/public' });
    await world.subject.app.inject({ url: `/event/api/v1/public/eve/${eventId}` });
    await world.subject.app.inject({ url: strayPath });

    const { text, samples } = await scrape();
    const count = (labels: Record<string, string>) =>
      sampleValue(samples, 'http_request_duration_seconds_count', labels);
    expect(
      count({ method: 'GET', route: '/tools/api/config/public', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    const eventRequests = samples.filter(
      (sample) =>
        sample.name === 'http_request_duration_seconds_count' &&
        sample.labels.route === '/event/api/v1/public/eve/:id',
    );
    expect(eventRequests.map((sample) => sample.value)).toEqual([1]);
    expect(count({ method: 'GET', route: '(unmatched)', status_code: '404' })).toBeGreaterThan(0);
    expect(text).not.toContain(eventId);
    expect(text).not.toContain(strayPath);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/tools/api/config/public',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('shows each queue’s due jobs and how long the oldest has waited, not those planned later', async () => {
    const queue = queueNames.whatsapp;
    const waiting = (samples: ReturnType<typeof parsePrometheusText>) =>
      sampleValue(samples, 'portal_job_queue_waiting_jobs', { queue });
    const before = (await scrape()).samples;
    const { jobs } = world.subject;
    await jobs.send(queue, { test: 'due now' });
    await jobs.send(
      queue,
      { test: 'due a minute ago' },
      { startAfter: new Date(Date.now() - 60_000) },
    );
    await jobs.send(queue, { test: 'planned' }, { startAfter: new Date(Date.now() + 3_600_000) });

    const after = (await scrape()).samples;
    expect(waiting(after)).toBe((waiting(before) ?? 0) + 2);
    expect(
      sampleValue(after, 'portal_job_queue_oldest_waiting_seconds', { queue }),
    ).toBeGreaterThanOrEqual(59);
    // Every queue is there, an empty one too.
    for (const name of Object.values(queueNames)) {
      expect(
        sampleValue(after, 'portal_job_queue_waiting_jobs', { queue: name }),
        name,
      ).toBeDefined();
    }
  });

  it('counts a paid membership payment by its outcome', async () => {
    const paid = { kind: 'membership', status: 'paid' };
    const before = sampleValue((await scrape()).samples, 'portal_payments', paid);
    expect(before).toBe(0);

    const anna = await world.as(ANNA);
    const purchase = (
      await anna.post('/member/api/v1/membership/purchase', annaAndEmilInRowing(world))
    ).json<{ paymentWindowLink: string }>();
    const landing = await payInWindow(
      world.subject.app,
      purchase.paymentWindowLink,
      testCards.approve,
    );
    const confirm = await anna.post('/member/api/v1/membership/payment/confirm', {
      token: landing.searchParams.get('token'),
      authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
      savedCardIdentifier: landing.searchParams.get('savedCardIdentifier'),
    });
    expect(confirm.json()).toMatchObject({ paymentStatus: 'paid' });

    const { samples } = await scrape();
    expect(sampleValue(samples, 'portal_payments', paid)).toBe(1);
    expect(sampleValue(samples, 'portal_payments', { kind: 'event', status: 'paid' })).toBe(0);
    expect(sampleValue(samples, 'portal_refunds', { action: 'refund', status: 'done' })).toBe(0);
  });

  it('shows the database pool on PostgreSQL and the event loop’s lag', async () => {
    const { samples } = await scrape();
    expect(sampleValue(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const poolSize = sampleValue(samples, 'portal_database_pool_max_connections');
    if (world.subject.database.kind === 'postgres') {
      expect(poolSize).toBe(10);
      expect(sampleValue(samples, 'portal_database_pool_connections')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'portal_database_pool_waiting_queries')).toBe(0);
    } else {
      // The embedded database has one connection and no pool.
      expect(poolSize).toBeUndefined();
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('is not there at all, whatever token a caller brings', async () => {
    const subject = await createTestApp();
    try {
      for (const authorization of [undefined, `Bearer ${metricsToken}`, 'Bearer ']) {
        const response = await subject.app.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await subject.close();
    }
  });
});
