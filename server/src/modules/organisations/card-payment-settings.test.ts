import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFreepayFake, type FreepayFake } from '#src/lib/payments/freepay-fake.ts';
import { linkRequest } from '#src/lib/payments/gateway-contract.ts';
import { PaymentGatewayError } from '#src/lib/payments/gateway.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from './admin-test-kit.ts';
import { sealPlainFreepayKeys } from './card-payment-settings.service.ts';
import { findActivePaymentConfigurationRow } from './organisations.repository.ts';
import { gatewayOf } from './payment-gateways.service.ts';

// Issue 14.1: the gateway, its test mode and the Freepay API key, which is written, never read.
const freepayKey = 'fp-live-key-of-rowing-0123456789';
const encryptionKey = 'a'.repeat(64);

let fake: FreepayFake;
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;

beforeAll(async () => {
  fake = await startFreepayFake({ apiKeys: [freepayKey] });
  admin = await startAdminApiTest({
    env: {
      FREEPAY_GATEWAY_URL: fake.gatewayUrl,
      FREEPAY_MANAGEMENT_URL: fake.managementUrl,
      SECRETS_ENCRYPTION_KEY: encryptionKey,
    },
  });
  ({ mette, sofie } = admin);
});
afterAll(async () => {
  await admin.api.close();
  await fake.close();
});

const url = (orgKey: string) => `/org/api/v1/admin/organisations/${orgKey}/payment-configuration`;
const get = (person: Person | null, orgKey = 'ROWING') =>
  admin.api.call(person, { url: url(orgKey) });
const put = (person: Person | null, payload: object, orgKey = 'ROWING') =>
  admin.api.call(person, { method: 'PUT', url: url(orgKey), payload });

async function configurationsOf(orgKey: string) {
  const { rows } = await admin.api.subject.database.sql.query(
    `select provider, client_secret, test_mode, active from payment_configurations
      where org_id = (select id from organisations where key = $1) order by created_at`,
    [orgKey],
  );
  return rows as { provider: string; client_secret: string; test_mode: boolean; active: boolean }[];
}

async function activeGatewayOf(orgKey: string) {
  const ctx = serviceContext(admin.api.subject.app);
  const { rows } = await admin.api.subject.database.sql.query(
    'select id from organisations where key = $1',
    [orgKey],
  );
  const row = await findActivePaymentConfigurationRow(
    ctx.db,
    String((rows[0] as { id?: string } | undefined)?.id),
  );
  if (!row) throw new Error('no active configuration');
  return gatewayOf(ctx, row, orgKey);
}

describe('card payment settings', () => {
  it('are shown and changed only by the organisation’s administrators', async () => {
    await admin.expectOnlyRowingAdministrators((person) => get(person));
    await admin.expectOnlyRowingAdministrators((person) =>
      put(person, { provider: 'sandbox', testMode: true }),
    );
  });

  it('start as the seeded sandbox in test mode, with no API key to show', async () => {
    expect((await get(mette)).json()).toEqual({
      provider: 'sandbox',
      testMode: true,
      apiKeySetAt: null,
    });
  });

  it('take a Freepay key that is stored encrypted, never answered and never audited', async () => {
    const refused = await put(mette, { provider: 'freepay', testMode: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'freepay_api_key_required',
      errors: [{ field: 'apiKey' }],
    });

    const saved = await put(mette, { provider: 'freepay', testMode: true, apiKey: freepayKey });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(freepayKey);
    expect(saved.json()).toMatchObject({ provider: 'freepay', testMode: true });
    expect(Date.parse(saved.json<{ apiKeySetAt: string }>().apiKeySetAt)).not.toBeNaN();

    const stored = await configurationsOf('ROWING');
    const active = stored.filter((row) => row.active);
    expect(active).toHaveLength(1);
    expect(active[0]?.provider).toBe('freepay');
    expect(active[0]?.client_secret).toMatch(/^v1\./);
    expect(active[0]?.client_secret).not.toContain(freepayKey);
    // The sandbox configuration stays for the payments that began with it.
    expect(stored.some((row) => row.provider === 'sandbox' && !row.active)).toBe(true);

    const { rows } = await admin.api.subject.database.sql.query(
      `select details::text as details from audit_log
        where action = 'payment_configuration_changed' and org_key = 'ROWING'`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(freepayKey);
    expect((rows[0] as { details: string }).details).toContain('"apiKeyChanged": true');

    // The gateway gets the key itself: the fake accepts no other.
    const gateway = await activeGatewayOf('ROWING');
    await expect(gateway.createPaymentLink(linkRequest())).resolves.toMatchObject({
      paymentWindowLink: expect.any(String),
    });
  });

  it('keep the key and its date when only test mode changes, and change nothing twice', async () => {
    const before = (await get(mette)).json<{ apiKeySetAt: string }>();
    const live = await put(mette, { provider: 'freepay', testMode: false });
    expect(live.json()).toEqual({
      provider: 'freepay',
      testMode: false,
      apiKeySetAt: before.apiKeySetAt,
    });
    const count = (await configurationsOf('ROWING')).length;
    const again = await put(sofie, { provider: 'freepay', testMode: false });
    expect(again.statusCode).toBe(200);
    expect(await configurationsOf('ROWING')).toHaveLength(count);
    await expect(
      (await activeGatewayOf('ROWING')).createPaymentLink(linkRequest()),
    ).resolves.toBeTruthy();
  });

  it('refuses a key for the sandbox and a malformed key, by field, and changes nothing', async () => {
    const count = (await configurationsOf('ROWING')).length;
    for (const payload of [
      { provider: 'sandbox', testMode: true, apiKey: freepayKey },
      { provider: 'freepay', testMode: true, apiKey: 'with spaces in it' },
      { provider: 'freepay', testMode: true, apiKey: 'short' },
      { provider: 'paypal', testMode: true },
    ]) {
      const refused = await put(mette, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(refused.json())).toMatch(/apiKey|provider/);
    }
    expect(await configurationsOf('ROWING')).toHaveLength(count);
  });

  it('go back to the sandbox without a key', async () => {
    const back = await put(mette, { provider: 'sandbox', testMode: true });
    expect(back.json()).toEqual({ provider: 'sandbox', testMode: true, apiKeySetAt: null });
  });

  it('seal a Freepay key stored in plain text before keys were encrypted', async () => {
    const { sql } = admin.api.subject.database;
    await sql.query(
      `update payment_configurations set active = false
        where org_id = (select id from organisations where key = 'CHESS')`,
    );
    await sql.query(
      `insert into payment_configurations (org_id, provider, client_secret, test_mode)
       select id, 'freepay', $1, true from organisations where key = 'CHESS'`,
      [freepayKey],
    );
    const ctx = serviceContext(admin.api.subject.app);
    expect(await sealPlainFreepayKeys(ctx.db, ctx.config)).toBe(1);
    const [active] = (await configurationsOf('CHESS')).filter((row) => row.active);
    expect(active?.client_secret).toMatch(/^v1\./);
    await expect(
      (await activeGatewayOf('CHESS')).createPaymentLink(linkRequest()),
    ).resolves.toBeTruthy();
    expect(await sealPlainFreepayKeys(ctx.db, ctx.config)).toBe(0);
  });

  it('do not open with another server key: the gateway is reported misconfigured', async () => {
    const ctx = serviceContext(admin.api.subject.app);
    const other = { ...ctx, config: { ...ctx.config, secretsKey: Buffer.alloc(32, 7) } };
    const { rows } = await admin.api.subject.database.sql.query(
      "select id from organisations where key = 'CHESS'",
    );
    const row = await findActivePaymentConfigurationRow(
      ctx.db,
      String((rows[0] as { id?: string } | undefined)?.id),
    );
    if (!row) throw new Error('no configuration');
    expect(() => gatewayOf(other, row, 'CHESS')).toThrow(PaymentGatewayError);
    expect(() => gatewayOf(other, row, 'CHESS')).toThrow(/another key/);
  });
});
