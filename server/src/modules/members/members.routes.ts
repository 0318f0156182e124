import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberListItemSchema, memberNameSchema, memberSchema } from '@portal/contracts/member';
import {
  createMemberInputSchema,
  listMembersQuerySchema,
  memberEmailQuerySchema,
  updateProfileInputSchema,
} from '@portal/contracts/member-input';
import { callerOf } from '#src/lib/auth.ts';
import { actingMemberOf, findActingMember } from '#src/lib/acting-member.ts';
import {
  createOwnMember,
  listMembers,
  memberNameByEmail,
  ownMemberByEmail,
  updateOwnProfile,
} from './members.service.ts';
import { docs, memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';

/** The member calls of SPEC.md section 7, plus PUT member/item for one's own profile. */
export function registerMemberRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);
  const base = `${memberApiPrefix}/member`;

  routes.get(
    `${base}/search-email`,
    {
      schema: {
        ...docs('members', 'The signed-in member, found by their own email (404: none yet)'),
        querystring: memberEmailQuerySchema,
        response: { 200: memberSchema },
      },
    },
    async (request) =>
      ownMemberByEmail(
        { acting: await findActingMember(request), caller: callerOf(request) },
        request.query.email,
      ),
  );

  routes.post(
    `${base}/item`,
    {
      schema: {
        ...docs('members', 'Creates the signed-in user’s own member (409: exists already)'),
        body: createMemberInputSchema,
        response: { 201: memberSchema },
      },
    },
    async (request, reply) => {
      const acting = await findActingMember(request);
      const member = await createOwnMember(
        ctx,
        { acting, caller: callerOf(request) },
        request.body,
      );
      return reply.status(201).send(member);
    },
  );

  routes.get(
    `${base}/item`,
    {
      schema: {
        ...docs('members', 'The name of oneself or of a member one may act for'),
        querystring: memberEmailQuerySchema,
        response: { 200: memberNameSchema },
      },
    },
    async (request) => memberNameByEmail(ctx, await actingMemberOf(request), request.query.email),
  );

  routes.put(
    `${base}/item`,
    {
      schema: {
        ...docs('members', 'Changes one’s own profile; fields left out are kept'),
        body: updateProfileInputSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => updateOwnProfile(ctx, await actingMemberOf(request), request.body),
  );

  routes.get(
    `${base}/list`,
    {
      schema: {
        ...docs('members', 'Members by name, at most 1000 (super administrators only)'),
        querystring: listMembersQuerySchema,
        response: { 200: z.array(memberListItemSchema) },
      },
    },
    async (request) => listMembers(ctx, await actingMemberOf(request), request.query.size),
  );
}
