import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '@portal/contracts/language';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { pdfContentType, pdfDownloadHeaders } from '#src/lib/receipts/receipt-pdf-file.ts';
import { creditNotePdf } from './credit-note.service.ts';

/** The member's credit notes: one per refund that was paid back, for the payer and family. */
export function registerCreditNoteRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  routes.get(
    '/member/api/v1/refunds/:refundId/credit-note.pdf',
    {
      schema: {
        tags: ['memberships', 'events'],
        summary: 'The credit note of a refund as a PDF, in the member’s language unless asked',
        params: z.object({ refundId: z.uuid() }),
        querystring: z.object({ language: languageSchema.optional() }),
        produces: [pdfContentType],
      },
    },
    async (request, reply) => {
      const pdf = await creditNotePdf(
        db,
        await actingMemberOf(request),
        request.params.refundId,
        request.query.language,
      );
      return reply.headers(pdfDownloadHeaders(pdf)).send(pdf.content);
    },
  );
}
