import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedDemoData } from '#src/db/seed.ts';
import { createSecondTestApp, createTestApp, type TestApp } from '#src/test/app.ts';
import { finishSignIn, postForm, startSignIn } from '#src/test/sign-in.ts';

let subject: TestApp;
const limit = 3;

beforeAll(async () => {
  subject = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(limit) } });
  await seedDemoData(subject.database.db);
});
afterAll(async () => subject.close());

/**
 * Each test posts from an address of its own, so the per-address limit of one does not leak. The
 * form may be posted to another server than the one the sign-in began on.
 */
async function attempt(
  email: string,
  password: string,
  remoteAddress: string,
  servers: { begin: FastifyInstance; post: FastifyInstance } = {
    begin: subject.app,
    post: subject.app,
  },
) {
  const flow = await startSignIn(servers.begin);
  const response = await servers.post.inject({
    method: 'POST',
    url: `${flow.interaction}/login`,
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: flow.jar.header(),
      'accept-language': 'en',
    },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  return { flow, response };
}

describe('login', () => {
  it('shows the error on the form for a wrong password, keeping the email', async () => {
    const { response } = await attempt('member@demo.test', 'wrong-password', '10.0.0.1');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The email or password is wrong.');
    expect(response.body).toContain('value="member@demo.test"');
    expect(response.body).not.toContain('wrong-password');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { response } = await attempt('nobody@demo.test', 'wrong-password', '10.0.0.2');
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('The email or password is wrong.');
  });

  it('accepts the email in any case and signs in', async () => {
    const flow = await startSignIn(subject.app);
    const login = await postForm(subject.app, flow, `${flow.interaction}/login`, {
      email: '  Member@Demo.TEST ',
      password: 'demo-password',
    });
    const tokens = await finishSignIn(subject.app, flow, login);
    expect(tokens.accessToken.split('.')).toHaveLength(3);
  });

  it('limits attempts per address with 429 and a visible message', async () => {
    const emails = ['a@demo.test', 'b@demo.test', 'c@demo.test', 'd@demo.test'];
    const statuses: number[] = [];
    let last = '';
    for (const email of emails) {
      const { response } = await attempt(email, 'wrong-password', '10.0.0.3');
      statuses.push(response.statusCode);
      last = response.body;
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last).toContain('Too many attempts. Wait a minute and try again.');
  });

  it('limits attempts per email across addresses, even with the right password', async () => {
    const statuses: number[] = [];
    for (const [index] of Array.from({ length: limit }).entries()) {
      const { response } = await attempt('admin@demo.test', 'wrong', `10.0.1.${index}`);
      statuses.push(response.statusCode);
    }
    const { response } = await attempt('admin@demo.test', 'demo-password', '10.0.1.99');
    expect(statuses).toEqual([401, 401, 401]);
    expect(response.statusCode).toBe(429);
  });
});

describe.skipIf(inject('databaseTemplate').kind !== 'postgres')(
  'two servers on one PostgreSQL',
  () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createSecondTestApp(subject, {
        env: { LOGIN_RATE_LIMIT_PER_MINUTE: String(limit) },
      });
    });
    afterAll(async () => second.close());

    it('count one address’s attempts once, whichever server takes them', async () => {
      const statuses: number[] = [];
      for (const [index, email] of ['e@demo.test', 'f@demo.test', 'g@demo.test'].entries()) {
        const [begin, post] =
          index % 2 === 0 ? [subject.app, second.app] : [second.app, subject.app];
        const { response } = await attempt(email, 'wrong-password', '10.0.2.1', { begin, post });
        statuses.push(response.statusCode);
      }
      // Each server alone has seen at most two attempts: its own count would let this through.
      const { response } = await attempt('member@demo.test', 'demo-password', '10.0.2.1', {
        begin: subject.app,
        post: second.app,
      });
      expect(statuses).toEqual([401, 401, 401]);
      expect(response.statusCode).toBe(429);
      expect(response.body).toContain('Too many attempts. Wait a minute and try again.');
    });
  },
);
