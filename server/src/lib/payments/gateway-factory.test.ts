import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paymentConfigurations } from '#src/db/schema/index.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { startFreepayFake, type FreepayFake } from './freepay-fake.ts';
import { linkRequest } from './gateway-contract.ts';
import { gatewayFor } from './gateway-factory.ts';

let fake: FreepayFake;
let subject: TestApp;

beforeAll(async () => {
  fake = await startFreepayFake({ apiKeys: ['freepay-key-of-rowing'], authScheme: 'basic' });
  subject = await createTestApp({
    env: {
      FREEPAY_GATEWAY_URL: fake.gatewayUrl,
      FREEPAY_MANAGEMENT_URL: fake.managementUrl,
      FREEPAY_AUTH_SCHEME: 'basic',
    },
  });
});
afterAll(async () => {
  await subject.close();
  await fake.close();
});

const environment = () => ({ config: subject.config, db: subject.database.db });

describe('choosing the gateway from the payment configuration', () => {
  it('opens sandbox windows on this server', async () => {
    const gateway = gatewayFor(
      { provider: 'sandbox', clientSecret: 'sandbox-secret', testMode: true, merchantName: 'Skak' },
      environment(),
    );
    expect(gateway).toMatchObject({ provider: 'sandbox', testMode: true });
    const link = await gateway.createPaymentLink(linkRequest());
    expect(link.paymentWindowLink).toBe(
      `${subject.config.publicUrl}/sandbox-pay/${link.paymentIdentifier}`,
    );
    const page = await subject.app.inject({ url: `/sandbox-pay/${link.paymentIdentifier}` });
    expect(page.body).toContain('Skak');
  });

  it('sends Freepay calls to the configured URLs with the configured auth scheme', async () => {
    const gateway = gatewayFor(
      { provider: 'freepay', clientSecret: 'freepay-key-of-rowing', testMode: false },
      environment(),
    );
    expect(gateway).toMatchObject({ provider: 'freepay', testMode: false });
    await gateway.createPaymentLink(linkRequest());
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from('freepay-key-of-rowing:').toString('base64')}`,
    );
    expect(sent?.body).toMatchObject({ Options: { TestMode: false } });
  });

  it('takes a payment configuration row as it is stored', () => {
    const row: typeof paymentConfigurations.$inferSelect = {
      id: '2b0c6a52-3f49-4f1c-a0b8-1f7f8e3c9d11',
      orgId: '6d3e2f10-5a4b-4c3d-9e8f-7a6b5c4d3e2f',
      provider: 'sandbox',
      clientSecret: 'sandbox-secret',
      secretSetAt: new Date('2026-01-01T00:00:00Z'),
      testMode: true,
      currencySymbol: 'DKK',
      active: true,
      createdAt: new Date(),
    };
    expect(gatewayFor(row, environment()).provider).toBe('sandbox');
  });

  it('refuses an inactive configuration or one without a key', () => {
    expect(() =>
      gatewayFor(
        { provider: 'freepay', clientSecret: 'k', testMode: true, active: false },
        environment(),
      ),
    ).toThrow(expect.objectContaining({ kind: 'misconfigured' }));
    expect(() =>
      gatewayFor({ provider: 'sandbox', clientSecret: ' ', testMode: true }, environment()),
    ).toThrow(expect.objectContaining({ kind: 'misconfigured' }));
  });
});
