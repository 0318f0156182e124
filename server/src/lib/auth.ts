import type {
  FastifyInstance,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { z } from 'zod';
import { errorText } from '@portal/contracts/error-texts';
import { parseRealmRoles, type RoleGrant } from '@portal/contracts/roles';
import { AppError } from './errors.ts';
import { beginImpersonation } from './impersonation.ts';
import { sendProblem } from './problem.ts';
import { isApiRoute, isPublicRoute } from './public-routes.ts';

/** Who is calling, as the access token says. */
export interface Caller {
  /** The token's `sub`: the account id at the identity provider. */
  subject: string;
  /** Lower-cased; members are found by it. */
  email: string;
  /** The provider's session (`sid`), when the token names one. */
  sessionId: string | null;
  name: string;
  givenName: string;
  familyName: string;
  grants: RoleGrant[];
}

export interface TokenVerifier {
  /** The caller the token stands for; throws InvalidTokenError for any token we must refuse. */
  verify(token: string): Promise<Caller>;
}

export class InvalidTokenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

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

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * The keys of an external issuer (Keycloak, say): its discovery document is read on first use,
 * then its JWKS is fetched and cached by jose, which refetches when a token names an unknown key.
 * A failed discovery is retried on the next request instead of being remembered.
 */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
    const document = discoverySchema.parse(await response.json());
    if (document.issuer !== issuer) {
      throw new Error(`OIDC discovery names issuer ${document.issuer}, not ${issuer}`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  exp: z.number(),
  // Members are found by email, so a token without one is of no use to this API.
  email: z.string().min(3),
  sid: z.string().optional(),
  // Keycloak's older name for the session.
  session_state: z.string().optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
});

function asVerificationError(error: unknown): Error {
  // Keys that cannot be fetched say nothing about the token: the fault is ours (or the issuer's).
  if (
    !(error instanceof errors.JOSEError) ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid
  ) {
    return new AppError(
      'UNAVAILABLE',
      errorText('identity_provider_unavailable', undefined, 'en'),
      {
        cause: error,
        textCode: 'identity_provider_unavailable',
      },
    );
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

/** How many verified tokens are remembered; beyond it the oldest goes first. */
const verifiedTokensKept = 10_000;

/**
 * Verifies signature, issuer, audience, expiry and algorithm. The `typ` header is not pinned:
 * oidc-provider writes `at+jwt`, Keycloak writes `JWT`.
 *
 * A token that passed is remembered until its own expiry: a signed-in page makes many calls with
 * one token, and the RSA signature check is a good part of a small call's cost. Nothing else
 * changes: a token is never checked against a revocation list, so it was valid until expiry anyway.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
}): TokenVerifier {
  const verified = new Map<string, { caller: Caller; expiresAtMs: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.caller;
      if (known) verified.delete(token);
      let payload: unknown;
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
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) throw new InvalidTokenError('The access token lacks required claims.');
      const { data } = claims;
      const givenName = data.given_name ?? '';
      const familyName = data.family_name ?? '';
      const caller: Caller = Object.freeze({
        subject: data.sub,
        email: data.email.toLowerCase(),
        sessionId: data.sid ?? data.session_state ?? null,
        name: data.name ?? [givenName, familyName].filter(Boolean).join(' '),
        givenName,
        familyName,
        grants: parseRealmRoles(data.realm_access?.roles ?? []),
      });
      if (verified.size >= verifiedTokensKept) {
        const oldest = verified.keys().next();
        if (!oldest.done) verified.delete(oldest.value);
      }
      verified.set(token, { caller, expiresAtMs: data.exp * 1000 });
      return caller;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenVerifier: TokenVerifier;
  }
  interface FastifyRequest {
    /** Set by `requireAuthentication`; null on routes that do not ask for it. */
    caller: Caller | null;
  }
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i;

function refuse(reply: FastifyReply, request: FastifyRequest, description?: string) {
  // RFC 6750 section 3: no error code when no credentials came at all.
  const challenge = description
    ? `Bearer realm="member-portal", error="invalid_token", error_description="${description}"`
    : 'Bearer realm="member-portal"';
  reply.header('www-authenticate', challenge);
  return sendProblem(reply, request, 401, description ?? 'Sign in to continue.', {
    code: 'UNAUTHORIZED',
  });
}

/**
 * Every API route that is not public runs this first (see `authentication`): 401 with a Bearer
 * challenge for a call without a valid token.
 */
export async function requireAuthentication(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const header = request.headers.authorization;
  if (!header) return refuse(reply, request);
  const token = bearerPattern.exec(header)?.[1];
  if (!token) return refuse(reply, request, 'The Authorization header is not a bearer token.');
  try {
    request.caller = await request.server.tokenVerifier.verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      request.log.info({ reason: error.message }, 'access token refused');
      return refuse(reply, request, error.message);
    }
    throw error;
  }
  // A signed-in answer is the member's own: no shared or browser cache may keep it.
  reply.header('cache-control', 'no-store');
  // Every authenticated call passes here, so no route can skip the check or the audit record.
  await beginImpersonation(request, request.caller);
  return undefined;
}

/** The caller of a route behind `requireAuthentication`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.of('UNAUTHORIZED', 'sign_in_needed');
  return request.caller;
}

/**
 * Puts `requireAuthentication` first in the `onRequest` hooks of every API route not in the public
 * list: deny by default, so a route cannot become public by forgetting an option. `onRequest`
 * rather than `preHandler`: an anonymous caller learns nothing of the route's input rules.
 */
function denyByDefault(route: RouteOptions): void {
  const methods = [route.method].flat();
  if (!isApiRoute(route.url) || methods.every((method) => isPublicRoute(method, route.url))) {
    return;
  }
  if (methods.some((method) => isPublicRoute(method, route.url))) {
    throw new Error(`${route.url}: one route may not be public for some methods only`);
  }
  const own = [route.onRequest ?? []].flat() as onRequestHookHandler[];
  route.onRequest = [requireAuthentication, ...own];
  // /docs says which calls need the token from the same rule that enforces it.
  route.schema = { ...route.schema, security: [{ bearer: [] }] };
}

/** Call before any route is registered: routes registered earlier would escape the rule. */
export function denyApiByDefault(app: FastifyInstance): void {
  app.addHook('onRoute', denyByDefault);
}

const plugin: FastifyPluginCallback<{ verifier: TokenVerifier }> = (app, options, done) => {
  app.decorate('tokenVerifier', options.verifier);
  app.decorateRequest('caller', null);
  done();
};

/** Token verification for the whole app, and `request.caller`. */
export const authentication = fastifyPlugin(plugin, { name: 'authentication' });
