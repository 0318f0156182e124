import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import type { AppDependencies } from '#src/app.ts';
import { registerEmailVerificationRoutes } from './email-verification.routes.ts';
import { registerInteractionRoutes } from './interactions.routes.ts';
import { loadProviderKeys, publicKeySet } from './keys.ts';
import { AttemptLimiter } from './login-limiter.ts';
import {
  pageContentSecurityPolicy,
  signOutScript,
  signOutScriptPath,
  stylesheetPath,
} from './pages/layout.ts';
import { languageCookieHeader } from './pages/locale.ts';
import { locales } from './pages/texts.ts';
import { registerPasswordResetRoutes } from './password-reset.routes.ts';
import { registerSessionStatusRoute } from './session-status.routes.ts';
import { clientOrigins } from './client-origins.ts';
import { deleteExpiredPayloads } from './provider-state.repository.ts';

/**
 * The embedded OpenID Connect provider, at `/idp` (the issuer is `${PUBLIC_URL}/idp`).
 *
 * URLs the web app uses (all under the issuer):
 * - discovery `/.well-known/openid-configuration`, keys `/jwks`
 * - sign in: `/auth?...` (code flow, PKCE S256), token `/token`, revocation `/token/revocation`
 * - register: the same `/auth?...` with `prompt=create` (oidc-client-ts:
 *   `signinRedirect({ prompt: 'create' })`); the login page links to registration as well
 * - forgot password: `/forgot-password?return_to=<web app URL under /ui/>` (no sign-in needed)
 * - log out: `/session/end` (the discovery's end_session_endpoint, with `id_token_hint` and
 *   `post_logout_redirect_uri=${PUBLIC_URL}/ui/`); with an ID token of the browser's own session
 *   it signs out at once, otherwise a confirmation page is shown
 * - session status: `/session/status?sid=` (session-status.routes.ts)
 * Our own pages: `/interaction/:uid` (login), `/interaction/:uid/register`, `/reset-password`,
 * `/verify-email` (the link of the mail that confirms a new account's address).
 */
export interface IdentityProvider {
  /** The provider, made on first use (its package is a large part of the code a start loads). */
  provider: () => Promise<Provider>;
  /** Public keys of the provider, for verifying its tokens without a trip over HTTP. */
  publicKeys: JSONWebKeySet;
}

const mountPath = '/idp';
const stylesheet = fs.readFileSync(new URL('./pages/idp.css', import.meta.url), 'utf8');
const cleanupIntervalMs = 60 * 60 * 1000;

export async function registerIdentityProvider(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<IdentityProvider> {
  const { config, database, jobs } = deps;
  const db = database.db;
  const keys = await loadProviderKeys(db);
  let made: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const make = () =>
    (made ??= import('./provider.ts').then(({ createProvider }) => {
      const provider = createProvider(config, { db, keys, logger: app.log });
      return { provider, handle: provider.callback() };
    }));
  const provider = async () => (await make()).provider;
  const origins = clientOrigins(config);
  const contentSecurityPolicy = pageContentSecurityPolicy(origins, config.publicUrl);
  const publicUrl = new URL(config.publicUrl);

  /**
   * Hands a request to oidc-provider (a Koa app) untouched: in onRequest, before Fastify reads
   * the body, with the path as seen below the mount point and `originalUrl` telling the provider
   * where it is mounted, like Express's `app.use('/idp', ...)`.
   */
  async function handToProvider(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { handle } = await make();
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('content-security-policy', contentSecurityPolicy);
    reply.raw.setHeader('x-request-id', request.id);
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    // The provider builds its endpoint URLs (discovery, redirects) from these: they name the
    // origin users reach, whatever the client sent, and the address is the one Fastify trusted.
    raw.headers.host = publicUrl.host;
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
    raw.headers['x-forwarded-for'] = request.ip;
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(mountPath.length) || '/';
    await handle(raw, reply.raw);
  }

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: `${mountPath}/*`,
    schema: { hide: true },
    onRequest: handToProvider,
    handler: () => {
      throw new Error('unreachable: the provider answers in onRequest');
    },
  });

  const limiter = new AttemptLimiter(database.sql, config.loginRateLimitPerMinute);
  await app.register(
    async (pages) => {
      await pages.register(formBody, { bodyLimit: 16 * 1024 });
      // Pages for people, not API: they stay out of the OpenAPI document.
      pages.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      pages.addHook('onRequest', async (request, reply) => {
        reply.header('content-security-policy', contentSecurityPolicy);
        const { lang } = request.query as { lang?: unknown };
        const chosen = locales.find((locale) => locale === lang);
        if (chosen) {
          reply.header('set-cookie', languageCookieHeader(chosen, publicUrl.protocol === 'https:'));
        }
      });
      pages.get(stylesheetPath.slice(mountPath.length), (_request, reply) =>
        reply.header('cache-control', 'public, max-age=3600').type('text/css').send(stylesheet),
      );
      pages.get(signOutScriptPath.slice(mountPath.length), (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=3600')
          .type('text/javascript')
          .send(signOutScript),
      );
      registerSessionStatusRoute(pages, provider, config.oidc.clientId);
      registerInteractionRoutes(pages, { config, db, jobs, provider, limiter });
      registerPasswordResetRoutes(pages, { config, db, jobs, limiter, origins });
      registerEmailVerificationRoutes(pages, { config, db });
    },
    { prefix: mountPath },
  );

  // Expired codes, sessions and interactions are never read (the adapter checks expiry); this
  // only keeps the table small.
  const cleanup = setInterval(() => {
    deleteExpiredPayloads(db, new Date()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not delete expired identity provider state');
    });
  }, cleanupIntervalMs);
  cleanup.unref();
  app.addHook('onClose', () => clearInterval(cleanup));

  return { provider, publicKeys: publicKeySet(keys) };
}
