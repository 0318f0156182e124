import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileImageResultSchema } from '@portal/contracts/member';
import { profileImageQuerySchema } from '@portal/contracts/member-input';
import { profileImageMaxBytes } from '@portal/contracts/member-fields';
import { AppError } from '#src/lib/errors.ts';
import { actingMemberOf } from '#src/lib/acting-member.ts';
import {
  deleteProfileImage,
  readProfileImage,
  uploadProfileImage,
} from './profile-image.service.ts';
import { docs, memberApiPrefix } from '#src/lib/route-options.ts';
import { serviceContext } from '#src/lib/service-context.ts';

const tooLarge = () => AppError.of('PAYLOAD_TOO_LARGE', 'image_too_large');

/**
 * The profile image calls, in a scope of their own so that multipart bodies are accepted here
 * and nowhere else.
 */
export async function registerProfileImageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: profileImageMaxBytes, files: 1, fields: 0, parts: 1 },
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const ctx = serviceContext(app);
    const url = `${memberApiPrefix}/member/profile-image`;

    routes.post(
      url,
      {
        schema: {
          ...docs(
            'members',
            'Uploads one’s profile image: multipart field "file", JPEG, PNG or WebP, at most 2 MB; ' +
              'stored re-encoded without metadata, at most 512 px on a side',
          ),
          consumes: ['multipart/form-data'],
          response: { 201: profileImageResultSchema },
        },
      },
      async (request, reply) => {
        const acting = await actingMemberOf(request);
        if (!request.isMultipart()) {
          throw AppError.badRequest('file', 'send the image as multipart/form-data');
        }
        const part = await request.file();
        if (!part) throw AppError.badRequest('file', 'is required');
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw tooLarge();
          throw error;
        }
        return reply.status(201).send(await uploadProfileImage(ctx, acting, bytes));
      },
    );

    routes.get(
      url,
      {
        schema: {
          ...docs(
            'members',
            'A profile image: one’s own, an own child’s or an approved linked member’s',
          ),
          querystring: profileImageQuerySchema,
          produces: ['image/jpeg', 'image/png', 'image/webp'],
        },
      },
      async (request, reply) => {
        const acting = await actingMemberOf(request);
        const image = await readProfileImage(ctx, acting, request.query.memberId);
        return reply
          .type(image.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .send(image.bytes);
      },
    );

    routes.delete(
      url,
      { schema: docs('members', 'Removes one’s profile image') },
      async (request, reply) => {
        await deleteProfileImage(ctx, await actingMemberOf(request));
        return reply.status(204).send();
      },
    );
  });
}
