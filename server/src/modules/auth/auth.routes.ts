import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema } from '@portal/contracts/current-user';
import { callerOf } from '#src/lib/auth.ts';
import { validateTokenInputSchema, validateTokenResultSchema } from './auth.schemas.ts';
import { currentUser, isTokenValid, sendOwnEmailVerification } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const { jobs, config } = app.deps;

  routes.post(
    '/tools/api/auth/validate-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an access token would be accepted by this API',
        body: validateTokenInputSchema,
        response: { 200: validateTokenResultSchema },
      },
    },
    async (request) => ({ isValid: await isTokenValid(app.tokenVerifier, request.body.token) }),
  );

  routes.get(
    '/tools/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in caller, their roles and their member id',
        response: { 200: currentUserSchema },
      },
    },
    async (request) => currentUser(db, callerOf(request)),
  );

  routes.post(
    '/tools/api/auth/email-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails the signed-in caller a new link that confirms their email address',
        description:
          '204 when sent. At most one mail a minute per account (429 with the seconds to wait, as ' +
          '`count`); 409 when the address is confirmed already. The link works for 24 hours, once.',
      },
    },
    async (request, reply) => {
      await sendOwnEmailVerification({ db, jobs, publicUrl: config.publicUrl }, callerOf(request));
      return reply.status(204).send();
    },
  );
}
