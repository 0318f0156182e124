import { parseRealmRoles, type Role, type RoleGrant, roleNames } from '@portal/contracts/roles';
import { decodeJwtPayload } from './jwt.ts';

function realmRolesOf(claims: Record<string, unknown> | null | undefined): string[] {
  const realmAccess = claims?.realm_access;
  if (typeof realmAccess !== 'object' || realmAccess === null) return [];
  const roles = (realmAccess as { roles?: unknown }).roles;
  return Array.isArray(roles)
    ? roles.filter((role): role is string => typeof role === 'string')
    : [];
}

/**
 * The role grants of the signed-in user. The access token is what the API trusts, so it is read
 * first; the ID token's claims are the fallback for providers that put roles only there.
 */
export function grantsOf(
  accessToken: string | undefined,
  profile: Record<string, unknown> | undefined,
): RoleGrant[] {
  const fromAccessToken = accessToken ? realmRolesOf(decodeJwtPayload(accessToken)) : [];
  return parseRealmRoles(fromAccessToken.length > 0 ? fromAccessToken : realmRolesOf(profile));
}

/** Every protected route allows all three roles (SPEC.md section 6); no list means allowed. */
export const protectedRouteRoles: readonly Role[] = roleNames;

export function canAccess(
  grants: readonly RoleGrant[],
  allowed: readonly Role[] | undefined,
): boolean {
  if (!allowed || allowed.length === 0) return true;
  return grants.some((grant) => allowed.includes(grant.role));
}
