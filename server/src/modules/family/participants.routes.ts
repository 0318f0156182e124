import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childParticipantSchema,
  createChildInputSchema,
  participantIdParamsSchema,
  participantSchema,
  updateChildInputSchema,
} from '@portal/contracts/family';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { docs, memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  addChild,
  editChild,
  listParticipants,
  removeParticipant,
} from './participants.service.ts';

export function registerParticipantRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);
  const base = `${memberApiPrefix}/member`;

  routes.get(
    `${base}/participants`,
    {
      schema: {
        ...docs('family', 'One’s children and the members one invited, each with its status'),
        response: { 200: z.array(participantSchema) },
      },
    },
    async (request) => listParticipants(ctx, await actingMemberOf(request)),
  );

  routes.post(
    `${base}/participant`,
    {
      schema: {
        ...docs('family', 'Adds a child (a participant without a login of its own)'),
        body: createChildInputSchema,
        response: { 201: childParticipantSchema },
      },
    },
    async (request, reply) => {
      const child = await addChild(ctx, await actingMemberOf(request), request.body);
      return reply.status(201).send(child);
    },
  );

  routes.put(
    `${base}/participant/:id`,
    {
      schema: {
        ...docs('family', 'Changes a child; fields left out are kept'),
        params: participantIdParamsSchema,
        body: updateChildInputSchema,
        response: { 200: childParticipantSchema },
      },
    },
    async (request) =>
      editChild(ctx, await actingMemberOf(request), request.params.id, request.body),
  );

  routes.delete(
    `${base}/participant/:id`,
    {
      schema: {
        ...docs('family', 'Deletes a child, or withdraws or ends one’s link to a member'),
        params: participantIdParamsSchema,
      },
    },
    async (request, reply) => {
      await removeParticipant(ctx, await actingMemberOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
