import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  purchaseInputSchema,
  purchasePreviewSchema,
  purchaseResultSchema,
} from '@portal/contracts/membership';
import { clubToday } from '#src/lib/club-calendar.ts';
import { previewPurchase, startPurchase } from './purchase.service.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  answeringGatewayFailures,
  deviceOf,
  paymentDepsOf,
} from '#src/lib/payments/payment-routes.ts';

const tags = ['memberships'];

/**
 * The purchase of SPEC.md section 4. `payment-prepare` is the spec's name for the step that
 * prepares the return token; here it is the whole purchase, decided by the server.
 */
export function registerPurchaseRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/member/api/v1/membership/purchase/preview',
    {
      schema: {
        tags,
        summary: 'The summary before paying: lines, VAT breakdown, total and billing details',
        body: purchaseInputSchema,
        response: { 200: purchasePreviewSchema },
      },
    },
    async (request) =>
      previewPurchase(
        paymentDepsOf(request),
        await actingMemberOf(request),
        request.body,
        clubToday(),
      ),
  );

  for (const url of [
    '/member/api/v1/membership/purchase',
    '/member/api/v1/member/payment-prepare',
  ]) {
    routes.post(
      url,
      {
        schema: {
          tags,
          summary:
            'Buy or renew memberships: records the purchase and opens the card payment window',
          description:
            'Prices, status and amounts are decided by the server. A second call with the same ' +
            'selection while the first is unpaid answers the same window (reused: true); a ' +
            'different selection replaces the unpaid one. 400 with "Please complete your profile ' +
            'to continue." and the address problems when the billing address is incomplete; 502 ' +
            'or 503 when the card payment service fails.',
          body: purchaseInputSchema,
          response: { 200: purchaseResultSchema },
        },
      },
      async (request, reply) => {
        const acting = await actingMemberOf(request);
        return answeringGatewayFailures(request, reply, () =>
          startPurchase(paymentDepsOf(request), acting, request.body, {
            today: clubToday(),
            device: deviceOf(request),
            log: request.log,
          }),
        );
      },
    );
  }
}
