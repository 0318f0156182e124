import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNotificationInputSchema,
  createNotificationResultSchema,
  listNotificationsQuerySchema,
  markNotificationsReadInputSchema,
  markNotificationsReadResultSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationWhatsAppInputSchema,
  notificationWhatsAppQuerySchema,
  notificationWhatsAppResultSchema,
} from '@portal/contracts/notification';
import { sendProblem } from '#src/lib/problem.ts';
import { requestFamilyLinkNotification } from '#src/modules/family/family-link-request.service.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { docs, memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  deleteNotification,
  listNotifications,
  markNotificationsRead,
  sendNotificationWhatsApp,
} from './notifications.service.ts';
import { organisationOf } from '#src/lib/organisation-header.ts';
import { NotificationHub, tokenExpiry } from './notification-stream.ts';

export function registerNotificationRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);
  const base = `${memberApiPrefix}/member/notification`;

  // SPEC.md: the feature is switched by a public flag. Switched off, the calls do not exist:
  // checked on request, before the input is validated or the token read.
  const switchedOn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!ctx.config.notificationsEnabled) {
      return sendProblem(reply, request, 404, 'Notifications are switched off.', {
        code: 'NOT_FOUND',
      });
    }
    return undefined;
  };
  const whenSwitchedOn = { onRequest: switchedOn };

  routes.post(
    `${base}/item`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs(
          'notifications',
          'Creates a family link request about one’s own pending invitation',
        ),
        body: createNotificationInputSchema,
        response: { 200: createNotificationResultSchema, 201: createNotificationResultSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      const { id, created } = await requestFamilyLinkNotification(ctx, acting, request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  routes.put(
    `${base}/read`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs(
          'notifications',
          'Marks one’s unread notifications read (all, one id, or one invitee’s)',
        ),
        body: markNotificationsReadInputSchema,
        response: { 200: markNotificationsReadResultSchema },
      },
    },
    async (request) => markNotificationsRead(ctx, await actingMemberOf(request), request.body),
  );

  routes.delete(
    `${base}/item/:id`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs('notifications', 'Deletes one of one’s notifications'),
        params: notificationIdParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteNotification(ctx, await actingMemberOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.get(
    `${base}/list`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs('notifications', 'One’s unread notifications, newest first'),
        querystring: listNotificationsQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request) =>
      listNotifications(ctx, await actingMemberOf(request), request.query.memberId),
  );

  const hub = new NotificationHub();
  app.addHook('onReady', () => hub.start(app.deps.database));
  // Before the server waits for requests in flight: an open stream would hold it forever.
  app.addHook('preClose', () => hub.stop());

  routes.get(
    `${base}/stream`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs(
          'notifications',
          'Server-sent events: `notification` each time one is created for the caller',
        ),
        description:
          'Ask with Accept: text/event-stream and the bearer token. An event says only that ' +
          'the list changed: read it with the list call. The stream ends when the token ' +
          'expires (open it again with the new one) and when the server closes.',
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        return sendProblem(reply, request, 406, 'Ask with Accept: text/event-stream.', {
          code: 'NOT_ACCEPTABLE',
        });
      }
      hub.serve(request, reply, acting.id, tokenExpiry(request));
      return reply;
    },
  );

  routes.post(
    `${base}/whatsapp`,
    {
      ...whenSwitchedOn,
      schema: {
        ...docs('notifications', 'Queues WhatsApp template 1 about a notification one sent, once'),
        querystring: notificationWhatsAppQuerySchema,
        body: notificationWhatsAppInputSchema,
        response: { 202: notificationWhatsAppResultSchema },
      },
    },
    async (request, reply) => {
      const acting = await actingMemberOf(request);
      const organisation = organisationOf(request);
      const result = await sendNotificationWhatsApp(
        ctx,
        acting,
        request.body.notificationId,
        organisation,
      );
      return reply.status(202).send(result);
    },
  );
}
