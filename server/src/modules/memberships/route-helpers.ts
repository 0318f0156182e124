import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '#src/lib/problem.ts';
import { deviceLabel } from './device-label.ts';
import { type ActingMember, actingMemberFor } from './member-access.ts';
import { GatewayFailure, type PaymentDeps } from './payment-gateway.ts';

export const memberSecurity = { security: [{ bearer: [] }] };

export function paymentDepsOf(request: FastifyRequest): PaymentDeps {
  const { database, jobs, config } = request.server.deps;
  return { db: database.db, jobs, config };
}

export function actingMemberOf(request: FastifyRequest): Promise<ActingMember> {
  return actingMemberFor(request);
}

export function deviceOf(request: FastifyRequest): string {
  return deviceLabel(request.headers['user-agent']);
}

/**
 * Runs a handler whose gateway failures the member must understand: the problem handler hides
 * 5xx messages, so these (ours, with no internals) are answered here.
 */
export async function answeringGatewayFailures<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await handler();
  } catch (error) {
    if (!(error instanceof GatewayFailure)) throw error;
    request.log.warn({ err: error.cause }, 'card gateway failure');
    return sendProblem(reply, request, error.status, error.memberMessage, {
      code: error.status === 503 ? 'UNAVAILABLE' : 'BAD_GATEWAY',
    });
  }
}
