import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  organisationAuditListSchema,
  organisationAuditQuerySchema,
  organisationKeyParamsSchema,
} from '@portal/contracts/administration';
import { auditListQuerySchema, auditListSchema } from '@portal/contracts/audit';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { auditList } from './audit.service.ts';
import { organisationAuditList } from './organisation-audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  routes.get(
    '/member/api/v1/audit/list',
    {
      schema: {
        tags: ['audit'],
        summary: 'Who acted as which member, newest first (super administrators only)',
        description:
          'Every call a super administrator makes while acting as a member, and every refused ' +
          'attempt to act as one. Filter by the member acted as; page with `before`.',
        querystring: auditListQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => auditList(callerOf(request), db, request.query),
  );

  routes.get(
    '/org/api/v1/admin/organisations/:orgKey/audit',
    {
      schema: {
        tags: ['administration'],
        summary: "What the organisation's administrators changed, newest first",
        description:
          'Settings, card payments, membership types, refunds, roles and replies, each with who ' +
          'made it, when, and the values before and after. Page with `before`.',
        params: organisationKeyParamsSchema,
        querystring: organisationAuditQuerySchema,
        response: { 200: organisationAuditListSchema },
      },
    },
    async (request) =>
      organisationAuditList(serviceContext(app), callerOf(request), {
        orgKey: request.params.orgKey,
        query: request.query,
      }),
  );
}
