import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (a 404, a scanner's guesses). */
export const unmatchedRoute = '(unmatched)';

/**
 * Times every request by method, route and status. The route is the pattern it was registered
 * with (`/member/api/v1/member/:id`), never the path asked for, so ids and a scanner's guesses
 * cannot grow the label set without end. The histogram's `_count` is the request count, so no
 * counter is kept beside it: one observation per request is all this costs.
 */
export function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  // A hook with a callback, not an async one: no promise per request on the hot path.
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? unmatchedRoute,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
