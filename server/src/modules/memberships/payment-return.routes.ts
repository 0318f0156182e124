import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmPaymentInputSchema,
  declinePaymentInputSchema,
  paymentOutcomeSchema,
} from '@portal/contracts/membership';
import { clubToday } from '#src/lib/club-calendar.ts';
import {
  confirmPaymentReturn,
  declinePaymentReturn,
  handleGatewayCallback,
} from './payment-return.service.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  answeringGatewayFailures,
  deviceOf,
  paymentDepsOf,
  registerGatewayCallback,
} from '#src/lib/payments/payment-routes.ts';

const tags = ['memberships'];

/** The return from the payment window (SPEC.md section 4 steps 3 and 4) and the gateway callback. */
export async function registerPaymentReturnRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/member/api/v1/membership/payment/confirm',
    {
      schema: {
        tags,
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
        confirmPaymentReturn(paymentDepsOf(request), acting, request.body, {
          device: deviceOf(request),
          today: clubToday(),
        }),
      );
    },
  );

  routes.post(
    '/member/api/v1/membership/payment/decline',
    {
      schema: {
        tags,
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

  await registerGatewayCallback(app, {
    prefix: '/member/api/v1',
    tags,
    handle: (request, provider, callbackToken, fields) =>
      handleGatewayCallback(paymentDepsOf(request), provider, callbackToken, fields, clubToday()),
  });
}
