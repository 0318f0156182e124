import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLineText } from '@portal/contracts/text';
import {
  capturePaymentInputSchema,
  paymentLinkInputSchema,
  paymentLinkResultSchema,
  paymentOutcomeSchema,
} from '@portal/contracts/membership';
import { paymentRecordSchema } from '@portal/contracts/membership-records';
import { paymentProviderSchema } from '@portal/contracts/organisation';
import { clubToday } from '#src/lib/club-calendar.ts';
import { paymentRecord } from './payment-record.service.ts';
import {
  confirmPaymentById,
  declinePaymentById,
  paymentWindowOf,
} from './payment-return.service.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  answeringGatewayFailures,
  deviceOf,
  paymentDepsOf,
} from '#src/lib/payments/payment-routes.ts';

const tags = ['memberships'];
const authorizationParams = z.object({
  provider: paymentProviderSchema,
  authorizationIdentifier: singleLineText().min(1).max(64),
});

/**
 * The payment calls of SPEC.md section 7 that the browser drove, kept for their callers with the
 * server deciding: they verify with the gateway and never take amounts or statuses.
 */
export function registerSpecPaymentRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/member/api/v1/membership/history/:historyId/payment/item/:paymentId',
    {
      schema: {
        tags,
        summary: 'A payment record (no tokens), for the payer and family participants',
        params: z.object({ historyId: z.uuid(), paymentId: z.uuid() }),
        response: { 200: paymentRecordSchema },
      },
    },
    async (request) =>
      paymentRecord(
        request.server.deps.database.db,
        await actingMemberOf(request),
        request.params.historyId,
        request.params.paymentId,
      ),
  );

  routes.post(
    '/member/api/v1/payment/:provider/link',
    {
      schema: {
        tags,
        summary: 'The payment window of the member’s own unpaid payment, by its return token',
        params: z.object({ provider: paymentProviderSchema }),
        body: paymentLinkInputSchema,
        response: { 200: paymentLinkResultSchema },
      },
    },
    async (request) =>
      paymentWindowOf(paymentDepsOf(request), await actingMemberOf(request), request.body.token),
  );

  routes.post(
    '/member/api/v1/payment/:provider/:authorizationIdentifier/capture',
    {
      schema: {
        tags,
        summary: 'Confirms a payment with its authorization (verified; capture is the server’s)',
        params: authorizationParams,
        body: capturePaymentInputSchema,
        response: { 200: paymentOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        confirmPaymentById(
          paymentDepsOf(request),
          acting,
          request.body.membershipHistoryPaymentId,
          request.params.authorizationIdentifier,
          { device: deviceOf(request), today: clubToday() },
        ),
      );
    },
  );

  routes.post(
    '/member/api/v1/payment/:provider/:authorizationIdentifier/decline',
    {
      schema: {
        tags,
        summary: 'Declines an unpaid payment; its authorization, if any, is released',
        params: authorizationParams,
        querystring: z.object({ membershipHistoryPaymentId: z.uuid() }),
        response: { 200: paymentOutcomeSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      return answeringGatewayFailures(request, reply, () =>
        declinePaymentById(
          paymentDepsOf(request),
          acting,
          request.query.membershipHistoryPaymentId,
          request.params.authorizationIdentifier,
          clubToday(),
        ),
      );
    },
  );
}
