import { z } from 'zod';

export const roleNames = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export const roleSchema = z.enum(roleNames);
export type Role = z.infer<typeof roleSchema>;

/** The organisation key that grants a role in every organisation. */
export const ALL_ORGANISATIONS = 'ALL';

export interface RoleGrant {
  orgKey: string;
  role: Role;
}

const realmRolePattern = /^org:([^|]+)\|role:(.+)$/;

/**
 * Reads one realm role of the form `org:{ORGKEY}|role:{ROLE}`. Roles are compared on the
 * lower-cased role part (SPEC.md section 6), so `role:admin` and `role:ADMIN` are the same grant.
 * Anything else in the token (Keycloak's default roles, for instance) is not ours and is ignored.
 */
export function parseRealmRole(value: string): RoleGrant | null {
  const match = realmRolePattern.exec(value);
  if (!match) return null;
  const [, orgKey = '', rolePart = ''] = match;
  const role = roleNames.find((name) => name.toLowerCase() === rolePart.toLowerCase());
  return role ? { orgKey, role } : null;
}

export function parseRealmRoles(values: readonly string[]): RoleGrant[] {
  return values.map(parseRealmRole).filter((grant): grant is RoleGrant => grant !== null);
}

export function formatRealmRole(grant: RoleGrant): string {
  return `org:${grant.orgKey}|role:${grant.role}`;
}

export function hasRole(grants: readonly RoleGrant[], role: Role, orgKey?: string): boolean {
  return grants.some(
    (grant) => grant.role === role && (orgKey === undefined || grant.orgKey === orgKey),
  );
}

export function isSuperAdmin(grants: readonly RoleGrant[]): boolean {
  return hasRole(grants, 'SUPER_ADMIN', ALL_ORGANISATIONS);
}

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

/** Whether the user administers any organisation: who sees the Administration menu entry. */
export function administersAny(grants: readonly RoleGrant[]): boolean {
  return isSuperAdmin(grants) || grants.some((grant) => grant.role === 'ADMIN');
}

/**
 * SPEC.md section 6: an event's public date is bypassed by an ADMIN or SUPER_ADMIN of ALL or of
 * the event's own organisation.
 */
export function maySeeBeforePublicDate(grants: readonly RoleGrant[], orgKey: string): boolean {
  return grants.some(
    (grant) =>
      (grant.role === 'ADMIN' || grant.role === 'SUPER_ADMIN') &&
      (grant.orgKey === ALL_ORGANISATIONS || grant.orgKey === orgKey),
  );
}
