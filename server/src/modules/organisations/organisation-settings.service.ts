import type {
  OrganisationSettings,
  updateOrganisationSettingsInputSchema,
} from '@portal/contracts/administration';
import type { z } from 'zod';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { administers } from '@portal/contracts/roles';
import { requireOrganisationAdmin } from '#src/lib/organisation-admin.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { findMemberRowByEmail } from '#src/modules/members/members.service.ts';
import {
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
    enabled: row.enabled,
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
 * The contact person must be a member of the portal: Contact Us reaches them under the bell.
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
