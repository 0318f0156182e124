import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';

/** What the API uses of an external issuer: its signing keys and its userinfo endpoint. */
export interface DiscoveredIssuer {
  keys: JWTVerifyGetKey;
  /**
   * The userinfo claims for an access token, or null when the issuer has no userinfo endpoint.
   * Throws UserInfoRefusedError when the issuer refuses the token there.
   */
  userInfo: (accessToken: string) => Promise<Record<string, unknown> | null>;
}

/** The issuer answered 401 or 403 at its userinfo endpoint: the token is no good to it. */
export class UserInfoRefusedError extends Error {
  constructor(status: number) {
    super(`The identity provider refused the access token at its userinfo endpoint (${status}).`);
    this.name = 'UserInfoRefusedError';
  }
}

const discoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof discoverySchema>;

const timeoutMs = 5000;

/**
 * OpenID Connect Discovery 1.0, section 4: a terminating slash of the issuer is removed before
 * the well-known path is appended. The issuer itself is kept as configured.
 */
export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
}

async function discover(issuer: string): Promise<Discovery> {
  const url = discoveryUrl(issuer);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
  const document = discoverySchema.parse(await response.json());
  // Issuers are compared as exact strings (OpenID Connect Discovery 1.0, section 4.3), so
  // `https://sso.example/` and `https://sso.example` are two different issuers.
  if (document.issuer !== issuer) {
    throw new Error(
      `OIDC discovery at ${url} names the issuer "${document.issuer}", but OIDC_ISSUER is ` +
        `"${issuer}": they must be equal character for character (mind a trailing slash)`,
    );
  }
  return document;
}

async function fetchUserInfo(endpoint: string, accessToken: string) {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 401 || response.status === 403) {
    throw new UserInfoRefusedError(response.status);
  }
  if (!response.ok) throw new Error(`The userinfo endpoint answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  // A signed (application/jwt) answer is a client setting at the provider: JSON is asked for.
  if (!type.includes('json')) {
    throw new Error(`The userinfo endpoint answered ${type || 'no content type'}, not JSON`);
  }
  const claims: unknown = await response.json();
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new Error('The userinfo endpoint answered something other than a JSON object');
  }
  return claims as Record<string, unknown>;
}

/**
 * An external issuer (Keycloak, LemonLDAP::NG): its discovery document is read on first use, then
 * its JWKS is fetched and cached by jose, which refetches when a token names an unknown key. A
 * failed discovery is retried on the next request instead of being remembered.
 */
export function discoverIssuer(issuer: string): DiscoveredIssuer {
  let discovered: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined;
  const load = () => {
    discovered ??= discover(issuer).then(
      (document) => ({ document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) }),
      (error: unknown) => {
        discovered = undefined;
        throw error;
      },
    );
    return discovered;
  };
  return {
    keys: async (header, token) => (await load()).keys(header, token),
    userInfo: async (accessToken) => {
      const endpoint = (await load()).document.userinfo_endpoint;
      return endpoint ? fetchUserInfo(endpoint, accessToken) : null;
    },
  };
}
