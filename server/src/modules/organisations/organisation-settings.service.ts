import {
  type OrganisationSettings,
  organisationLogoPath,
  type updateOrganisationSettingsInputSchema,
} from '@portal/contracts/administration';
import { profileImageMaxBytes, type ProfileImageType } from '@portal/contracts/member-fields';
import type { z } from 'zod';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { administers } from '@portal/contracts/roles';
import { requireOrganisationAdmin } from '#src/lib/organisation-admin.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  contentTypeOf,
  detectImageType,
  readImage,
  removeImage,
  storeImage,
} from '#src/lib/uploads/image-store.ts';
import { reEncodeImage } from '#src/lib/uploads/re-encode-image.ts';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import {
  belongsToOrganisation,
  findOrganisationRowByKey,
  findOrganisationRowForUpdate,
  listOrganisationRows,
  type OrganisationRow,
  type OrganisationSettingsChanges,
  updateOrganisationRow,
} from './organisations.repository.ts';

type SettingsInput = z.output<typeof updateOrganisationSettingsInputSchema>;

function toSettings(row: OrganisationRow): OrganisationSettings {
  return {
    key: row.key,
    name: row.name,
    address: row.address,
    cvrNumber: row.cvrNumber,
    contactEmail: row.contactReceiverEmail,
    logo: row.logo ? organisationLogoPath(row.key, row.logo) : null,
    enabled: row.enabled,
    renewalNoticeDays: row.renewalNoticeDays,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an audit record keeps of the settings: the values an administrator can change. */
const audited = (row: OrganisationRow) => ({
  name: row.name,
  address: row.address,
  cvrNumber: row.cvrNumber,
  contactEmail: row.contactReceiverEmail,
  enabled: row.enabled,
  renewalNoticeDays: row.renewalNoticeDays,
});

const notFound = () => AppError.of('NOT_FOUND', 'organisation_not_found');

/** The organisations the caller administers (every one for a super administrator), by name. */
export async function administeredOrganisations(
  ctx: ServiceContext,
  caller: Caller,
): Promise<OrganisationSettings[]> {
  const rows = await listOrganisationRows(ctx.db);
  const mine = rows.filter((row) => administers(caller.grants, row.key));
  if (mine.length === 0) throw AppError.of('FORBIDDEN', 'administrators_only');
  return mine.map(toSettings);
}

export async function organisationSettings(
  ctx: ServiceContext,
  caller: Caller,
  orgKey: string,
): Promise<OrganisationSettings> {
  requireOrganisationAdmin(caller, orgKey);
  const row = await findOrganisationRowByKey(ctx.db, orgKey);
  if (!row) throw notFound();
  return toSettings(row);
}

/**
 * Changes the settings in one transaction with the audit record of what they were and became.
 * The contact person must be one of the organisation's members or administrators: Contact Us
 * reaches them under the bell.
 */
export async function updateOrganisationSettings(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; settings: SettingsInput; origin: ChangeOrigin },
): Promise<OrganisationSettings> {
  requireOrganisationAdmin(caller, input.orgKey);
  return ctx.db.transaction(async (tx) => {
    const before = await findOrganisationRowForUpdate(tx, input.orgKey);
    if (!before) throw notFound();
    const { contactEmail, ...rest } = input.settings;
    const changes: OrganisationSettingsChanges = { ...rest };
    if (contactEmail !== undefined) {
      if (contactEmail !== null && !(await findMemberRowByEmail(tx, contactEmail))) {
        throw AppError.of('BAD_REQUEST', 'contact_not_a_member', undefined, [
          { field: 'contactEmail', message: 'no member has this email' },
        ]);
      }
      if (contactEmail !== null && !(await belongsToOrganisation(tx, before, contactEmail))) {
        throw AppError.of('BAD_REQUEST', 'contact_not_in_organisation', undefined, [
          {
            field: 'contactEmail',
            message: 'is not a member or administrator of the organisation',
          },
        ]);
      }
      changes.contactReceiverEmail = contactEmail;
    }
    const after = await updateOrganisationRow(tx, before.id, changes);
    await auditAdministratorChange(tx, caller, {
      orgKey: after.key,
      action: 'organisation_settings_changed',
      origin: input.origin,
      details: { before: audited(before), after: audited(after) },
    });
    return toSettings(after);
  });
}

const logos = 'organisation-logos';

/** Sets or removes the logo in one transaction with its audit record; returns the old file. */
async function swapLogo(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; logo: string | null; origin: ChangeOrigin },
): Promise<{ settings: OrganisationSettings; previous: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const before = await findOrganisationRowForUpdate(tx, input.orgKey);
    if (!before) throw notFound();
    if (input.logo === null && before.logo === null) {
      throw AppError.of('NOT_FOUND', 'organisation_has_no_logo');
    }
    const after = await updateOrganisationRow(tx, before.id, { logo: input.logo });
    await auditAdministratorChange(tx, caller, {
      orgKey: after.key,
      action: 'organisation_logo_changed',
      origin: input.origin,
      details: { before: { logo: before.logo !== null }, after: { logo: after.logo !== null } },
    });
    return { settings: toSettings(after), previous: before.logo };
  });
}

/**
 * A new logo: JPEG, PNG or WebP by its first bytes, at most 2 MB, shown to everyone; stored
 * re-encoded in its own format (PNG keeps its transparency), without metadata, at most 512 px.
 */
export async function uploadOrganisationLogo(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; bytes: Buffer; origin: ChangeOrigin },
): Promise<OrganisationSettings> {
  requireOrganisationAdmin(caller, input.orgKey);
  if (input.bytes.length > profileImageMaxBytes) {
    throw AppError.of('PAYLOAD_TOO_LARGE', 'image_too_large');
  }
  const type = detectImageType(input.bytes);
  if (!type) throw AppError.badRequest('file', 'must be a JPEG, PNG or WebP image');
  const stored = await reEncodeImage(input.bytes, type);
  const name = await storeImage(ctx.config.dataDir, logos, stored, type);
  let swapped;
  try {
    swapped = await swapLogo(ctx, caller, { ...input, logo: name });
  } catch (error) {
    await removeImage(ctx.config.dataDir, logos, name);
    throw error;
  }
  // Removed only once the new name is committed: a failed change never loses the old logo.
  if (swapped.previous) await removeImage(ctx.config.dataDir, logos, swapped.previous);
  return swapped.settings;
}

export async function deleteOrganisationLogo(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; origin: ChangeOrigin },
): Promise<OrganisationSettings> {
  requireOrganisationAdmin(caller, input.orgKey);
  const swapped = await swapLogo(ctx, caller, { ...input, logo: null });
  if (swapped.previous) await removeImage(ctx.config.dataDir, logos, swapped.previous);
  return swapped.settings;
}

/** The logo anyone may load: it is on the public membership list. */
export async function readOrganisationLogo(
  ctx: ServiceContext,
  orgKey: string,
): Promise<{ bytes: Buffer; contentType: ProfileImageType }> {
  const name = (await findOrganisationRowByKey(ctx.db, orgKey.toUpperCase()))?.logo;
  const contentType = name ? contentTypeOf(name) : null;
  const bytes = name ? await readImage(ctx.config.dataDir, logos, name) : null;
  if (!bytes || !contentType) throw AppError.of('NOT_FOUND', 'organisation_has_no_logo');
  return { bytes, contentType };
}

/** The organisation an administration call names, once the caller is known to administer it. */
export async function administeredOrganisation(
  ctx: Pick<ServiceContext, 'db'>,
  caller: Caller,
  orgKey: string,
): Promise<OrganisationRow> {
  requireOrganisationAdmin(caller, orgKey);
  const organisation = await findOrganisationRowByKey(ctx.db, orgKey);
  if (!organisation) throw notFound();
  return organisation;
}

export type { OrganisationRow };

/** An organisation by its key, for work done on an administrator's behalf (a job). */
export function organisationByKey(
  ctx: Pick<ServiceContext, 'db'>,
  orgKey: string,
): Promise<OrganisationRow | null> {
  return findOrganisationRowByKey(ctx.db, orgKey);
}
