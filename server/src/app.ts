import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { requestLimitStore } from './lib/request-limit-store.ts';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { publicConfig } from './public-config.ts';
import { publicConfigSchema } from '@portal/contracts/public-config';
import { registerIdentityProvider } from './idp/index.ts';
import { authentication, denyApiByDefault } from './lib/auth.ts';
import { discoverIssuer } from './lib/issuer-discovery.ts';
import { createTokenVerifier, localKeys } from './lib/token-verifier.ts';
import type { Jobs } from './lib/jobs.ts';
import type { FileMailbox } from './lib/messages/mail.ts';
import { registerImpersonationAudit } from './lib/impersonation.ts';
import { neverShed, registerLoadShedding } from './lib/load-shedding.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { registerReadiness } from './lib/readiness.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { recordRoutes } from './lib/route-table.ts';
import { clientError, frameworkError, registerProblemHandlers } from './lib/problem.ts';
import { registerWebApp } from './lib/web-app.ts';
import { registerDevMailbox } from './modules/dev-mailbox/dev-mailbox.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { registerSandboxGateway } from './modules/sandbox-pay/sandbox-pay.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerContactUsRoutes } from './modules/contact-us/contact-us.routes.ts';
import { registerEvents } from './modules/events/events.plugin.ts';
import { registerMemberships } from './modules/memberships/memberships.plugin.ts';
import { registerOrganisationRoutes } from './modules/organisations/organisations.routes.ts';
import { registerAdministrationRoutes } from './modules/organisations/administration.routes.ts';
import { registerOrganisationLogoRoutes } from './modules/organisations/logo.routes.ts';
import { registerMembershipTypeRoutes } from './modules/organisations/membership-types.routes.ts';
import { registerCreditNoteRoutes } from './modules/payments/credit-note.routes.ts';
import { registerOrganisationPaymentRoutes } from './modules/payments/organisation-payments.routes.ts';
import { registerRosterRoutes } from './modules/roster/roster.routes.ts';
import { registerStaffEventRoutes } from './modules/events/staff-events.routes.ts';
import { registerFamilyInvitationRoutes } from './modules/family/invitations.routes.ts';
import { registerParticipantRoutes } from './modules/family/participants.routes.ts';
import { registerMemberRoutes } from './modules/members/members.routes.ts';
import { registerProfileImageRoutes } from './modules/members/profile-image.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerPersonalDataRoutes } from './modules/personal-data/personal-data.routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  jobs: Jobs;
  /** The file mailbox, when mail is not sent over SMTP. */
  mailbox?: FileMailbox | undefined;
  /** Where the built web app is; tests point it elsewhere. */
  webRoot?: string;
  /** Where the build's page renderer is (`web/dist-server`); with `webRoot` given, none unless given. */
  renderRoot?: string;
  /** Where the log goes (standard output unless given); tests read it. */
  logStream?: { write(line: string): void };
}

const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultRenderRoot = fileURLToPath(new URL('../../web/dist-server', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
  }
}

/**
 * Fastify takes addresses as they are, but refuses to trust anything for a plain hop count (a client
 * that reaches the server directly could then write its own X-Forwarded-For). A hop count is the
 * operator's statement that every request comes through that many proxies, so it is given to
 * Fastify as that rule; the README recommends the proxies' addresses, which need no such trust.
 */
function trustedProxies(
  setting: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const healthy = JSON.stringify({ status: 'ok' });

/**
 * One log line per request, written at its answer and holding the request as well: Fastify's own
 * two lines (`incoming request`, `request completed`) cost twice the serializing and writing.
 */
class AnswerLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      stream: deps.logStream,
    },
    logController: new AnswerLog(),
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    // A client that never finishes its request must not hold a connection: the whole request
    // within the limit, headers within a third of it, checked every second. An idle connection
    // goes after a minute; an idle keep-alive one outlives nginx's upstream default of 60 s, so the
    // proxy never reuses a connection this side has just closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 60_000,
    keepAliveTimeout: 65_000,
    http: {
      headersTimeout: Math.ceil(config.requestTimeoutMs / 3),
      connectionsCheckingInterval: 1_000,
    },
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  recordRoutes(app);
  denyApiByDefault(app);
  // Hooks with a callback rather than async ones: no promise per request on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerProblemHandlers(app);
  await registerMetrics(app);

  const issuerOrigin = new URL(config.oidc.issuer).origin;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin],
        frameSrc: ["'self'", issuerOrigin],
        formAction: ["'self'", issuerOrigin],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  // Counted in the database, so that several servers on one PostgreSQL share each limit.
  await app.register(rateLimit, { global: false, store: requestLimitStore(deps.database) });
  await registerLoadShedding(app, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });

  // The whole API description helps developers and attackers alike: not public in production.
  // Without the docs nothing asks for the description, so its plugin is neither loaded nor told
  // of every route.
  if (config.apiDocs) {
    const { default: swagger } = await import('@fastify/swagger');
    await app.register(swagger, {
      openapi: {
        info: { title: 'Member portal API', version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The page's files stay in the package's own folder (not bundled).
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Nothing is loaded from the internet, and plain-http installations must not be upgraded.
      uiConfig: { validatorUrl: null },
      transformStaticCSP: (header) =>
        header
          .replaceAll(' https:', '')
          .replace(' validator.swagger.io', '')
          .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
          .replace(
            config.publicUrl.startsWith('https:') ? /$^/ : /\s*upgrade-insecure-requests;/,
            '',
          ),
    });
  }

  // Asked every few seconds by every supervisor and balancer: the answer is written once.
  app.get('/healthz', { config: neverShed, schema: { hide: true } }, (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(healthy),
  );
  registerReadiness(app, deps.database);
  app.get(
    '/tools/api/config/public',
    {
      schema: {
        tags: ['tools'],
        summary: 'What the web app needs to know of the configuration',
        response: { 200: publicConfigSchema },
      },
    },
    () => publicConfig(config),
  );

  // The embedded provider's keys are read from its own store, so verifying needs no HTTP call;
  // an external issuer (Keycloak, LemonLDAP::NG) is discovered on first use.
  const identityProvider = config.oidc.embedded
    ? await registerIdentityProvider(app, deps)
    : undefined;
  // Only an external issuer is asked for userinfo: the embedded one's tokens carry the profile.
  const { keys, userInfo } = identityProvider
    ? { keys: localKeys(identityProvider.publicKeys), userInfo: undefined }
    : discoverIssuer(config.oidc.issuer);
  await app.register(authentication, {
    verifier: createTokenVerifier({
      issuer: config.oidc.issuer,
      audience: config.oidc.audience,
      rolesClaim: config.oidc.rolesClaim,
      keys,
      userInfo,
    }),
  });
  registerImpersonationAudit(app);
  registerAuthRoutes(app);
  registerAuditRoutes(app);
  registerContactUsRoutes(app);
  await registerEvents(app);
  registerOrganisationRoutes(app);
  registerAdministrationRoutes(app);
  registerMembershipTypeRoutes(app);
  registerOrganisationPaymentRoutes(app);
  registerCreditNoteRoutes(app);
  registerRosterRoutes(app);
  registerStaffEventRoutes(app);
  await registerMemberships(app);
  // The member's own data under /member/api/v1: profile, participants, family links, notifications.
  registerMemberRoutes(app);
  await registerProfileImageRoutes(app);
  await registerOrganisationLogoRoutes(app);
  registerParticipantRoutes(app);
  registerFamilyInvitationRoutes(app);
  registerNotificationRoutes(app);
  registerPersonalDataRoutes(app);

  await registerSandboxGateway(app);
  if (deps.mailbox && config.trustProxy === false) registerDevMailbox(app, deps.mailbox);
  await registerWebApp(
    app,
    deps.webRoot ?? defaultWebRoot,
    deps.renderRoot ?? (deps.webRoot ? undefined : defaultRenderRoot),
  );
  return app;
}
