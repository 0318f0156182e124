import type {
  FastifyInstance,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { RoleGrant } from '@portal/contracts/roles';
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
