import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@portal/contracts/audit';
import { callerOf } from '#src/lib/auth.ts';
import { auditList } from './audit.service.ts';

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
}
