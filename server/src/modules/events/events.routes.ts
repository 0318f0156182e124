import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventIdParamsSchema,
  eventListQuerySchema,
  eventListSchema,
  eventSchema,
  publicEventSchema,
} from '@portal/contracts/event';
import {
  bookingQuoteInputSchema,
  bookingQuoteSchema,
  bookingResultSchema,
  eventEntryIdParamsSchema,
  eventEntryListQuerySchema,
  eventEntryListSchema,
  eventEntrySchema,
  guestRegistrationInputSchema,
  memberBookingInputSchema,
} from '@portal/contracts/event-entry';
import { languageSchema } from '@portal/contracts/language';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { answeringGatewayFailures } from '#src/lib/payments/payment-routes.ts';
import { pdfContentType, pdfDownloadHeaders } from '#src/lib/receipts/receipt-pdf-file.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { bookForMembers, quoteBooking, registerGuest } from './booking.service.ts';
import { cancelEntry, entryDetail, listEntries, myTickets } from './entries.service.ts';
import { eventReceiptPdf } from './event-receipt.service.ts';
import { eventApiPrefix, eventDocs as docs, staffCheck } from './event-routes.ts';
import { eventDetail, listEvents, publicEventDetail, viewerOf } from './events.service.ts';

export function registerEventRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);
  const { db } = ctx;

  /** The acting member and what they may see; staff rights are the signed-in user's own. */
  const viewing = async (request: FastifyRequest, now: Date) => {
    const acting = await actingMemberOf(request);
    return { acting, viewer: await viewerOf(db, acting, staffCheck(request), now) };
  };

  routes.get(
    `${eventApiPrefix}/eve/list`,
    {
      schema: {
        ...docs('Events one may see, upcoming first; all organisations, or one'),
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const { viewer } = await viewing(request, now);
      return listEvents(db, viewer, request.query, now);
    },
  );

  routes.get(
    `${eventApiPrefix}/eve/:id`,
    {
      schema: {
        ...docs('One event, with the places left and whether one can book it'),
        params: eventIdParamsSchema,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const now = new Date();
      const { viewer } = await viewing(request, now);
      return eventDetail(db, viewer, request.params.id, now);
    },
  );

  routes.post(
    `${eventApiPrefix}/eve/:id/booking`,
    {
      schema: {
        ...docs('Books places for oneself and family members, one ticket each'),
        params: eventIdParamsSchema,
        body: memberBookingInputSchema,
        response: { 201: bookingResultSchema },
      },
    },
    async (request, reply) => {
      const context = { log: request.log, language: request.body.language ?? 'da' } as const;
      const result = await answeringGatewayFailures(request, reply, () =>
        bookForMembers(
          ctx,
          context,
          () => actingMemberOf(request),
          staffCheck(request),
          request.params.id,
          request.body,
          new Date(),
        ),
      );
      // A gateway failure has been answered already (502 or 503, in plain words).
      return 'paymentWindowLink' in result ? reply.status(201).send(result) : result;
    },
  );

  routes.post(
    `${eventApiPrefix}/eve/:id/booking/quote`,
    {
      schema: {
        ...docs('What a booking for these participants would cost (member or guest price each)'),
        params: eventIdParamsSchema,
        body: bookingQuoteInputSchema,
        response: { 200: bookingQuoteSchema },
      },
    },
    async (request) =>
      quoteBooking(
        db,
        await actingMemberOf(request),
        staffCheck(request),
        request.params.id,
        request.body.participantIds,
        new Date(),
      ),
  );

  routes.get(
    `${eventApiPrefix}/public/eve/:id`,
    {
      schema: {
        ...docs('An event open to guests, for the registration page (no sign-in)'),
        params: eventIdParamsSchema,
        response: { 200: publicEventSchema },
      },
    },
    async (request) => publicEventDetail(db, request.params.id, new Date()),
  );

  routes.post(
    `${eventApiPrefix}/public/eve/:id/registration`,
    {
      // Open to anyone: limited per address so it cannot be used to fill an event or send mail.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        ...docs('A guest without an account registers for an event open to guests'),
        params: eventIdParamsSchema,
        body: guestRegistrationInputSchema,
        response: { 201: bookingResultSchema },
      },
    },
    async (request, reply) => {
      const result = await registerGuest(ctx, request.params.id, request.body, new Date());
      return reply.status(201).send(result);
    },
  );

  routes.get(
    `${eventApiPrefix}/eve-entry/list`,
    {
      schema: {
        ...docs('One’s event entries by one’s email, optionally by status, event, organisation'),
        querystring: eventEntryListQuerySchema,
        response: { 200: eventEntryListSchema },
      },
    },
    async (request) => listEntries(db, await actingMemberOf(request), request.query),
  );

  routes.get(
    `${eventApiPrefix}/eve-entry/:id`,
    {
      schema: {
        ...docs('One of one’s entries with its tickets'),
        params: eventEntryIdParamsSchema,
        response: { 200: eventEntrySchema },
      },
    },
    async (request) => entryDetail(db, await actingMemberOf(request), request.params.id),
  );

  routes.get(
    `${eventApiPrefix}/eve-entry/:id/receipt.pdf`,
    {
      schema: {
        ...docs('The PDF receipt of one’s paid booking, in one’s language unless one is asked for'),
        params: eventEntryIdParamsSchema,
        querystring: z.object({ language: languageSchema.optional() }),
        produces: [pdfContentType],
      },
    },
    async (request, reply) => {
      const pdf = await eventReceiptPdf(
        db,
        await actingMemberOf(request),
        request.params.id,
        request.query.language,
      );
      return reply.headers(pdfDownloadHeaders(pdf)).send(pdf.content);
    },
  );

  routes.post(
    `${eventApiPrefix}/eve-entry/:id/cancel`,
    {
      schema: {
        ...docs('Cancels one’s free booking before the event; the places are freed'),
        params: eventEntryIdParamsSchema,
        response: { 200: eventEntrySchema },
      },
    },
    async (request) =>
      cancelEntry(ctx, await actingMemberOf(request), request.params.id, new Date()),
  );

  routes.get(
    `${eventApiPrefix}/tickets`,
    {
      schema: {
        ...docs('My Tickets: bookings with their tickets, soonest event first'),
        response: { 200: z.array(eventEntrySchema) },
      },
    },
    async (request) => myTickets(db, await actingMemberOf(request)),
  );
}
