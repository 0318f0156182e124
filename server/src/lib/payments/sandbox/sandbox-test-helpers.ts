import type { FastifyInstance } from 'fastify';
import type { TestApp } from '#src/test/app.ts';
import { sandboxGateway, type SandboxSettings } from './sandbox-gateway.ts';

/** An expiry two years ahead, so the tests do not age. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export function cardForm(cardNumber: string, overrides: Record<string, string> = {}): string {
  return new URLSearchParams({
    cardNumber,
    expiry: futureExpiry(),
    cvc: '123',
    cardholderName: 'Anna Jensen',
    ...overrides,
  }).toString();
}

/** The path and query of a window link, for `inject`. */
export const windowPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export function postForm(app: FastifyInstance, url: string, payload: string) {
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Opens the window and pays as a member would; answers where the browser is sent. */
export async function payInWindow(
  app: FastifyInstance,
  link: string,
  cardNumber: string,
  form: Record<string, string> = {},
) {
  const page = await app.inject({ method: 'GET', url: windowPath(link) });
  // A window that already closed shows how it closed; submitting it again is a resubmit.
  if (page.statusCode !== 200) {
    throw new Error(`the payment window did not open: HTTP ${page.statusCode}`);
  }
  const response = await postForm(app, windowPath(link), cardForm(cardNumber, form));
  if (response.statusCode !== 303) {
    throw new Error(`the payment window answered HTTP ${response.statusCode}`);
  }
  return new URL(String(response.headers.location));
}

export function testSandboxGateway(
  subject: TestApp,
  overrides: Partial<Omit<SandboxSettings, 'db' | 'publicUrl'>> = {},
) {
  return sandboxGateway({
    db: subject.database.db,
    publicUrl: subject.config.publicUrl,
    apiKey: 'sandbox-merchant-rowing',
    testMode: true,
    merchantName: 'Aarhus Roklub',
    ...overrides,
  });
}
