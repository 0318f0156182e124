import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#src/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Says the server is going away: `/readyz` answers 503 from now on, so a load balancer that
     * checks it sends new requests elsewhere while this server finishes those in hand.
     */
    beginShutdown(): void;
  }
}

/**
 * `/readyz`: whether this server should be given requests. Not while it shuts down (from the
 * first moment, before the clocks stop and Fastify starts refusing requests by itself), and not
 * while its database does not answer.
 */
export function registerReadiness(app: FastifyInstance, database: DatabaseHandle): void {
  let isShuttingDown = false;
  app.decorate('beginShutdown', () => {
    isShuttingDown = true;
  });

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (isShuttingDown) return reply.status(503).send({ status: 'shutting down' });
    try {
      await database.sql.query('select 1');
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
