import type { Administrators } from '@portal/contracts/administration';
import { fullName } from '@portal/contracts/member-fields';
import type { Executor } from '#src/db/client.ts';
import {
  grantOrganisationAdministrator,
  listOrganisationAdministrators,
  revokeOrganisationAdministrator,
} from '#src/idp/accounts.service.ts';
import { auditAdministratorChange, type ChangeOrigin } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { requireOrganisationAdmin } from '#src/lib/organisation-admin.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { findOrganisationRowByKey } from './organisations.repository.ts';

interface AdministratorChange {
  orgKey: string;
  email: string;
  origin: ChangeOrigin;
}

async function requireOrganisation(db: Executor, orgKey: string) {
  const row = await findOrganisationRowByKey(db, orgKey);
  if (!row) throw AppError.of('NOT_FOUND', 'organisation_not_found');
  return row;
}

/** Roles live in the embedded provider; an outside one gives them itself. */
function requireEmbeddedRoles(ctx: ServiceContext) {
  if (!ctx.config.oidc.embedded) throw AppError.of('CONFLICT', 'roles_managed_by_provider');
}

/** The organisation's administrators, or where they are managed when the provider is outside. */
export async function organisationAdministrators(
  ctx: ServiceContext,
  caller: Caller,
  orgKey: string,
): Promise<Administrators> {
  requireOrganisationAdmin(caller, orgKey);
  await requireOrganisation(ctx.db, orgKey);
  if (!ctx.config.oidc.embedded) {
    return { editable: false, issuer: ctx.config.oidc.issuer, administrators: [] };
  }
  return administratorsOf(ctx.db, orgKey);
}

/** The embedded provider's administrators of the organisation, by name. */
async function administratorsOf(db: Executor, orgKey: string): Promise<Administrators> {
  const holders = await listOrganisationAdministrators(db, orgKey);
  return {
    editable: true,
    issuer: null,
    administrators: holders.map((holder) => ({
      email: holder.email,
      name: fullName({ firstName: holder.givenName, lastName: holder.familyName }),
      since: holder.since.toISOString(),
    })),
  };
}

function auditOf(change: AdministratorChange, added: boolean) {
  return {
    orgKey: change.orgKey,
    action: added ? 'organisation_administrator_added' : 'organisation_administrator_removed',
    origin: change.origin,
    details: {
      email: change.email,
      before: { administrator: !added },
      after: { administrator: added },
    },
  } as const;
}

/** Makes an account ADMIN of the organisation: effective with that account's next token. */
export async function addOrganisationAdministrator(
  ctx: ServiceContext,
  caller: Caller,
  change: AdministratorChange,
): Promise<Administrators> {
  requireOrganisationAdmin(caller, change.orgKey);
  requireEmbeddedRoles(ctx);
  await ctx.db.transaction(async (tx) => {
    await requireOrganisation(tx, change.orgKey);
    if (!(await grantOrganisationAdministrator(tx, change.email, change.orgKey))) {
      throw AppError.of('BAD_REQUEST', 'no_account_for_email', undefined, [
        { field: 'email', message: 'no account has this email' },
      ]);
    }
    await auditAdministratorChange(tx, caller, auditOf(change, true));
  });
  return administratorsOf(ctx.db, change.orgKey);
}

/** Takes ADMIN of the organisation from an account; nobody takes it from themselves. */
export async function removeOrganisationAdministrator(
  ctx: ServiceContext,
  caller: Caller,
  change: AdministratorChange,
): Promise<Administrators> {
  requireOrganisationAdmin(caller, change.orgKey);
  requireEmbeddedRoles(ctx);
  if (change.email === caller.email) throw AppError.of('CONFLICT', 'own_administration_kept');
  await ctx.db.transaction(async (tx) => {
    await requireOrganisation(tx, change.orgKey);
    if (!(await revokeOrganisationAdministrator(tx, change.email, change.orgKey))) {
      throw AppError.of('NOT_FOUND', 'not_an_administrator', { organisation: change.orgKey });
    }
    await auditAdministratorChange(tx, caller, auditOf(change, false));
  });
  return administratorsOf(ctx.db, change.orgKey);
}
