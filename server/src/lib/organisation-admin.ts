import { administers } from '@portal/contracts/roles';
import type { Caller } from './auth.ts';
import { AppError } from './errors.ts';

/** Refuses every administration call for an organisation the caller does not administer. */
export function requireOrganisationAdmin(caller: Caller, orgKey: string): void {
  if (!administers(caller.grants, orgKey)) {
    throw AppError.of('FORBIDDEN', 'organisation_admin_only', { organisation: orgKey });
  }
}
