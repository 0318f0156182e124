import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  organisationKeyParamsSchema,
  organisationLogoParamsSchema,
  organisationLogoQuerySchema,
  organisationSettingsSchema,
} from '@portal/contracts/administration';
import { profileImageMaxBytes } from '@portal/contracts/member-fields';
import { originOf } from '#src/lib/audit.ts';
import { callerOf } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { serviceContext } from '#src/lib/service-context.ts';
import {
  deleteOrganisationLogo,
  readOrganisationLogo,
  uploadOrganisationLogo,
} from './organisation-settings.service.ts';

const docs = (summary: string) => ({ tags: ['administration'], summary });

/** The organisation's logo, in a scope of its own so that multipart bodies are accepted only here. */
export async function registerOrganisationLogoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: profileImageMaxBytes, files: 1, fields: 0, parts: 1 },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const ctx = serviceContext(app);
    const url = '/org/api/v1/admin/organisations/:orgKey/logo';

    routes.put(
      url,
      {
        schema: {
          ...docs('Sets the logo: multipart field "file", JPEG, PNG or WebP, at most 2 MB'),
          consumes: ['multipart/form-data'],
          params: organisationKeyParamsSchema,
          response: { 200: organisationSettingsSchema },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        if (!request.isMultipart()) {
          throw AppError.badRequest('file', 'send the image as multipart/form-data');
        }
        const part = await request.file();
        if (!part) throw AppError.badRequest('file', 'is required');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
            throw AppError.of('PAYLOAD_TOO_LARGE', 'image_too_large');
          }
          throw error;
        }
        return uploadOrganisationLogo(ctx, caller, {
          orgKey: request.params.orgKey,
          bytes,
          origin: originOf(request),
        });
      },
    );

    routes.delete(
      url,
      {
        schema: {
          ...docs('Removes the logo'),
          params: organisationKeyParamsSchema,
          response: { 200: organisationSettingsSchema },
        },
      },
      async (request) =>
        deleteOrganisationLogo(ctx, callerOf(request), {
          orgKey: request.params.orgKey,
          origin: originOf(request),
        }),
    );

    routes.get(
      '/org/api/v1/public/organisations/:orgKey/logo',
      {
        schema: {
          ...docs("An organisation's logo (public: it is on the membership list)"),
          params: organisationLogoParamsSchema,
          querystring: organisationLogoQuerySchema,
          produces: ['image/jpeg', 'image/png', 'image/webp'],
        },
      },
      async (request, reply) => {
        const logo = await readOrganisationLogo(ctx, request.params.orgKey);
        return (
          reply
            .type(logo.contentType)
            // Each logo has its own address (?v=), so browsers may keep it for a day.
            .header('cache-control', 'public, max-age=86400')
            .header('content-disposition', 'inline')
            .send(logo.bytes)
        );
      },
    );
  });
}
