import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membershipSchema } from '@portal/contracts/membership-records';
import {
  autoRenewalInputSchema,
  cardConfirmInputSchema,
  cardDeclineInputSchema,
  cardRequestInputSchema,
  cardRequestOutcomeSchema,
  cardRequestResultSchema,
  membershipIdParamsSchema,
} from '@portal/contracts/renewal';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  answeringGatewayFailures,
  paymentDepsOf,
  registerGatewayCallback,
} from '#src/lib/payments/payment-routes.ts';
import { setAutoRenewal } from './auto-renewal.service.ts';
import {
  confirmCardRequest,
  declineCardRequest,
  handleCardCallback,
  startCardRequest,
} from './card-request.service.ts';

const tags = ['memberships'];

/** Automatic renewal (issue 16): on and off, and the card window that saves or changes its card. */
export async function registerRenewalRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/member/api/v1/membership/:membershipId/auto-renewal',
    {
      schema: {
        tags,
        summary: 'Turns automatic renewal of a membership (own or family) on or off',
        description:
          'On needs a saved card: 409 renewal_needs_card without one (open the card window ' +
          'instead). Each change is confirmed by mail. 404 for a membership that is not yours.',
        params: membershipIdParamsSchema,
        body: autoRenewalInputSchema,
        response: { 200: membershipSchema },
      },
    },
    async (request) =>
      setAutoRenewal(
        paymentDepsOf(request),
        await actingMemberOf(request),
        request.params.membershipId,
        request.body.autoRenewal,
      ),
  );

  routes.post(
    '/member/api/v1/membership/:membershipId/card',
    {
      schema: {
        tags,
        summary: 'Opens a card window that saves a card for automatic renewal, charging nothing',
        description:
          'The smallest amount is authorized to check the card and released at once. The ' +
          'browser is sent to paymentWindowLink; it returns to /ui/membership/card/confirm.',
        params: membershipIdParamsSchema,
        body: cardRequestInputSchema,
        response: { 200: cardRequestResultSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        startCardRequest(paymentDepsOf(request), acting, request.params.membershipId, request.body),
      );
    },
  );

  routes.post(
    '/member/api/v1/membership/card/confirm',
    {
      schema: {
        tags,
        summary:
          'The card window accepted: the server verifies with the gateway and saves the card',
        body: cardConfirmInputSchema,
        response: { 200: cardRequestOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        confirmCardRequest(paymentDepsOf(request), acting, request.body),
      );
    },
  );

  routes.post(
    '/member/api/v1/membership/card/decline',
    {
      schema: {
        tags,
        summary: 'The card window declined: answers why, in words; nothing changes',
        body: cardDeclineInputSchema,
        response: { 200: cardRequestOutcomeSchema },
      },
    },
    async (request) =>
      declineCardRequest(paymentDepsOf(request), await actingMemberOf(request), request.body),
  );

  await registerGatewayCallback(app, {
    prefix: '/member/api/v1/membership/card',
    tags,
    handle: (request, provider, callbackToken, fields) =>
      handleCardCallback(paymentDepsOf(request), provider, callbackToken, fields),
  });
}
