import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventIdParamsSchema } from '@portal/contracts/event';
import { staffEventParamsSchema } from '@portal/contracts/event-administration';
import {
  guestWaitingListInputSchema,
  guestWaitingPlaceSchema,
  joinWaitingListInputSchema,
  ownWaitingPlaceSchema,
  staffWaitingListSchema,
  takeOfferInputSchema,
  takenOfferSchema,
  waitingListTokenParamsSchema,
  waitingPlaceSchema,
} from '@portal/contracts/waiting-list';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { callerOf } from '#src/lib/auth.ts';
import { answeringGatewayFailures } from '#src/lib/payments/payment-routes.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { eventApiPrefix, eventDocs as docs, staffCheck, staffEventsPath } from './event-routes.ts';
import {
  guestWaitingPlace,
  joinWaitingList,
  joinWaitingListAsGuest,
  leaveWaitingList,
  leaveWaitingListAsGuest,
  ownWaitingPlace,
  staffWaitingList,
  takeWaitingOffer,
  takeWaitingOfferAsGuest,
} from './waiting-list.service.ts';

const own = `${eventApiPrefix}/eve/:id/waiting-list`;
const guests = `${eventApiPrefix}/public/waiting-list/:token`;

/** The waiting list of a full event: members, guests with their link, and the administrators. */
export function registerWaitingListRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    own,
    {
      schema: {
        ...docs('One’s place in the event’s waiting list (null when one has none)'),
        params: eventIdParamsSchema,
        response: { 200: ownWaitingPlaceSchema },
      },
    },
    async (request) => ({
      place: await ownWaitingPlace(ctx.db, await actingMemberOf(request), request.params.id),
    }),
  );

  routes.post(
    own,
    {
      schema: {
        ...docs('Joins a full event’s waiting list for oneself and family members'),
        params: eventIdParamsSchema,
        body: joinWaitingListInputSchema,
        response: { 201: waitingPlaceSchema },
      },
    },
    async (request, reply) => {
      const place = await joinWaitingList(
        ctx,
        await actingMemberOf(request),
        staffCheck(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return reply.status(201).send(place);
    },
  );

  routes.delete(
    own,
    {
      schema: {
        ...docs('Leaves the waiting list; an offer given back passes to the next in line'),
        params: eventIdParamsSchema,
      },
    },
    async (request, reply) => {
      await leaveWaitingList(ctx, await actingMemberOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  routes.post(
    `${own}/offer`,
    {
      schema: {
        ...docs('Takes the places an offer holds: a booking, paid by card for a paid event'),
        params: eventIdParamsSchema,
        body: takeOfferInputSchema,
        response: { 201: takenOfferSchema },
      },
    },
    async (request, reply) => {
      const context = { log: request.log, language: request.body.language ?? 'da' } as const;
      const result = await answeringGatewayFailures(request, reply, async () =>
        takeWaitingOffer(
          ctx,
          context,
          await actingMemberOf(request),
          staffCheck(request),
          request.params.id,
          new Date(),
        ),
      );
      // A gateway failure has been answered already (502 or 503, in plain words).
      return 'paymentWindowLink' in result ? reply.status(201).send(result) : result;
    },
  );

  routes.post(
    `${eventApiPrefix}/public/eve/:id/waiting-list`,
    {
      // Open to anyone: limited per address, as the guest registration is.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        ...docs('A guest joins the waiting list of a full free event open to guests'),
        params: eventIdParamsSchema,
        body: guestWaitingListInputSchema,
        response: { 201: waitingPlaceSchema },
      },
    },
    async (request, reply) => {
      const place = await joinWaitingListAsGuest(ctx, request.params.id, request.body, new Date());
      return reply.status(201).send(place);
    },
  );

  routes.get(
    guests,
    {
      schema: {
        ...docs('A guest’s place in a waiting list, by the code of their mail’s link'),
        params: waitingListTokenParamsSchema,
        response: { 200: guestWaitingPlaceSchema },
      },
    },
    async (request) => guestWaitingPlace(ctx.db, request.params.token),
  );

  routes.delete(
    guests,
    {
      schema: {
        ...docs('A guest leaves the waiting list, by the code of their mail’s link'),
        params: waitingListTokenParamsSchema,
      },
    },
    async (request, reply) => {
      await leaveWaitingListAsGuest(ctx, request.params.token);
      return reply.status(204).send();
    },
  );

  routes.post(
    `${guests}/offer`,
    {
      schema: {
        ...docs('A guest takes the places their offer holds'),
        params: waitingListTokenParamsSchema,
        response: { 201: takenOfferSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await takeWaitingOfferAsGuest(ctx, request.params.token, new Date())),
  );

  routes.get(
    `${staffEventsPath}/:eventId/waiting-list`,
    {
      schema: {
        tags: ['administration'],
        summary: 'The event’s waiting list: who waits, who has an offer, and how each ended',
        params: staffEventParamsSchema,
        response: { 200: staffWaitingListSchema },
      },
    },
    async (request) => staffWaitingList(ctx, callerOf(request), request.params),
  );
}
