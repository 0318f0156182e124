import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { organisationKeyParamsSchema } from '@portal/contracts/administration';
import {
  attendeeCsvQuerySchema,
  attendeeListSchema,
  attendeeQuerySchema,
  bookableMemberListSchema,
  bookableMemberQuerySchema,
  bookingCancellationSchema,
  cancelBookingInputSchema,
  cancelEventInputSchema,
  checkInListSchema,
  eventCancellationSchema,
  eventInputSchema,
  scanBatchInputSchema,
  scanBatchResultSchema,
  staffBookingInputSchema,
  staffBookingParamsSchema,
  staffBookingResultSchema,
  staffEventDetailSchema,
  staffEventListSchema,
  staffEventParamsSchema,
} from '@portal/contracts/event-administration';
import {
  doorMembershipAnswerSchema,
  doorMembershipInputSchema,
} from '@portal/contracts/membership-card';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { checkInList, membershipCardAtDoor, redeemScans } from './check-in.service.ts';
import { staffEventsPath } from './event-routes.ts';
import { cancelEvent, changeEvent, createEvent, eventForEditor } from './event-editor.service.ts';
import { addStaffBooking, bookableMembers, cancelStaffBooking } from './staff-bookings.service.ts';
import { attendeesCsv, eventAttendees, staffEvents } from './staff-events.service.ts';

const base = staffEventsPath;
const docs = (summary: string) => ({ tags: ['administration'], summary });

/** The organisation's events, their editor, attendees, bookings by hand and the door. */
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

  routes.post(
    base,
    {
      schema: {
        ...docs('Creates an event (copying one is creating one from its fields)'),
        params: organisationKeyParamsSchema,
        body: eventInputSchema,
        response: { 201: staffEventDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createEvent(ctx, callerOf(request), {
          orgKey: request.params.orgKey,
          input: request.body,
          origin: originOf(request),
        }),
      ),
  );

  routes.get(
    `${base}/:eventId`,
    {
      schema: {
        ...docs('One event with every field of its editor'),
        params: staffEventParamsSchema,
        response: { 200: staffEventDetailSchema },
      },
    },
    async (request) => eventForEditor(ctx, callerOf(request), request.params),
  );

  routes.put(
    `${base}/:eventId`,
    {
      schema: {
        ...docs('Changes every field of an event; the capacity holds the places already taken'),
        params: staffEventParamsSchema,
        body: eventInputSchema,
        response: { 200: staffEventDetailSchema },
      },
    },
    async (request) =>
      changeEvent(ctx, callerOf(request), {
        ...request.params,
        input: request.body,
        origin: originOf(request),
      }),
  );

  routes.post(
    `${base}/:eventId/cancel`,
    {
      schema: {
        ...docs('Cancels the event: every booking ends, every card payment is paid back once'),
        params: staffEventParamsSchema,
        body: cancelEventInputSchema,
        response: { 200: eventCancellationSchema },
      },
    },
    async (request) =>
      cancelEvent(ctx, callerOf(request), {
        ...request.params,
        input: request.body,
        origin: originOf(request),
      }),
  );

  routes.get(
    `${base}/:eventId/bookable-members`,
    {
      schema: {
        ...docs("The organisation's people a booking can be added for, by name or email"),
        params: staffEventParamsSchema,
        querystring: bookableMemberQuerySchema,
        response: { 200: bookableMemberListSchema },
      },
    },
    async (request) =>
      bookableMembers(ctx, callerOf(request), { ...request.params, search: request.query.search }),
  );

  routes.post(
    `${base}/:eventId/bookings`,
    {
      schema: {
        ...docs('Adds a booking for a member by hand: free, or paid in cash'),
        params: staffEventParamsSchema,
        body: staffBookingInputSchema,
        response: { 201: staffBookingResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addStaffBooking(ctx, callerOf(request), {
          ...request.params,
          input: request.body,
          origin: originOf(request),
        }),
      ),
  );

  routes.post(
    `${base}/:eventId/bookings/:entryId/cancel`,
    {
      schema: {
        ...docs(
          'Cancels a booking, paying a card payment back in full once per idempotency key ' +
            "(202 while the gateway's answer is awaited)",
        ),
        params: staffBookingParamsSchema,
        body: cancelBookingInputSchema,
        response: { 200: bookingCancellationSchema, 202: bookingCancellationSchema },
      },
    },
    async (request, reply) => {
      const { eventId, entryId, orgKey } = request.params;
      const { outcome, status } = await cancelStaffBooking(ctx, callerOf(request), {
        orgKey,
        eventId,
        entryId,
        input: request.body,
        origin: originOf(request),
      });
      return reply.status(status).send(outcome);
    },
  );

  routes.get(
    `${base}/:eventId/check-in`,
    {
      schema: {
        ...docs("The event's tickets for a door device, which decides scans by them offline too"),
        params: staffEventParamsSchema,
        response: { 200: checkInListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return checkInList(ctx, callerOf(request), request.params);
    },
  );

  routes.post(
    `${base}/:eventId/check-ins`,
    {
      schema: {
        ...docs(
          "A door device's scans (check-ins and undos), each counted once per nonce however " +
            'often it is sent',
        ),
        params: staffEventParamsSchema,
        body: scanBatchInputSchema,
        response: { 200: scanBatchResultSchema },
      },
    },
    async (request) =>
      redeemScans(ctx, callerOf(request), { ...request.params, scans: request.body.scans }),
  );

  routes.post(
    `${base}/:eventId/membership-card`,
    {
      schema: {
        ...docs(
          'A membership card scanned at the door: is its holder a member of the organisation ' +
            'today? Checks nobody in. The code goes in the body, out of logged URLs.',
        ),
        params: staffEventParamsSchema,
        body: doorMembershipInputSchema,
        response: { 200: doorMembershipAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return membershipCardAtDoor(ctx, callerOf(request), {
        ...request.params,
        code: request.body.code,
      });
    },
  );
}
