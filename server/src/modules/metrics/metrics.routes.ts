import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, LogLevel } from 'fastify';
import { neverShed } from '#src/lib/load-shedding.ts';
import { sendProblem } from '#src/lib/problem.ts';

const quieterThanWarnings: LogLevel[] = ['error', 'fatal', 'silent'];

/** `warn`, unless the server's own level is quieter still: a route's level replaces the server's. */
const atMostWarnings = (serverLevel: string): LogLevel =>
  quieterThanWarnings.find((level) => level === serverLevel) ?? 'warn';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (of equal-length digests), so the answer's timing tells nothing. */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `/metrics` in Prometheus's text format, for a scraper that presents METRICS_TOKEN as a bearer
 * token. Without METRICS_TOKEN there is no such route (404, as for any unknown path) and requests
 * are not measured at all; with it, a request without the token is refused with 401, so an
 * operator whose scrape fails can tell a wrong token from a server that does not offer metrics.
 * Call it before any route or plugin is registered: the timing hook must reach every route.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const token = app.deps.config.metricsToken;
  if (token === undefined) return;

  // Loaded only by a server that offers metrics.
  const [{ Registry }, { databaseMetrics, processMetrics }, { instrumentRequests }] =
    await Promise.all([
      import('prom-client'),
      import('./metrics.service.ts'),
      import('./request-metrics.ts'),
    ]);
  const registry = new Registry();
  instrumentRequests(app, registry);
  const refreshFromDatabase = databaseMetrics(registry, app.deps.database);
  const scraped = Registry.merge([processMetrics(), registry]);

  app.get(
    '/metrics',
    // A scrape every few seconds would fill the log; a refused one is logged below. An overloaded
    // server is when its figures matter most, so the scrape is never shed.
    {
      logLevel: atMostWarnings(app.deps.config.logLevel),
      config: neverShed,
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!carriesToken(request.headers.authorization, token)) {
        request.log.warn({ ip: request.ip }, 'metrics refused: no valid METRICS_TOKEN');
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendProblem(reply, request, 401, 'The metrics need the METRICS_TOKEN.', {
          code: 'UNAUTHORIZED',
        });
      }
      await refreshFromDatabase(request.log);
      return reply.type(scraped.contentType).send(await scraped.metrics());
    },
  );
}
