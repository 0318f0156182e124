import type { Account, AccessToken, ClientCredentials, KoaContextWithOIDC } from 'oidc-provider';
import { formatRealmRole } from '@portal/contracts/roles';
import type { Database } from '#src/db/client.ts';
import { findUserById, listRoleGrants, type UserRow } from './accounts.repository.ts';

function profileClaims(user: UserRow) {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    given_name: user.givenName,
    family_name: user.familyName,
    name: [user.givenName, user.familyName].filter(Boolean).join(' '),
    preferred_username: user.email,
    locale: user.locale,
  };
}

/** oidc-provider's account lookup: a disabled or deleted account gets no new tokens. */
export function accountFinder(db: Database) {
  return async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await findUserById(db, sub);
    if (!user || user.disabled) return undefined;
    return {
      accountId: user.id,
      claims: () => ({ sub: user.id, ...profileClaims(user) }),
    };
  };
}

/**
 * The session id the client knows the session by. oidc-provider records it on tokens only for
 * back-channel logout clients, so it is read from the session the token belongs to.
 */
async function sessionIdOf(
  ctx: KoaContextWithOIDC,
  token: AccessToken,
): Promise<string | undefined> {
  if (!token.sessionUid || !token.clientId) return undefined;
  const session = await ctx.oidc.provider.Session.findByUid(token.sessionUid);
  return session?.sidFor(token.clientId);
}

/**
 * Claims added to every access token, in Keycloak's shape so the API reads tokens of either
 * provider the same way: roles as `realm_access.roles` (`org:{ORGKEY}|role:{ROLE}`), plus the
 * caller's names and email, the client (`azp`) and the session (`sid`).
 */
export function accessTokenClaims(db: Database, audience: string) {
  return async (
    ctx: KoaContextWithOIDC,
    token: AccessToken | ClientCredentials,
  ): Promise<Record<string, unknown> | undefined> => {
    if (!('accountId' in token)) return undefined;
    const claims = await accountClaims(db, token.accountId, audience);
    if (!claims) return undefined;
    return {
      ...claims,
      azp: token.clientId,
      sid: token.sid ?? (await sessionIdOf(ctx, token)),
    };
  };
}

/** What an access token says of an account besides client and session; tests sign with it too. */
export async function accountClaims(db: Database, accountId: string, audience: string) {
  const user = await findUserById(db, accountId);
  if (!user) return undefined;
  const grants = await listRoleGrants(db, user.id);
  return {
    ...profileClaims(user),
    realm_access: { roles: grants.map(formatRealmRole) },
    // Client roles would go here; the API has none yet, but readers expect the object.
    resource_access: { [audience]: { roles: [] } },
  };
}
