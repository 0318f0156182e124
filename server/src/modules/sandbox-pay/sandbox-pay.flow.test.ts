import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkRequest, testCards } from '#src/lib/payments/gateway-contract.ts';
import { zeroGuid } from '#src/lib/payments/gateway.ts';
import {
  cardForm,
  postForm,
  testSandboxGateway,
  windowPath,
} from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';

/** A tiny stand-in for the club's callback endpoint: records each POST, answers 200. */
interface Receiver {
  url: string;
  received: { contentType: string | undefined; fields: Record<string, string> }[];
  /** Payments whose first callback is answered 500. */
  failOnce: Set<string>;
  close(): void;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const failOnce = new Set<string>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(text));
      received.push({ contentType: request.headers['content-type'], fields });
      const fail = failOnce.delete(fields.paymentIdentifier ?? '');
      response.writeHead(fail ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payment-callback/our-token`,
    received,
    failOnce,
    close: () => server.close(),
  };
}

async function eventually(isDone: () => boolean, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!isDone() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

let subject: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  subject = await createTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await subject.close();
  receiver.close();
});

async function openWindow(overrides = {}) {
  const link = await testSandboxGateway(subject).createPaymentLink(
    linkRequest({ ServerCallbackUrl: receiver.url, ...overrides }),
  );
  return { id: link.paymentIdentifier, path: windowPath(link.paymentWindowLink) };
}

const callbacksFor = (paymentId: string) =>
  receiver.received.filter((callback) => callback.fields.paymentIdentifier === paymentId);

async function queuedCallbacks(paymentId: string): Promise<number> {
  const result = await subject.database.sql.query(
    "select count(*)::int as n from pgboss.job where name = 'sandbox-pay.callback' and data->'fields'->>'paymentIdentifier' = $1",
    [paymentId],
  );
  return Number(result.rows[0]?.n);
}

describe('paying in the sandbox window', () => {
  it('approves the test card: 303 to the accept URL, and the club is called back', async () => {
    const { id, path } = await openWindow();
    const response = await postForm(subject.app, path, cardForm(testCards.approve));
    expect(response.statusCode).toBe(303);
    const landing = new URL(String(response.headers.location));
    expect(landing.origin + landing.pathname).toBe(
      'https://portal.example.dk/ui/membership/confirm',
    );
    expect(landing.searchParams.get('token')).toBe('t0k3n');
    const authorizationIdentifier = landing.searchParams.get('authorizationIdentifier');
    expect(authorizationIdentifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.searchParams.get('savedCardIdentifier')).toBe(zeroGuid);
    expect(await queuedCallbacks(id)).toBe(1);

    await eventually(() => callbacksFor(id).length > 0);
    expect(callbacksFor(id)).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        fields: {
          authorizationIdentifier,
          savedCardIdentifier: zeroGuid,
          paymentIdentifier: id,
          authorizationAccepted: 'true',
        },
      },
    ]);
  });

  it('declines the decline card: 303 to the decline URL with the gateway reason', async () => {
    const { id, path } = await openWindow();
    const response = await postForm(subject.app, path, cardForm(testCards.decline));
    expect(response.statusCode).toBe(303);
    const landing = new URL(String(response.headers.location));
    expect(landing.pathname).toBe('/ui/membership/decline');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      token: 't0k3n',
      acquirer: '255',
      gatewayreason: '6',
      reason: 'IssuerDeclined',
    });
    await eventually(() => callbacksFor(id).length > 0);
    expect(callbacksFor(id)[0]?.fields).toMatchObject({
      authorizationIdentifier: zeroGuid,
      authorizationAccepted: 'false',
    });
  });

  it('makes one authorization however often the form is sent', async () => {
    const { id, path } = await openWindow();
    const answers = await Promise.all(
      [1, 2, 3].map(() => postForm(subject.app, path, cardForm(testCards.approve))),
    );
    const locations = new Set(answers.map((answer) => answer.headers.location));
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
    expect(locations.size).toBe(1);
    const later = await postForm(subject.app, path, cardForm(testCards.decline));
    expect(later.headers.location).toBe([...locations][0]);
    const count = await subject.database.sql.query(
      'select count(*)::int as n from sandbox_authorizations where payment_id = $1',
      [id],
    );
    expect(count.rows[0]).toEqual({ n: 1 });
    expect(await queuedCallbacks(id)).toBe(1);
    const page = await subject.app.inject({ url: path });
    expect(page.body).toContain('Betalingen er godkendt');
    expect(page.body).not.toContain('<form');
  });

  it('sends a member who cancels to the decline URL, and keeps the window closed', async () => {
    const { path } = await openWindow();
    const cancel = await postForm(subject.app, `${path}/cancel`, '');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(
      'https://portal.example.dk/ui/membership/decline?token=t0k3n',
    );
    const paid = await postForm(subject.app, path, cardForm(testCards.approve));
    expect(paid.headers.location).toBe(cancel.headers.location);
    expect((await subject.app.inject({ url: path })).body).toContain('Betalingen blev annulleret');
  });

  it('saves the card when asked, and says so on the return and in the callback', async () => {
    const { id, path } = await openWindow({ SaveCard: true });
    const response = await postForm(subject.app, path, cardForm(testCards.approve));
    const savedCard = new URL(String(response.headers.location)).searchParams.get(
      'savedCardIdentifier',
    );
    expect(savedCard).toMatch(/^[0-9a-f-]{36}$/);
    expect(savedCard).not.toBe(zeroGuid);
    await eventually(() => callbacksFor(id).length > 0);
    expect(callbacksFor(id)[0]?.fields.savedCardIdentifier).toBe(savedCard);
  });

  it('never stores the card number or CVC', async () => {
    const { path } = await openWindow();
    await postForm(subject.app, path, cardForm(testCards.approve, { cvc: '987' }));
    const rows = await subject.database.sql.query(
      'select row_to_json(a)::text as a from sandbox_authorizations a',
    );
    const stored = rows.rows.map((row) => String(row.a)).join('\n');
    expect(stored).toContain('411111******1111');
    expect(stored).not.toContain('4111111111111111');
    // Ids, hashes, order numbers and timestamps are random hex or digits and may hold "987" by
    // chance; every other value must not.
    const randomShape = /^([0-9a-f-]{36}|[0-9a-f]{64}|T-[0-9a-f]{8}-\d+|\d{4}-\d\d-\d\dT[\d:.+]+)$/;
    const otherValues = rows.rows
      .flatMap((row) => Object.values(JSON.parse(String(row.a)) as Record<string, unknown>))
      .map(String)
      .filter((value) => !randomShape.test(value));
    expect(otherValues).toContain('411111******1111');
    expect(otherValues.join('\n')).not.toContain('987');
  });

  it('calls back again when the club did not answer 2xx', async () => {
    const { id, path } = await openWindow();
    receiver.failOnce.add(id);
    await postForm(subject.app, path, cardForm(testCards.approve));
    await eventually(() => callbacksFor(id).length >= 2, 30);
    expect(callbacksFor(id)).toHaveLength(2);
    expect(callbacksFor(id)[1]?.fields.authorizationAccepted).toBe('true');
  }, 40_000);
});
