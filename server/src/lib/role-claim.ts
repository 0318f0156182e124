/**
 * The role values at `OIDC_ROLES_CLAIM` in a token's (or userinfo's) claims, or undefined when
 * nothing is there. The path is a claim name (`roles`, `groups`, or a namespaced name with dots
 * such as `https://club.dk/roles`) or a dotted path into nested claims (Keycloak's
 * `realm_access.roles`); a claim named exactly like the whole path wins. A single string counts as
 * one role: some providers send an attribute with one value as a string, not a list.
 */
export function rolesAt(claims: Record<string, unknown>, path: string): string[] | undefined {
  const value = Object.hasOwn(claims, path) ? claims[path] : valueAtPath(claims, path.split('.'));
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is string => typeof entry === 'string');
}

function valueAtPath(claims: Record<string, unknown>, steps: readonly string[]): unknown {
  let value: unknown = claims;
  for (const step of steps) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    if (!Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}
