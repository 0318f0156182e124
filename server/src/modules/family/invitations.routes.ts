import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerFamilyInvitationResultSchema,
  createFamilyInvitationInputSchema,
  familyInvitationIdParamsSchema,
  familyInvitationIdQuerySchema,
  familyInvitationSchema,
  familyInvitationsQuerySchema,
} from '@portal/contracts/family';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { docs, memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { organisationOf } from '#src/lib/organisation-header.ts';
import {
  answerFamilyInvitation,
  inviteFamilyMember,
  listFamilyInvitations,
  removeFamilyInvitation,
} from './invitations.service.ts';

export function registerFamilyInvitationRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);
  const base = `${memberApiPrefix}/family/invitation`;

  routes.post(
    base,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...docs('family', 'Invites an existing member, by email, to link as family'),
        body: createFamilyInvitationInputSchema,
        response: { 201: familyInvitationSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      const organisation = organisationOf(request);
      const invitation = await inviteFamilyMember(ctx, acting, request.body.email, organisation);
      return reply.status(201).send(invitation);
    },
  );

  routes.get(
    `${base}/by-email`,
    {
      schema: {
        ...docs('family', 'Invitations one sent or received, narrowed by inviter or invitee email'),
        querystring: familyInvitationsQuerySchema,
        response: { 200: z.array(familyInvitationSchema) },
      },
    },
    async (request) => listFamilyInvitations(ctx, await actingMemberOf(request), request.query),
  );

  for (const answer of ['approved', 'rejected'] as const) {
    routes.post(
      `${base}/status/${answer}`,
      {
        schema: {
          ...docs('family', `The invitee answers a pending invitation: ${answer}`),
          querystring: familyInvitationIdQuerySchema,
          response: { 200: answerFamilyInvitationResultSchema },
        },
      },
      async (request) =>
        answerFamilyInvitation(ctx, await actingMemberOf(request), request.query.id, answer),
    );
  }

  routes.delete(
    `${base}/:id`,
    {
      schema: {
        ...docs('family', 'Either side ends an invitation or link'),
        params: familyInvitationIdParamsSchema,
      },
    },
    async (request, reply) => {
      await removeFamilyInvitation(ctx, await actingMemberOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
