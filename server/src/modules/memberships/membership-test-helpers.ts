import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { seedDemoData } from '#src/db/seed.ts';
import { queueNames } from '#src/lib/jobs.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { mintAccessToken } from '#src/test/access-token.ts';

/** The demo world of the membership tests: ROWING, CHESS, SAILING, Anna with Emil, Ole. */
export interface World {
  subject: TestApp;
  orgs: Record<'ROWING' | 'CHESS' | 'SAILING', string>;
  configs: { adult: string; junior: string; chess: string };
  members: { anna: string; emil: string; ole: string };
  /** Calls the API as a demo member. */
  as(email: string): Promise<Caller>;
}

export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export const ANNA = 'member@demo.test';
export const OLE = 'noaddress@demo.test';
export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function one(subject: TestApp, text: string, values: unknown[] = []): Promise<string> {
  const { rows } = await subject.database.sql.query(text, values);
  const value = rows[0]?.id;
  if (typeof value !== 'string') throw new Error(`no row for ${text}`);
  return value;
}

function callerFor(app: FastifyInstance, accessToken: string): Caller {
  const authorization = `Bearer ${accessToken}`;
  return {
    get: (url) => app.inject({ method: 'GET', url, headers: { authorization } }),
    post: (url, body, headers = {}) =>
      app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { authorization, 'user-agent': BROWSER, ...headers },
      }),
  };
}

export async function createWorld(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<World> {
  const subject = await createTestApp(options);
  // The sandbox's callbacks go to this test server's public URL, where nobody listens: the tests
  // deliver them themselves (deliverQueuedCallback) instead of letting the worker retry them.
  await subject.jobs.offWork(queueNames.sandboxPaymentCallback);
  await seedDemoData(subject.database.db);
  const org = (key: string) => one(subject, 'select id from organisations where key = $1', [key]);
  const config = (key: string, name: string) =>
    one(
      subject,
      'select c.id from membership_configurations c join organisations o on o.id = c.org_id where o.key = $1 and c.name = $2',
      [key, name],
    );
  const member = (email: string) =>
    one(subject, 'select id from members where email = $1', [email]);
  const anna = await member(ANNA);
  const tokens = new Map<string, string>();
  return {
    subject,
    orgs: { ROWING: await org('ROWING'), CHESS: await org('CHESS'), SAILING: await org('SAILING') },
    configs: {
      adult: await config('ROWING', 'Adult'),
      junior: await config('ROWING', 'Junior'),
      chess: await config('CHESS', 'Standard'),
    },
    members: {
      anna,
      emil: await one(subject, 'select id from members where parent_id = $1', [anna]),
      ole: await member(OLE),
    },
    async as(email) {
      let token = tokens.get(email);
      if (!token) {
        token = await mintAccessToken(subject.app, email);
        tokens.set(email, token);
      }
      return callerFor(subject.app, token);
    },
  };
}

/** Anna buys Adult for herself and Junior for Emil in ROWING; answers the purchase result. */
export function annaAndEmilInRowing(world: World) {
  return {
    orgId: world.orgs.ROWING,
    participants: [
      { memberId: world.members.anna, membershipConfId: world.configs.adult },
      { memberId: world.members.emil, membershipConfId: world.configs.junior },
    ],
  };
}

/** Purchases and pays in the sandbox window; answers where the browser lands and the payment. */
export async function purchaseAndPay(world: World, card: string = testCards.approve) {
  const anna = await world.as(ANNA);
  const purchase = await anna.post(
    '/member/api/v1/membership/purchase',
    annaAndEmilInRowing(world),
  );
  if (purchase.statusCode !== 200)
    throw new Error(`purchase answered ${purchase.statusCode}: ${purchase.body}`);
  const result = purchase.json<{ paymentId: string; paymentWindowLink: string }>();
  const landing = await payInWindow(world.subject.app, result.paymentWindowLink, card);
  return { anna, result, landing, token: landing.searchParams.get('token') ?? '' };
}

/** The jobs queued on a queue, optionally only those whose data mentions `text`. */
export async function queuedJobs(subject: TestApp, queue: string, text = '') {
  const { rows } = await subject.database.sql.query(
    'select data from pgboss.job where name = $1 and data::text like $2',
    [queue, `%${text}%`],
  );
  return rows.map((row) => row.data as Record<string, unknown>);
}

/** Sends the sandbox's queued server callback for a payment into the app, as the gateway would. */
export async function deliverQueuedCallback(subject: TestApp, paymentIdentifier: string) {
  const [job] = await queuedJobs(subject, 'sandbox-pay.callback', paymentIdentifier);
  const callback = job as { url: string; fields: Record<string, string> } | undefined;
  if (!callback) throw new Error('no sandbox callback was queued');
  const url = new URL(callback.url);
  return subject.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams(callback.fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function paymentRow(subject: TestApp, paymentId: string) {
  const { rows } = await subject.database.sql.query(
    'select * from membership_payments where id = $1',
    [paymentId],
  );
  return rows[0] ?? {};
}

export async function eventually(check: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
