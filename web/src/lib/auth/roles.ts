import { type Role, type RoleGrant, roleNames } from '@portal/contracts/roles';

/** Every protected route allows all three roles (SPEC.md section 6); no list means allowed. */
export const protectedRouteRoles: readonly Role[] = roleNames;

export function canAccess(
  grants: readonly RoleGrant[],
  allowed: readonly Role[] | undefined,
): boolean {
  if (!allowed || allowed.length === 0) return true;
  return grants.some((grant) => allowed.includes(grant.role));
}
