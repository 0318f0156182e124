import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';
import { eventPaymentOutcomeSchema } from '@portal/contracts/event-entry';
import {
  confirmPaymentInputSchema,
  declinePaymentInputSchema,
  paymentLinkInputSchema,
  paymentLinkResultSchema,
} from '@portal/contracts/membership';
import { paymentProviderSchema } from '@portal/contracts/organisation';
import { AppError } from '#src/lib/errors.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  answeringGatewayFailures,
  paymentDepsOf,
  registerGatewayCallback,
} from '#src/lib/payments/payment-routes.ts';
import {
  confirmEventPayment,
  declineEventPayment,
  entryOfReturn,
  handleEventCallback,
} from './event-payments.ts';
import { eventApiPrefix } from './event-routes.ts';

const tags = ['event payments'];
const eventQuerySchema = z.object({ eventId: z.uuid('must be an event id') });

/**
 * The return from the payment window of a booking (Registration Success and Registration Decline
 * pages), the gateway's callback, and SPEC.md section 7's event payment calls.
 */
export async function registerEventPaymentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** The entry of a return token must belong to the event the page or call names. */
  const entryFor = async (request: FastifyRequest, token: string, eventId: string) => {
    const entry = await entryOfReturn(paymentDepsOf(request), await actingMemberOf(request), token);
    if (entry.eventId !== eventId) throw AppError.of('NOT_FOUND', 'booking_link_unknown');
    return entry;
  };

  routes.post(
    `${eventApiPrefix}/payment/confirm`,
    {
      schema: {
        tags,
        summary: 'The Registration Success page hands over its token; verified with the gateway',
        description:
          'Idempotent. 404 for a token that is unknown or not yours; 400 when the gateway does ' +
          'not confirm the authorization; 503 when it cannot be asked (the callback or the ' +
          'timeout settles it later). paymentStatus pending means not settled yet.',
        body: confirmPaymentInputSchema,
        response: { 200: eventPaymentOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        confirmEventPayment(paymentDepsOf(request), acting, request.body),
      );
    },
  );

  routes.post(
    `${eventApiPrefix}/payment/decline`,
    {
      schema: {
        tags,
        summary: 'The Registration Decline page: the held places are freed; answers why, in words',
        body: declinePaymentInputSchema,
        response: { 200: eventPaymentOutcomeSchema },
      },
    },
    async (request) =>
      declineEventPayment(paymentDepsOf(request), await actingMemberOf(request), request.body),
  );

  routes.post(
    `${eventApiPrefix}/payment/:provider/link`,
    {
      schema: {
        tags,
        summary:
          'The payment window of one’s booking still waiting for payment (SPEC.md section 7)',
        params: z.object({ provider: paymentProviderSchema }),
        querystring: eventQuerySchema,
        body: paymentLinkInputSchema,
        response: { 200: paymentLinkResultSchema },
      },
    },
    async (request) => {
      const entry = await entryFor(request, request.body.token, request.query.eventId);
      if (entry.paymentStatus !== 'pending' || !entry.paymentWindowLink) {
        throw AppError.of('CONFLICT', 'booking_not_awaiting_payment');
      }
      return { paymentWindowLink: entry.paymentWindowLink };
    },
  );

  routes.post(
    `${eventApiPrefix}/payment/:provider/:id/capture`,
    {
      schema: {
        tags,
        summary: 'Confirms one’s booking with the authorization `id`, verified with the gateway',
        description:
          'SPEC.md section 7. The amount is the server’s; capture itself happens once, after ' +
          'the booking is paid, and is skipped in test mode.',
        params: z.object({ provider: paymentProviderSchema, id: singleLineText().min(1).max(64) }),
        querystring: eventQuerySchema,
        body: paymentLinkInputSchema,
        response: { 200: eventPaymentOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      await entryFor(request, request.body.token, request.query.eventId);
      return answeringGatewayFailures(request, reply, () =>
        confirmEventPayment(paymentDepsOf(request), acting, {
          token: request.body.token,
          authorizationIdentifier: request.params.id,
        }),
      );
    },
  );

  routes.post(
    `${eventApiPrefix}/payment/:provider/:id/decline`,
    {
      schema: {
        tags,
        summary: 'Declines one’s booking still waiting for payment; the places are freed',
        params: z.object({ provider: paymentProviderSchema, id: singleLineText().min(1).max(64) }),
        querystring: eventQuerySchema.extend({
          membershipHistoryPaymentId: singleLineText().max(64).optional(),
        }),
        body: paymentLinkInputSchema,
        response: { 200: eventPaymentOutcomeSchema },
      },
    },
    async (request) => {
      await entryFor(request, request.body.token, request.query.eventId);
      return declineEventPayment(paymentDepsOf(request), await actingMemberOf(request), {
        token: request.body.token,
      });
    },
  );

  await registerGatewayCallback(app, {
    prefix: eventApiPrefix,
    tags,
    handle: (request, provider, callbackToken, fields) =>
      handleEventCallback(paymentDepsOf(request), provider, callbackToken, fields),
  });
}
