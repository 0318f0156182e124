import { randomBytes } from 'node:crypto';
import type {
  CardPaymentSettings,
  updateCardPaymentSettingsInputSchema,
} from '@portal/contracts/administration';
import type { z } from 'zod';
import type { Executor } from '#src/db/client.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { requireOrganisationAdmin } from '#src/lib/organisation-admin.ts';
import { secretBoxOf } from '#src/lib/secret-box.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  findActivePaymentConfigurationRow,
  findOrganisationRowByKey,
  findOrganisationRowForUpdate,
  listPlainFreepayKeys,
  type PaymentConfigurationRow,
  replaceActivePaymentConfiguration,
  setPaymentConfigurationKey,
} from './organisations.repository.ts';

type SettingsInput = z.output<typeof updateCardPaymentSettingsInputSchema>;

function toSettings(row: PaymentConfigurationRow | null): CardPaymentSettings {
  if (!row) return { provider: null, testMode: true, apiKeySetAt: null };
  return {
    provider: row.provider,
    testMode: row.testMode,
    apiKeySetAt: row.provider === 'freepay' ? row.secretSetAt.toISOString() : null,
  };
}

const notFound = () => AppError.of('NOT_FOUND', 'organisation_not_found');

export async function cardPaymentSettings(
  ctx: ServiceContext,
  caller: Caller,
  orgKey: string,
): Promise<CardPaymentSettings> {
  requireOrganisationAdmin(caller, orgKey);
  const organisation = await findOrganisationRowByKey(ctx.db, orgKey);
  if (!organisation) throw notFound();
  return toSettings(await findActivePaymentConfigurationRow(ctx.db, organisation.id));
}

/**
 * A change makes a new active configuration and retires the old one rather than editing it: a
 * payment is settled (captured, voided, refunded) through the configuration it began with.
 */
export async function updateCardPaymentSettings(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; settings: SettingsInput; origin: ChangeOrigin },
): Promise<CardPaymentSettings> {
  requireOrganisationAdmin(caller, input.orgKey);
  const { provider, testMode, apiKey } = input.settings;
  if (provider === 'sandbox' && apiKey !== undefined) {
    throw AppError.of('BAD_REQUEST', 'sandbox_takes_no_api_key', undefined, [
      { field: 'apiKey', message: 'only Freepay has an API key' },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    // The organisation's row is the lock: two changes at once are made one after the other.
    const organisation = await findOrganisationRowForUpdate(tx, input.orgKey);
    if (!organisation) throw notFound();
    const before = await findActivePaymentConfigurationRow(tx, organisation.id);
    const keepsKey = before?.provider === provider && apiKey === undefined;
    if (keepsKey && before.testMode === testMode) return toSettings(before);
    if (provider === 'freepay' && apiKey === undefined && !keepsKey) {
      throw AppError.of('BAD_REQUEST', 'freepay_api_key_required', undefined, [
        { field: 'apiKey', message: 'is required to take payments with Freepay' },
      ]);
    }
    const after = await replaceActivePaymentConfiguration(tx, organisation.id, {
      provider,
      testMode,
      ...(keepsKey
        ? { clientSecret: before.clientSecret, secretSetAt: before.secretSetAt }
        : {
            clientSecret: newKey(ctx, organisation.id, provider, apiKey),
            secretSetAt: new Date(),
          }),
    });
    await auditAdministratorChange(tx, caller, {
      orgKey: organisation.key,
      action: 'payment_configuration_changed',
      origin: input.origin,
      // The key is never written to the audit log, only whether it changed.
      details: {
        before: before ? toSettings(before) : null,
        after: toSettings(after),
        apiKeyChanged: apiKey !== undefined,
      },
    });
    return toSettings(after);
  });
}

function newKey(
  ctx: ServiceContext,
  orgId: string,
  provider: SettingsInput['provider'],
  apiKey: string | undefined,
): string {
  if (provider === 'freepay' && apiKey !== undefined) {
    return secretBoxOf(ctx.config).seal(apiKey, orgId);
  }
  // The sandbox accepts any key: it identifies the configuration, it guards nothing.
  return `sandbox-${randomBytes(12).toString('hex')}`;
}

/** Encrypts Freepay keys saved before keys were encrypted at rest; run at every start. */
export async function sealPlainFreepayKeys(
  db: Executor,
  config: ServiceContext['config'],
): Promise<number> {
  const plain = await listPlainFreepayKeys(db);
  const box = secretBoxOf(config);
  for (const row of plain) {
    await setPaymentConfigurationKey(db, row.id, box.seal(row.clientSecret, row.orgId));
  }
  return plain.length;
}
