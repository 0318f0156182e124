import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminThreadParamsSchema,
  organisationKeyParamsSchema,
} from '@portal/contracts/administration';
import {
  contactReplyInputSchema,
  contactThreadListQuerySchema,
  contactThreadListSchema,
  contactThreadParamsSchema,
  contactThreadSchema,
  contactThreadSummarySchema,
  contactUsInputSchema,
  contactUsResultSchema,
} from '@portal/contracts/contact-us';
import { z } from 'zod';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  answerThread,
  memberThread,
  memberThreads,
  organisationThread,
  organisationThreads,
  replyToThread,
} from './contact-threads.service.ts';
import { ContactLimitReached, sendContactMessage } from './contact-us.service.ts';

const adminBase = '/org/api/v1/admin/organisations/:orgKey/messages';

export function registerContactUsRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.post(
    `${memberApiPrefix}/contact-us`,
    {
      schema: {
        tags: ['contact us'],
        summary: 'Sends a message to an organisation’s contact receiver',
        description:
          'Creates a CONTACT_US notification for the organisation’s contact receiver, queues the ' +
          'WhatsApp message about it (template 1) and a confirmation mail to the sender. ' +
          'At most 3 messages per member in 10 minutes: 429 with Retry-After beyond that.',
        body: contactUsInputSchema,
        response: { 201: contactUsResultSchema },
      },
    },
    async (request, reply) => {
      const sender = await actingMemberOf(request);
      try {
        const result = await sendContactMessage(ctx, sender, request.body);
        return await reply.status(201).send(result);
      } catch (error) {
        if (error instanceof ContactLimitReached) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  routes.get(
    `${memberApiPrefix}/contact-us/threads`,
    {
      schema: {
        tags: ['contact us'],
        summary: 'One’s Contact Us messages as threads, newest activity first',
        response: { 200: z.array(contactThreadSummarySchema) },
      },
    },
    async (request) => memberThreads(ctx, await actingMemberOf(request)),
  );

  routes.get(
    `${memberApiPrefix}/contact-us/threads/:threadId`,
    {
      schema: {
        tags: ['contact us'],
        summary: 'One’s own thread: the message and the replies (another’s answers 404)',
        params: contactThreadParamsSchema,
        response: { 200: contactThreadSchema },
      },
    },
    async (request) => memberThread(ctx, await actingMemberOf(request), request.params.threadId),
  );

  routes.post(
    `${memberApiPrefix}/contact-us/threads/:threadId/replies`,
    {
      schema: {
        tags: ['contact us'],
        summary: 'Answers the club in one’s own thread (counts towards the Contact Us limit)',
        params: contactThreadParamsSchema,
        body: contactReplyInputSchema,
        response: { 201: contactThreadSchema },
      },
    },
    async (request, reply) => {
      try {
        const thread = await answerThread(ctx, await actingMemberOf(request), {
          threadId: request.params.threadId,
          body: request.body.body,
        });
        return await reply.status(201).send(thread);
      } catch (error) {
        if (error instanceof ContactLimitReached) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  routes.get(
    adminBase,
    {
      schema: {
        tags: ['administration'],
        summary: "The organisation's Contact Us threads, open or answered, newest activity first",
        params: organisationKeyParamsSchema,
        querystring: contactThreadListQuerySchema,
        response: { 200: contactThreadListSchema },
      },
    },
    async (request) =>
      organisationThreads(ctx, callerOf(request), {
        orgKey: request.params.orgKey,
        ...request.query,
      }),
  );

  routes.get(
    `${adminBase}/:threadId`,
    {
      schema: {
        tags: ['administration'],
        summary: 'A Contact Us thread of the organisation',
        params: adminThreadParamsSchema,
        response: { 200: contactThreadSchema },
      },
    },
    async (request) => organisationThread(ctx, callerOf(request), request.params),
  );

  routes.post(
    `${adminBase}/:threadId/replies`,
    {
      schema: {
        tags: ['administration'],
        summary:
          'Replies to a member in the portal: CONTACT_US_REPLY notification and mail (audited)',
        params: adminThreadParamsSchema,
        body: contactReplyInputSchema,
        response: { 201: contactThreadSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await replyToThread(ctx, callerOf(request), {
          ...request.params,
          body: request.body.body,
          origin: originOf(request),
        }),
      ),
  );
}
