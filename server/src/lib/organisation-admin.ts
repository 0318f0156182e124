import { ALL_ORGANISATIONS, isSuperAdmin, type RoleGrant } from '@portal/contracts/roles';
import type { Caller } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * An ADMIN of an organisation administers it; a SUPER_ADMIN (of ALL) administers every one.
 * Always the signed-in user's own grants: acting as a member gives none of the member's.
 */
export function administers(grants: readonly RoleGrant[], orgKey: string): boolean {
  if (isSuperAdmin(grants)) return true;
  return grants.some(
    (grant) =>
      grant.role === 'ADMIN' &&
      grant.orgKey !== ALL_ORGANISATIONS &&
      grant.orgKey.toUpperCase() === orgKey.toUpperCase(),
  );
}

/** Whether the caller administers any organisation at all: the Administration menu's test. */
export function administersAny(grants: readonly RoleGrant[]): boolean {
  return isSuperAdmin(grants) || grants.some((grant) => grant.role === 'ADMIN');
}

/** Refuses every administration call for an organisation the caller does not administer. */
export function requireOrganisationAdmin(caller: Caller, orgKey: string): void {
  if (!administers(caller.grants, orgKey)) {
    throw AppError.of('FORBIDDEN', 'organisation_admin_only', { organisation: orgKey });
  }
}
