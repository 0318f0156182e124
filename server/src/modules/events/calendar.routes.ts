import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarSubscriptionSchema,
  calendarTokenParamsSchema,
} from '@portal/contracts/event-entry';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  calendarOf,
  calendarOfFeed,
  calendarSubscription,
  renewCalendarSubscription,
} from './calendar.service.ts';
import { eventApiPrefix, eventDocs as docs } from './event-routes.ts';

/** My Calander as a file, and the private feed a calendar app follows. */
export function registerCalendarRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  const calendarReply = {
    'content-type': 'text/calendar; charset=utf-8',
    'cache-control': 'no-store',
  };

  routes.get(
    `${eventApiPrefix}/calendar.ics`,
    {
      schema: { ...docs('My Calander as an iCalendar file to download') },
    },
    async (request, reply) => {
      const ics = await calendarOf(ctx, await actingMemberOf(request));
      return reply
        .headers({
          ...calendarReply,
          'content-disposition': 'attachment; filename="my-events.ics"',
        })
        .send(ics);
    },
  );

  routes.get(
    `${eventApiPrefix}/calendar/subscription`,
    {
      schema: {
        ...docs('The private address a calendar app can follow (made on first asking)'),
        response: { 200: calendarSubscriptionSchema },
      },
    },
    async (request) => calendarSubscription(ctx, await actingMemberOf(request)),
  );

  routes.post(
    `${eventApiPrefix}/calendar/subscription/renew`,
    {
      schema: {
        ...docs('A new private calendar address; the old one stops working'),
        response: { 200: calendarSubscriptionSchema },
      },
    },
    async (request) => renewCalendarSubscription(ctx, await actingMemberOf(request)),
  );

  routes.get(
    `${eventApiPrefix}/calendar/:token`,
    {
      // Followed by calendar apps, which cannot sign in: the address itself is the key.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        ...docs('The private calendar feed (no sign-in: the address is the key)'),
        params: calendarTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const ics = await calendarOfFeed(ctx, request.params.token.replace(/\.ics$/, ''));
      return reply.headers(calendarReply).send(ics);
    },
  );
}
