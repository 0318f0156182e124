import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '#src/lib/auth.ts';
import {
  currentUserSchema,
  validateTokenInputSchema,
  validateTokenResultSchema,
} from './auth.schemas.ts';
import { currentUser, isTokenValid } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

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
}
