import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculateStatusInputSchema,
  calculateStatusResultSchema,
} from '@portal/contracts/membership';
import {
  historyListSchema,
  membershipCheckSchema,
  membershipOverviewSchema,
  membershipSchema,
  receiptSchema,
} from '@portal/contracts/membership-records';
import { languageSchema } from '@portal/contracts/language';
import { membershipCardListSchema } from '@portal/contracts/membership-card';
import { clubToday } from '#src/lib/club-calendar.ts';
import { pdfContentType, pdfDownloadHeaders } from '#src/lib/receipts/receipt-pdf-file.ts';
import { calculateStatus } from './calculate-status.service.ts';
import {
  membershipCheck,
  membershipHistory,
  membershipOverview,
  membershipReceipt,
  membershipsOfMember,
} from './memberships-read.service.ts';
import { membershipCards } from './membership-cards.service.ts';
import { membershipReceiptPdf } from './receipt-pdf.service.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';

const tags = ['memberships'];

/** What the memberships, history and receipt screens read; only for self and family, else 404. */
export function registerMembershipRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  routes.get(
    '/member/api/v1/membership/overview',
    {
      schema: {
        tags,
        summary: 'Memberships of the acting member and their family, per organisation',
        response: { 200: membershipOverviewSchema },
      },
    },
    async (request) => membershipOverview(db, await actingMemberOf(request), clubToday()),
  );

  routes.get(
    '/member/api/v1/:memberId/membership/list',
    {
      schema: {
        tags,
        summary: 'Memberships of one member (self or family), optionally of one organisation',
        params: z.object({ memberId: z.uuid() }),
        querystring: z.object({ orgId: z.uuid().optional() }),
        response: { 200: z.array(membershipSchema) },
      },
    },
    async (request) =>
      membershipsOfMember(
        db,
        await actingMemberOf(request),
        request.params.memberId,
        request.query.orgId,
        clubToday(),
      ),
  );

  routes.get(
    '/member/api/v1/membership/:membershipId/history/list',
    {
      schema: {
        tags,
        summary: 'History records of a membership, with amounts and payment status',
        params: z.object({ membershipId: z.uuid() }),
        response: { 200: historyListSchema },
      },
    },
    async (request) =>
      membershipHistory(db, await actingMemberOf(request), request.params.membershipId),
  );

  routes.get(
    '/member/api/v1/membership/history/:historyId/receipt',
    {
      schema: {
        tags,
        summary: 'The receipt of the payment a history record was paid with',
        params: z.object({ historyId: z.uuid() }),
        response: { 200: receiptSchema },
      },
    },
    async (request) =>
      membershipReceipt(db, await actingMemberOf(request), request.params.historyId),
  );

  routes.get(
    '/member/api/v1/membership/history/:historyId/receipt.pdf',
    {
      schema: {
        tags,
        summary: 'The same receipt as a PDF, in the member’s language unless one is asked for',
        params: z.object({ historyId: z.uuid() }),
        querystring: z.object({ language: languageSchema.optional() }),
        produces: [pdfContentType],
      },
    },
    async (request, reply) => {
      const pdf = await membershipReceiptPdf(
        db,
        await actingMemberOf(request),
        request.params.historyId,
        request.query.language,
      );
      return reply.headers(pdfDownloadHeaders(pdf)).send(pdf.content);
    },
  );

  routes.get(
    '/member/api/v1/membership/cards',
    {
      schema: {
        tags,
        summary:
          'Digital membership cards of the acting member and their family: one per membership ' +
          'with a paid period covering today, with the code its QR code carries',
        response: { 200: membershipCardListSchema },
      },
    },
    async (request, reply) => {
      // The phone keeps its own copy for use offline; no shared cache may keep one.
      reply.header('cache-control', 'private, no-store');
      return membershipCards(db, await actingMemberOf(request), clubToday());
    },
  );

  routes.get(
    '/member/api/v1/membership/check',
    {
      schema: {
        tags,
        summary: 'For the membership prompt: does the acting member hold an active membership?',
        response: { 200: membershipCheckSchema },
      },
    },
    async (request) => membershipCheck(db, await actingMemberOf(request)),
  );

  routes.post(
    '/tools/member/calculate-status',
    {
      schema: {
        tags,
        summary: 'Recalculates membership statuses of members the caller may act for',
        body: calculateStatusInputSchema,
        response: { 200: calculateStatusResultSchema },
      },
    },
    async (request) =>
      calculateStatus(db, await actingMemberOf(request), request.body.memberIds, clubToday()),
  );
}
