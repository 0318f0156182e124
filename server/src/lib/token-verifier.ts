import {
  createLocalJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { z } from 'zod';
import { errorText } from '@portal/contracts/error-texts';
import { parseRealmRoles } from '@portal/contracts/roles';
import { type Caller, InvalidTokenError, type TokenVerifier } from './auth.ts';
import { AppError } from './errors.ts';
import { UserInfoRefusedError } from './issuer-discovery.ts';
import { rolesAt } from './role-claim.ts';

/** Asymmetric algorithms only: `none` and shared-secret HMAC are never accepted. */
const acceptedAlgorithms = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

/** Keys known in this process, such as those of the embedded provider. */
export function localKeys(keySet: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(keySet);
}

// Empty strings count as absent: some providers send a claim they have no value for.
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const tokenClaimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  sid: z.string().optional(),
  // Keycloak's older name for the session.
  session_state: z.string().optional(),
});

const profileSchema = z.object({
  // Members are found by email, so a caller without one is of no use to this API.
  email: text.pipe(z.string().min(3).optional()),
  name: text,
  given_name: text,
  family_name: text,
});
type Profile = z.output<typeof profileSchema>;

function unavailable(cause: unknown): AppError {
  return new AppError('UNAVAILABLE', errorText('identity_provider_unavailable', undefined, 'en'), {
    cause,
    textCode: 'identity_provider_unavailable',
  });
}

function asVerificationError(error: unknown): Error {
  // Keys that cannot be fetched say nothing about the token: the fault is ours (or the issuer's).
  if (
    !(error instanceof errors.JOSEError) ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid
  ) {
    return unavailable(error);
  }
  if (error instanceof errors.JWTExpired) {
    return new InvalidTokenError('The access token has expired.', { cause: error });
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new InvalidTokenError(`The access token's ${error.claim} claim is not accepted.`, {
      cause: error,
    });
  }
  return new InvalidTokenError('The access token is invalid.', { cause: error });
}

/** Parsed leniently: a malformed optional claim is treated as missing, not as a bad token. */
function profileOf(claims: Record<string, unknown>): Profile {
  const parsed = profileSchema.safeParse(claims);
  return parsed.success
    ? parsed.data
    : { email: undefined, name: undefined, given_name: undefined, family_name: undefined };
}

const hasWholeProfile = (profile: Profile) =>
  profile.email !== undefined &&
  (profile.name !== undefined ||
    profile.given_name !== undefined ||
    profile.family_name !== undefined);

/** How many verified tokens are remembered; beyond it the oldest goes first. */
const verifiedTokensKept = 10_000;

export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** `OIDC_ROLES_CLAIM`: where the roles are (`realm_access.roles`, `roles`, `groups`). */
  rolesClaim: string;
  /**
   * The issuer's userinfo for an access token, asked when the token lacks the email or a name;
   * absent for the embedded provider, whose tokens always carry them.
   */
  userInfo?: (accessToken: string) => Promise<Record<string, unknown> | null>;
}

/**
 * Verifies signature, issuer, audience, expiry and algorithm. The `typ` header is not pinned:
 * oidc-provider writes `at+jwt`, Keycloak writes `JWT`.
 *
 * A token that passed is remembered until its own expiry: a signed-in page makes many calls with
 * one token, and the RSA signature check is a good part of a small call's cost. Nothing else
 * changes: a token is never checked against a revocation list, so it was valid until expiry anyway.
 * The same memory makes userinfo asked once per token; calls that arrive together with a new token
 * wait for one verification.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const verified = new Map<string, { caller: Caller; expiresAtMs: number }>();
  const inFlight = new Map<string, Promise<Caller>>();

  async function userInfoFor(token: string, subject: string): Promise<Record<string, unknown>> {
    let claims: Record<string, unknown> | null;
    try {
      claims = (await options.userInfo?.(token)) ?? null;
    } catch (error) {
      if (error instanceof UserInfoRefusedError) {
        throw new InvalidTokenError(error.message, { cause: error });
      }
      throw unavailable(error);
    }
    if (!claims) return {};
    // OpenID Connect Core 1.0, section 5.3.4: userinfo about anyone else must not be used.
    if (claims.sub !== subject) {
      throw new InvalidTokenError('The userinfo of the access token names another subject.');
    }
    return claims;
  }

  async function verifyAfresh(token: string): Promise<{ caller: Caller; expiresAtMs: number }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: acceptedAlgorithms,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      throw asVerificationError(error);
    }
    const base = tokenClaimsSchema.safeParse(payload);
    if (!base.success) throw new InvalidTokenError('The access token lacks required claims.');
    const { sub, exp, sid, session_state } = base.data;
    let profile = profileOf(payload);
    let userInfo: Record<string, unknown> = {};
    if (!hasWholeProfile(profile) && options.userInfo) {
      userInfo = await userInfoFor(token, sub);
      // What the signed token says wins; userinfo fills in what it left out.
      const more = profileOf(userInfo);
      profile = {
        email: profile.email ?? more.email,
        name: profile.name ?? more.name,
        given_name: profile.given_name ?? more.given_name,
        family_name: profile.family_name ?? more.family_name,
      };
    }
    if (!profile.email) {
      throw new InvalidTokenError('The access token lacks required claims (email).');
    }
    const givenName = profile.given_name ?? '';
    const familyName = profile.family_name ?? '';
    const roles = rolesAt(payload, options.rolesClaim) ?? rolesAt(userInfo, options.rolesClaim);
    const caller: Caller = Object.freeze({
      subject: sub,
      email: profile.email.toLowerCase(),
      sessionId: sid ?? session_state ?? null,
      name: profile.name ?? [givenName, familyName].filter(Boolean).join(' '),
      givenName,
      familyName,
      grants: parseRealmRoles(roles ?? []),
    });
    return { caller, expiresAtMs: exp * 1000 };
  }

  function remember(token: string, entry: { caller: Caller; expiresAtMs: number }) {
    if (verified.size >= verifiedTokensKept) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  }

  return {
    verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return Promise.resolve(known.caller);
      if (known) verified.delete(token);
      const pending = inFlight.get(token);
      if (pending) return pending;
      const verification = verifyAfresh(token)
        .then((entry) => {
          remember(token, entry);
          return entry.caller;
        })
        .finally(() => inFlight.delete(token));
      inFlight.set(token, verification);
      return verification;
    },
  };
}
