import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';
import { type PaymentProviderName, paymentProviderSchema } from '@portal/contracts/organisation';
import { returnTokenSchema } from '@portal/contracts/random-token';
import { sendProblem } from '#src/lib/problem.ts';
import { deviceLabel } from './device-label.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { GatewayFailure } from './payment-verification.ts';

export function paymentDepsOf(request: FastifyRequest): PaymentDeps {
  const { database, jobs, config } = request.server.deps;
  return { db: database.db, jobs, config, log: request.log };
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
      code: error.textCode,
    });
  }
}

const callbackField = singleLineText().max(64).optional();
const gatewayCallbackSchema = z.object({
  authorizationIdentifier: callbackField,
  savedCardIdentifier: callbackField,
  paymentIdentifier: callbackField,
  authorizationAccepted: callbackField,
});
export type GatewayCallbackFields = z.infer<typeof gatewayCallbackSchema>;

/**
 * The card gateway's server-to-server callback at `{prefix}/payment/{provider}/callback/{token}`:
 * a form post, unsigned, so the handler verifies it through the gateway's API. The form parser is
 * registered for this route's scope only.
 */
export async function registerGatewayCallback(
  app: FastifyInstance,
  options: {
    prefix: string;
    tags: string[];
    handle: (
      request: FastifyRequest,
      provider: PaymentProviderName,
      callbackToken: string,
      fields: GatewayCallbackFields,
    ) => Promise<void>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await scope.register(formbody);
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${options.prefix}/payment/:provider/callback/:callbackToken`,
      {
        schema: {
          tags: options.tags,
          summary: 'Server-to-server callback of the card gateway (unsigned; verified via its API)',
          params: z.object({ provider: paymentProviderSchema, callbackToken: returnTokenSchema }),
          body: gatewayCallbackSchema,
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request, reply) =>
        answeringGatewayFailures(request, reply, async () => {
          await options.handle(
            request,
            request.params.provider,
            request.params.callbackToken,
            request.body,
          );
          return { received: true as const };
        }),
    );
  });
}
