import { type Role, type RoleGrant, roleNames } from '@portal/contracts/roles';

/** Every protected route allows all three roles (SPEC.md section 6); no list means allowed. */
export const protectedRouteRoles: readonly Role[] = roleNames;

/** True when a route lets in every role: any signed-in account the server gives a role. */
export function allowsEveryRole(allowed: readonly Role[] | undefined): boolean {
  return !allowed || allowed.length === 0 || roleNames.every((role) => allowed.includes(role));
}

export function canAccess(
  grants: readonly RoleGrant[],
  allowed: readonly Role[] | undefined,
): boolean {
  if (!allowed || allowed.length === 0) return true;
  return grants.some((grant) => allowed.includes(grant.role));
}
