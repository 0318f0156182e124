import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationKeyParamsSchema } from '@portal/contracts/administration';
import {
  membershipTypeChangeSchema,
  membershipTypeInputSchema,
  membershipTypeListQuerySchema,
  membershipTypeListSchema,
  membershipTypeParamsSchema,
  membershipTypeSchema,
} from '@portal/contracts/membership-types';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  createMembershipType,
  deleteMembershipType,
  listMembershipTypes,
  retireMembershipType,
  updateMembershipType,
} from './membership-types.service.ts';

const base = '/org/api/v1/admin/organisations/:orgKey/membership-types';
const docs = (summary: string) => ({ tags: ['administration'], summary });

/** The organisation's membership types, as its administrators prepare, reprice and retire them. */
export function registerMembershipTypeRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    base,
    {
      schema: {
        ...docs("The organisation's membership types, with how often each was bought"),
        params: organisationKeyParamsSchema,
        querystring: membershipTypeListQuerySchema,
        response: { 200: membershipTypeListSchema },
      },
    },
    async (request) =>
      listMembershipTypes(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        includeRetired: request.query.retired === 'include',
      }),
  );

  routes.post(
    base,
    {
      schema: {
        ...docs('Creates a membership type, offered from its offer start (or at once)'),
        params: organisationKeyParamsSchema,
        body: membershipTypeInputSchema,
        response: { 201: membershipTypeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createMembershipType(ctx, callerOf(request), {
          orgKey: request.params.orgKey,
          type: request.body,
          origin: originOf(request),
        }),
      ),
  );

  routes.put(
    `${base}/:typeId`,
    {
      schema: {
        ...docs(
          'Changes a membership type; a bought one whose price or period changes gets a new ' +
            'version and the old one is retired',
        ),
        params: membershipTypeParamsSchema,
        body: membershipTypeInputSchema,
        response: { 200: membershipTypeChangeSchema },
      },
    },
    async (request) =>
      updateMembershipType(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        typeId: request.params.typeId,
        type: request.body,
        origin: originOf(request),
      }),
  );

  routes.post(
    `${base}/:typeId/retire`,
    {
      schema: {
        ...docs('Takes a membership type off offer; those who hold it keep it'),
        params: membershipTypeParamsSchema,
        response: { 200: membershipTypeSchema },
      },
    },
    async (request) =>
      retireMembershipType(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        typeId: request.params.typeId,
        origin: originOf(request),
      }),
  );

  routes.delete(
    `${base}/:typeId`,
    {
      schema: {
        ...docs('Deletes a membership type nobody has bought (a bought one is retired instead)'),
        params: membershipTypeParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteMembershipType(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        typeId: request.params.typeId,
        origin: originOf(request),
      });
      return reply.status(204).send();
    },
  );
}
