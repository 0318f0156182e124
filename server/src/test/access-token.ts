import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importJWK, type JWK, SignJWT } from 'jose';
import { accountClaims } from '#src/idp/account.ts';
import { findUserByEmail } from '#src/idp/accounts.repository.ts';
import { listServerKeys } from '#src/idp/provider-state.repository.ts';

/**
 * An access token for an account, signed with the embedded provider's own key and carrying the
 * claims the provider would put in it: for tests that are about what the API does for a member,
 * not about signing in (those go through `signIn`). A sign-in costs a fifth of a second; this costs
 * a millisecond or two.
 */
export async function mintAccessToken(
  // An app, or just its configuration and database (a test that runs the servers as processes).
  app: { deps: Pick<FastifyInstance['deps'], 'config' | 'database'> },
  email: string,
  options: { expiresIn?: string } = {},
): Promise<string> {
  const { config, database } = app.deps;
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error(`no account ${email}`);
  const claims = await accountClaims(database.db, user.id, config.oidc.audience);
  const [signing] = (await listServerKeys(database.db)).filter((row) => row.purpose === 'signing');
  if (!signing) throw new Error('the identity provider has no signing key yet');
  const jwk = signing.material as JWK;
  return (
    new SignJWT({ ...claims, azp: config.oidc.clientId, sid: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt()
      // Longer than the provider's five minutes: a slow test file must not outlive its tokens.
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(await importJWK(jwk, 'RS256'))
  );
}
