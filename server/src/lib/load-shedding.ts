import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; `neverShed` lets the route through. */
    pressureHandler?: () => void;
  }
}

/** Seconds a client is asked to wait before trying again. */
const retryAfterSeconds = 5;

/**
 * Sheds load when the event loop lags: a request that would wait behind others for longer than the
 * limit is answered at once with 503 and Retry-After (as problem+json, by the error handler),
 * instead of being held until every client times out. Liveness (`/healthz`) is never shed: a busy
 * server is alive, and a supervisor that restarted it would only lose the work in hand.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  limits: { maxEventLoopDelayMs: number },
): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    retryAfter: retryAfterSeconds,
  });
}

/** Route config that lets a route through whatever the load. */
export const neverShed = { pressureHandler: () => undefined };

export const isLoadShed = (error: { code?: string }) => error.code === 'FST_UNDER_PRESSURE';
