import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactUsInputSchema, contactUsResultSchema } from '@portal/contracts/contact-us';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { ContactLimitReached, sendContactMessage } from './contact-us.service.ts';

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
}
