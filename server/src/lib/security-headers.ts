import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. Our options hold no per-request
 * part (no nonces), so every answer gets the same headers; @fastify/helmet rebuilt them, policy
 * string and all, on every request, a large part of the cost of a small answer.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, response as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return Object.fromEntries(headers);
}

/** Sets the headers on every answer (later hooks and routes may replace one, as a page's CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
