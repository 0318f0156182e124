import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreepayFake, type FreepayFake } from './freepay-fake.ts';
import { freepayGateway, type FreepaySettings } from './freepay.ts';
import { describeGatewayContract, linkRequest, testCards } from './gateway-contract.ts';
import type { PaymentGatewayError } from './gateway.ts';

const apiKey = 'merchant-key-7f3a9c';

function settingsFor(fake: FreepayFake, overrides: Partial<FreepaySettings> = {}): FreepaySettings {
  return {
    apiKey,
    gatewayUrl: fake.gatewayUrl,
    managementUrl: fake.managementUrl,
    authScheme: 'raw',
    testMode: true,
    ...overrides,
  };
}

/** The fake's window takes a form POST and redirects, like the hosted page. */
async function payThroughWindow(link: string, cardNumber: string): Promise<URL> {
  const response = await fetch(link, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describeGatewayContract('freepay', async () => {
  const fake = await startFreepayFake({ apiKeys: [apiKey, 'other-merchant-key'] });
  return {
    gateway: freepayGateway(settingsFor(fake)),
    otherMerchant: freepayGateway(settingsFor(fake, { apiKey: 'other-merchant-key' })),
    pay: payThroughWindow,
    close: () => fake.close(),
  };
});

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    return error as PaymentGatewayError;
  }
  throw new Error('expected the call to fail');
}

describe('freepay adapter on the wire', () => {
  let fake: FreepayFake;
  beforeAll(async () => {
    fake = await startFreepayFake({ apiKeys: [apiKey] });
  });
  afterAll(() => fake.close());

  async function approvedAuthorization() {
    const gateway = freepayGateway(settingsFor(fake));
    const link = await gateway.createPaymentLink(linkRequest());
    const landing = await payThroughWindow(link.paymentWindowLink, testCards.approve);
    return landing.searchParams.get('authorizationIdentifier') ?? '';
  }

  it('posts the payment request in PascalCase with the raw key and the configured test mode', async () => {
    const request = linkRequest({ SaveCard: true, EnforceLanguage: 'en-US' });
    await freepayGateway(settingsFor(fake)).createPaymentLink(request);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/gw/api/payment', authorization: apiKey });
    expect(sent?.body).toEqual({ ...request, Options: { TestMode: true } });
  });

  it('sends the key as Basic when configured so', async () => {
    const basicFake = await startFreepayFake({ apiKeys: [apiKey], authScheme: 'basic' });
    try {
      await freepayGateway(settingsFor(basicFake, { authScheme: 'basic' })).createPaymentLink(
        linkRequest(),
      );
      expect(basicFake.requests.at(-1)?.authorization).toBe(
        `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
      );
      const raw = await failure(
        freepayGateway(settingsFor(basicFake)).createPaymentLink(linkRequest()),
      );
      expect(raw.kind).toBe('misconfigured');
    } finally {
      await basicFake.close();
    }
  });

  it('uses the management paths and bodies of INTEGRATIONS.md', async () => {
    const id = await approvedAuthorization();
    const gateway = freepayGateway(settingsFor(fake));
    await gateway.readAuthorization(id);
    await gateway.capture(id, 1_000);
    await gateway.refund(id, 500, 'Cancelled');
    const calls = fake.requests.slice(-3).map(({ method, path, body }) => ({ method, path, body }));
    expect(calls).toEqual([
      { method: 'GET', path: `/mw/api/v2/authorization/${id}`, body: '' },
      { method: 'POST', path: `/mw/api/v2/authorization/${id}/capture`, body: { Amount: 1_000 } },
      {
        method: 'POST',
        path: `/mw/api/v2/authorization/${id}/credit`,
        body: { Amount: 500, Comment: 'Cancelled' },
      },
    ]);
    const other = await approvedAuthorization();
    await gateway.void(other);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/mw/api/v2/authorization/${other}`,
    });
  });

  it('treats a 2xx with IsSuccess false as a refusal, with its gateway status code', async () => {
    const id = await approvedAuthorization();
    fake.failNext({ isSuccess: false, gatewayStatusCode: 7 }, { path: /capture$/ });
    const error = await failure(freepayGateway(settingsFor(fake)).capture(id, 100));
    expect(error).toMatchObject({ kind: 'rejected', gatewayStatusCode: 7, outcomeUnknown: false });
    fake.failNext({ isSuccess: false }, { path: /payment$/ });
    const link = await failure(freepayGateway(settingsFor(fake)).createPaymentLink(linkRequest()));
    expect(link.kind).toBe('rejected');
  });

  it('reads 406 as not found', async () => {
    const id = await approvedAuthorization();
    fake.failNext({ status: 406 });
    expect(await freepayGateway(settingsFor(fake)).readAuthorization(id)).toBeNull();
    fake.failNext({ status: 406 });
    expect((await failure(freepayGateway(settingsFor(fake)).void(id))).kind).toBe('not-found');
  });

  it('reports a 500 as unavailable, and says a capture may have happened', async () => {
    const id = await approvedAuthorization();
    const gateway = freepayGateway(settingsFor(fake));
    fake.failNext({ status: 500, body: { Message: 'boom' } });
    expect(await failure(gateway.readAuthorization(id))).toMatchObject({
      kind: 'unavailable',
      httpStatus: 500,
      outcomeUnknown: false,
    });
    fake.failNext({ status: 502 });
    expect(await failure(gateway.capture(id, 100))).toMatchObject({
      kind: 'unavailable',
      outcomeUnknown: true,
    });
  });

  it('gives up after the timeout', async () => {
    const id = await approvedAuthorization();
    fake.failNext({ delayMs: 500 });
    const error = await failure(
      freepayGateway(settingsFor(fake, { timeoutMs: 100 })).refund(id, 100, 'x'),
    );
    expect(error).toMatchObject({ kind: 'unavailable', outcomeUnknown: true });
    expect(error.message).toContain('no answer within 0.1 s');
  });

  it('refuses answers it cannot read', async () => {
    fake.failNext({ status: 200, body: '<html>maintenance</html>' });
    expect(
      (await failure(freepayGateway(settingsFor(fake)).createPaymentLink(linkRequest()))).kind,
    ).toBe('unavailable');
    fake.failNext({ status: 200, body: { paymentIdentifier: 'x' } });
    expect(
      (await failure(freepayGateway(settingsFor(fake)).createPaymentLink(linkRequest()))).kind,
    ).toBe('unavailable');
  });

  it('reports an unreachable gateway as unavailable', async () => {
    const gateway = freepayGateway({
      ...settingsFor(fake),
      gatewayUrl: 'http://127.0.0.1:9/api',
    });
    expect((await failure(gateway.createPaymentLink(linkRequest()))).kind).toBe('unavailable');
  });

  it('never puts the API key in an error', async () => {
    const errors = [
      await failure(
        freepayGateway(settingsFor(fake, { apiKey: 'wrong-key' })).readAuthorization('a1'),
      ),
      await failure(
        freepayGateway(settingsFor(fake)).createPaymentLink(linkRequest({ Amount: -1 })),
      ),
    ];
    fake.failNext({ status: 500 });
    errors.push(await failure(freepayGateway(settingsFor(fake)).readAuthorization('a1')));
    for (const error of errors) {
      expect(`${error.message} ${JSON.stringify(error)}`).not.toContain(apiKey);
    }
    expect(errors[0]?.kind).toBe('misconfigured');
  });
});
