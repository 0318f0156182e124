import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationKeyParamsSchema } from '@portal/contracts/administration';
import {
  rosterExportQuerySchema,
  rosterMemberDetailSchema,
  rosterMemberParamsSchema,
  rosterQuerySchema,
  rosterSchema,
} from '@portal/contracts/roster';
import { callerOf } from '#src/lib/auth.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { organisationRoster, prepareRosterExport, rosterMember } from './roster.service.ts';

const base = '/org/api/v1/admin/organisations/:orgKey/members';
const docs = (summary: string) => ({ tags: ['administration'], summary });
const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The organisation's roster, a member's page and the exports, for its administrators. */
export function registerRosterRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    base,
    {
      schema: {
        ...docs(
          'Everyone with a membership, a participant link or a ticket: searched, sorted, paged',
        ),
        params: organisationKeyParamsSchema,
        querystring: rosterQuerySchema,
        response: { 200: rosterSchema },
      },
    },
    async (request) =>
      organisationRoster(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        query: request.query,
      }),
  );

  routes.get(
    `${base}/export`,
    {
      schema: {
        ...docs('The (filtered) roster as CSV or an Excel workbook, in the given language'),
        params: organisationKeyParamsSchema,
        querystring: rosterExportQuerySchema,
        produces: [contentTypes.csv, contentTypes.xlsx],
      },
    },
    async (request, reply) => {
      const { format, language, ...filter } = request.query;
      const write = await prepareRosterExport(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        filter,
        format,
        language,
      });
      const out = new PassThrough();
      write(out).catch((error: unknown) => {
        request.log.error({ err: error }, 'the roster export broke off');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      const name = `${request.params.orgKey.toLowerCase()}-members-${clubToday()}.${format}`;
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(out);
    },
  );

  routes.get(
    `${base}/:memberId`,
    {
      schema: {
        ...docs("A member's memberships, payments, family and tickets in the organisation"),
        params: rosterMemberParamsSchema,
        response: { 200: rosterMemberDetailSchema },
      },
    },
    async (request) => rosterMember(ctx, callerOf(request), request.params),
  );
}
