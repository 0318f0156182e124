import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationKeyParamsSchema } from '@portal/contracts/administration';
import {
  attendeeCsvQuerySchema,
  attendeeListSchema,
  attendeeQuerySchema,
  staffEventListSchema,
  staffEventParamsSchema,
} from '@portal/contracts/event-administration';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { attendeesCsv, eventAttendees, staffEvents } from './staff-events.service.ts';

const base = '/event/api/v1/admin/organisations/:orgKey/events';
const docs = (summary: string) => ({ tags: ['administration'], summary });

/** The organisation's events and their attendees, for its administrators. */
export function registerStaffEventRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    base,
    {
      schema: {
        ...docs("The organisation's events, unpublished ones too, with their ticket counts"),
        params: organisationKeyParamsSchema,
        response: { 200: staffEventListSchema },
      },
    },
    async (request) => staffEvents(ctx, callerOf(request), request.params.orgKey),
  );

  routes.get(
    `${base}/:eventId/attendees`,
    {
      schema: {
        ...docs('Who is coming: every ticket of the event with its booking'),
        params: staffEventParamsSchema,
        querystring: attendeeQuerySchema,
        response: { 200: attendeeListSchema },
      },
    },
    async (request) =>
      eventAttendees(ctx, callerOf(request), { ...request.params, ...request.query }),
  );

  routes.get(
    `${base}/:eventId/attendees/csv`,
    {
      schema: {
        ...docs('The attendee list as CSV, in the given language'),
        params: staffEventParamsSchema,
        querystring: attendeeCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { language, search } = request.query;
      const list = await eventAttendees(ctx, callerOf(request), { ...request.params, search });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="attendees-${list.event.startDate.slice(0, 10)}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(attendeesCsv(list, language));
    },
  );
}
