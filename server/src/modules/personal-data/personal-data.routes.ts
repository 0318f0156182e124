import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionResultSchema,
  deleteAccountInputSchema,
  privacyContactSchema,
} from '@portal/contracts/personal-data';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import { originOf } from '#src/lib/audit.ts';
import { memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import { deleteOwnAccount } from './account-deletion.service.ts';
import { personalDataArchive, privacyContacts } from './personal-data-export.service.ts';

const tags = ['members'];

/** The member's own data: a copy of it, the account's deletion, and the privacy page's contacts. */
export function registerPersonalDataRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const ctx = serviceContext(app);

  routes.get(
    `${memberApiPrefix}/member/personal-data`,
    {
      schema: {
        tags,
        summary: 'Everything the portal keeps about the signed-in member, as JSON files in a ZIP',
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const archive = await personalDataArchive(ctx, await actingMemberOf(request), new Date());
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(archive.bytes));
    },
  );

  routes.post(
    `${memberApiPrefix}/member/account/deletion`,
    {
      // Each try checks a password: a stolen token must not become a way to guess it.
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '1 minute',
          // Counted in the database: by a digest of the token, never the token itself.
          keyGenerator: (request) =>
            request.headers.authorization
              ? createHash('sha256').update(request.headers.authorization).digest('base64url')
              : request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Deletes the signed-in member’s account, confirmed by its password',
        body: deleteAccountInputSchema,
        response: { 200: accountDeletionResultSchema },
      },
    },
    async (request) =>
      deleteOwnAccount(ctx, await actingMemberOf(request), request.body, originOf(request)),
  );

  routes.get(
    '/org/api/v1/public/privacy/contacts',
    {
      schema: {
        tags: ['organisations'],
        summary: 'Each organisation and how to reach its contact person, for the privacy page',
        response: { 200: z.array(privacyContactSchema) },
      },
    },
    async () => privacyContacts(ctx.db),
  );
}
