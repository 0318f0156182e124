import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';

const statusQuerySchema = z.object({ sid: z.string().min(1).max(200) });

/**
 * `GET /idp/session/status?sid=`: whether this browser's session at the provider is still the one
 * the web app signed in with (the `sid` of its ID token). It stands in for OpenID Connect Session
 * Management's check_session_iframe, which oidc-provider no longer has: the web app asks every
 * 5 s, so a session ended elsewhere (another tab, a password reset in another browser) is noticed
 * within 10 s. It reads only the provider's own session cookie, so it tells a caller nothing of
 * anyone else's session.
 */
export function registerSessionStatusRoute(
  app: FastifyInstance,
  provider: () => Promise<Provider>,
  clientId: string,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/session/status',
      { schema: { querystring: statusQuerySchema } },
      async (request, reply) => {
        const oidc = await provider();
        const session = await oidc.Session.get(oidc.app.createContext(request.raw, reply.raw));
        const active =
          typeof session.accountId === 'string' && session.sidFor(clientId) === request.query.sid;
        return reply.header('cache-control', 'no-store').send({ active });
      },
    );
}
