import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmPaymentInputSchema,
  declinePaymentInputSchema,
  paymentOutcomeSchema,
} from '@portal/contracts/membership';
import { paymentProviderSchema } from '@portal/contracts/organisation';
import { returnTokenSchema } from '@portal/contracts/random-token';
import { requireAuthentication } from '#src/lib/auth.ts';
import { clubToday } from '#src/modules/organisations/club-calendar.ts';
import {
  confirmPaymentReturn,
  declinePaymentReturn,
  handleGatewayCallback,
} from './payment-return.service.ts';
import {
  actingMemberOf,
  answeringGatewayFailures,
  deviceOf,
  memberSecurity,
  paymentDepsOf,
} from './route-helpers.ts';

const tags = ['memberships'];
const callbackField = z.string().max(64).optional();

/** The return from the payment window (SPEC.md section 4 steps 3 and 4) and the gateway callback. */
export async function registerPaymentReturnRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/member/api/v1/membership/payment/confirm',
    {
      preHandler: requireAuthentication,
      schema: {
        tags,
        ...memberSecurity,
        summary: 'The accept page hands over its token; the server verifies with the gateway',
        description:
          'Idempotent. 404 for a token that is unknown or not yours; 400 when the gateway does ' +
          'not confirm the authorization; 503 when the gateway cannot be asked (the callback or ' +
          'the timeout job settles it later). paymentStatus init_mem means not settled yet.',
        body: confirmPaymentInputSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        confirmPaymentReturn(paymentDepsOf(request), request.log, acting, request.body, {
          device: deviceOf(request),
          today: clubToday(),
        }),
      );
    },
  );

  routes.post(
    '/member/api/v1/membership/payment/decline',
    {
      preHandler: requireAuthentication,
      schema: {
        tags,
        ...memberSecurity,
        summary: 'The decline page hands over its token and decline info; answers why, in words',
        body: declinePaymentInputSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    async (request) =>
      declinePaymentReturn(
        paymentDepsOf(request),
        await actingMemberOf(request),
        request.body,
        clubToday(),
      ),
  );

  // The gateway posts a form; the parser is registered for this scope only.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      await scope.register(formbody);
    }
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/member/api/v1/payment/:provider/callback/:callbackToken',
      {
        schema: {
          tags,
          summary: 'Server-to-server callback of the card gateway (unsigned; verified via its API)',
          params: z.object({ provider: paymentProviderSchema, callbackToken: returnTokenSchema }),
          body: z.object({
            authorizationIdentifier: callbackField,
            savedCardIdentifier: callbackField,
            paymentIdentifier: callbackField,
            authorizationAccepted: callbackField,
          }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request, reply) =>
        answeringGatewayFailures(request, reply, async () => {
          await handleGatewayCallback(
            paymentDepsOf(request),
            request.log,
            request.params.provider,
            request.params.callbackToken,
            request.body,
            clubToday(),
          );
          return { received: true as const };
        }),
    );
  });
}
