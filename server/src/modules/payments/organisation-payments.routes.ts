import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationKeyParamsSchema } from '@portal/contracts/administration';
import {
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentParamsSchema,
  refundInputSchema,
  refundSchema,
  reportCsvQuerySchema,
  reportQuerySchema,
  treasurerReportSchema,
} from '@portal/contracts/organisation-payments';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  listOrganisationPayments,
  organisationPaymentDetail,
  refundOrganisationPayment,
} from './organisation-payments.service.ts';
import { treasurerReport, treasurerReportCsv } from './treasurer-report.service.ts';

const base = '/org/api/v1/admin/organisations/:orgKey';
const docs = (summary: string) => ({ tags: ['administration'], summary });

/** The organisation's payments, refunds and the treasurer's report, for its administrators. */
export function registerOrganisationPaymentRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    `${base}/payments`,
    {
      schema: {
        ...docs('Every payment of the organisation, memberships and events, newest first'),
        params: organisationKeyParamsSchema,
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    async (request) =>
      listOrganisationPayments(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        query: request.query,
      }),
  );

  routes.get(
    `${base}/payments/:kind/:paymentId`,
    {
      schema: {
        ...docs('A payment with its lines, its refunds and what can be paid back'),
        params: paymentParamsSchema,
        response: { 200: paymentDetailSchema },
      },
    },
    async (request) => organisationPaymentDetail(ctx, callerOf(request), request.params),
  );

  routes.post(
    `${base}/payments/:kind/:paymentId/refunds`,
    {
      schema: {
        ...docs(
          'Refunds all or part of a captured payment, or voids one never captured, exactly once ' +
            'per idempotency key (202 while the gateway has not answered)',
        ),
        params: paymentParamsSchema,
        body: refundInputSchema,
        response: { 200: refundSchema, 202: refundSchema },
      },
    },
    async (request, reply) => {
      const outcome = await refundOrganisationPayment(ctx, callerOf(request), {
        ...request.params,
        input: request.body,
        origin: originOf(request),
      });
      return reply.status(outcome.status).send(outcome.refund);
    },
  );

  routes.get(
    `${base}/report`,
    {
      schema: {
        ...docs("The treasurer's period report: totals by type, VAT, surcharges and refunds"),
        params: organisationKeyParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: treasurerReportSchema },
      },
    },
    async (request) =>
      treasurerReport(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        ...request.query,
      }),
  );

  routes.get(
    `${base}/report/csv`,
    {
      schema: {
        ...docs("The treasurer's period report as a spreadsheet (CSV) in the given language"),
        params: organisationKeyParamsSchema,
        querystring: reportCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { language, ...period } = request.query;
      const report = await treasurerReport(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        ...period,
      });
      const name = `${request.params.orgKey.toLowerCase()}-report-${report.from}-${report.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(treasurerReportCsv(report, language));
    },
  );
}
