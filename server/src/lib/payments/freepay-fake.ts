import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { authorizationHeader, type FreepayAuthScheme } from './freepay-http.ts';
import {
  type Answer,
  FakeLedger,
  fakeCaptureBody,
  fakeCreditBody,
  fakePaymentBody,
  fakeRecurringBody,
} from './freepay-fake-ledger.ts';

/**
 * A local stand-in for Freepay's gateway and management API v2, for tests: a real HTTP server on
 * 127.0.0.1 with Freepay's paths and answer shapes. It checks the Authorization header, validates
 * request bodies strictly, and can be told to misbehave (`failNext`). Its hosted window takes a
 * form POST of `cardNumber` and redirects like Freepay's does.
 */

export type FakeFault =
  /** Answers this status (and body) instead of doing the call. */
  | { status: number; body?: unknown }
  /** Answers 200 with `IsSuccess: false`, as Freepay does when it refuses. */
  | { isSuccess: false; gatewayStatusCode?: number }
  /** Answers normally, but only after this long (for timeouts). */
  | { delayMs: number }
  /** Does the call, then drops the connection: the caller never learns that it happened. */
  | { dropAnswer: true };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FreepayFake {
  /** Pass as FREEPAY_GATEWAY_URL. */
  gatewayUrl: string;
  /** Pass as FREEPAY_MANAGEMENT_URL. */
  managementUrl: string;
  requests: RecordedRequest[];
  ledger: FakeLedger;
  /** The next request (matching `match`, if given) meets `fault`. */
  failNext(fault: FakeFault, match?: { method?: string; path?: RegExp }): void;
  close(): Promise<void>;
}

export interface FreepayFakeOptions {
  /** One merchant per key. */
  apiKeys: string[];
  authScheme?: FreepayAuthScheme;
  /** Posts the server callback after a payment, as Freepay does (off: tests rarely listen). */
  sendCallbacks?: boolean;
}

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export async function startFreepayFake(options: FreepayFakeOptions): Promise<FreepayFake> {
  const ledger = new FakeLedger();
  const requests: RecordedRequest[] = [];
  const faults: { fault: FakeFault; method?: string; path?: RegExp }[] = [];
  const scheme = options.authScheme ?? 'raw';
  const merchants = new Map(options.apiKeys.map((key) => [authorizationHeader(key, scheme), key]));
  let base = '';

  const invalid = (error: z.ZodError): Answer => ({
    status: 400,
    body: { Message: error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') },
  });

  async function route(request: http.IncomingMessage, path: string, text: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    const window = /^\/window\/([\w-]+)$/.exec(path);
    if (window?.[1] && method === 'POST') {
      const form = new URLSearchParams(text);
      const result = ledger.pay(
        window[1],
        form.get('cardNumber') ?? '',
        form.get('expiry') ?? undefined,
      );
      if (result.callback && options.sendCallbacks) {
        await fetch(result.callback.url, {
          method: 'POST',
          body: new URLSearchParams(result.callback.fields),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined);
      }
      return result.answer;
    }

    const merchant = merchants.get(request.headers.authorization ?? '');
    if (!merchant) return { status: 401, body: { Message: 'Authorization has been denied' } };
    const body = parseJson(text);

    if (path === '/gw/api/payment' && method === 'POST') {
      const parsed = fakePaymentBody.safeParse(body);
      return parsed.success
        ? ledger.createPayment(merchant, parsed.data, `${base}/window`)
        : invalid(parsed.error);
    }
    const recurring = /^\/mw\/api\/v2\/recurring\/([\w-]+)\/authorize$/.exec(path);
    if (recurring?.[1] && method === 'POST') {
      const parsed = fakeRecurringBody.safeParse(body);
      return parsed.success
        ? ledger.chargeSavedCard(merchant, recurring[1], parsed.data)
        : invalid(parsed.error);
    }
    const savedCard = /^\/mw\/api\/v2\/recurring\/([\w-]+)$/.exec(path)?.[1];
    if (savedCard && method === 'GET') return ledger.readSavedCard(merchant, savedCard);
    if (savedCard && method === 'DELETE') return ledger.deleteSavedCard(merchant, savedCard);
    if (path === '/mw/api/v2/authorization' && method === 'GET') {
      return ledger.findByOrder(
        merchant,
        new URL(request.url ?? '/', 'http://fake').searchParams.get('orderId') ?? '',
      );
    }
    const match = /^\/mw\/api\/v2\/authorization\/([\w-]+)(\/capture|\/credit)?$/.exec(path);
    const id = match?.[1];
    if (!id) return { status: 404, body: { Message: 'No such route' } };
    const action = `${method} ${match[2] ?? ''}`;
    if (action === 'GET ') return ledger.read(merchant, id);
    if (action === 'DELETE ') return ledger.void(merchant, id);
    if (action === 'POST /capture') {
      const parsed = fakeCaptureBody.safeParse(body);
      return parsed.success
        ? ledger.capture(merchant, id, parsed.data.Amount)
        : invalid(parsed.error);
    }
    if (action === 'POST /credit') {
      const parsed = fakeCreditBody.safeParse(body);
      return parsed.success
        ? ledger.credit(merchant, id, parsed.data.Amount)
        : invalid(parsed.error);
    }
    return { status: 405, body: { Message: 'Method not allowed' } };
  }

  function takeFault(method: string, path: string): FakeFault | undefined {
    const index = faults.findIndex(
      (entry) =>
        (entry.method === undefined || entry.method === method) &&
        (entry.path === undefined || entry.path.test(path)),
    );
    return index === -1 ? undefined : faults.splice(index, 1)[0]?.fault;
  }

  const server = http.createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path,
        authorization: request.headers.authorization,
        body: request.headers['content-type']?.includes('json') ? parseJson(text) : text,
      });
      const fault = path.startsWith('/window/') ? undefined : takeFault(method, path);
      if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault && 'dropAnswer' in fault) {
        await route(request, path, text);
        response.destroy();
        return;
      }
      const answer: Answer =
        fault && 'status' in fault
          ? { status: fault.status, body: fault.body }
          : fault && 'isSuccess' in fault
            ? {
                status: 200,
                body: {
                  IsSuccess: false,
                  AcquirerStatusCode: 4,
                  OperationResult: { GatewayStatusCode: fault.gatewayStatusCode ?? 4 },
                },
              }
            : await route(request, path, text);
      if (answer.location) response.setHeader('location', answer.location);
      if (answer.body === undefined) return response.writeHead(answer.status).end();
      const payload = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response
        .writeHead(answer.status, {
          'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
        })
        .end(payload);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    gatewayUrl: `${base}/gw/api`,
    managementUrl: `${base}/mw/api/v2`,
    requests,
    ledger,
    failNext: (fault, match) => faults.push({ fault, ...match }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
