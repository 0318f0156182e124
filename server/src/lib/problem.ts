import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Problem } from '@portal/contracts/problem';
import { AppError, type FieldError } from './errors.ts';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  detail: string,
  extra: Partial<Problem> = {},
): FastifyReply {
  const body: Problem = {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
    instance: request.url,
    requestId: request.id,
    ...extra,
  };
  return reply.status(status).type('application/problem+json').send(body);
}

function fieldName(context: string | undefined, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  // Zod reports an unknown key on the object, not on the key itself.
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  const unknownKey = Array.isArray(keys) ? keys.join(', ') : undefined;
  const name = [path, unknownKey].filter(Boolean).join('.');
  return name || context || 'body';
}

/** Every error answer is RFC 9457 problem+json; a 5xx never carries internals. */
export function registerProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(error.validationContext, issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      return sendProblem(
        reply,
        request,
        400,
        fields.map((field) => `${field.field}: ${field.message}`).join('; '),
        { code: 'BAD_REQUEST', errors: fields },
      );
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      // A 502 or 503 says in plain words that a service we depend on failed; only a 500 may
      // carry internals, so its message goes to the log alone.
      const detail = error.code === 'INTERNAL' ? 'Internal Server Error' : error.message;
      return sendProblem(reply, request, error.status, detail, {
        code: error.code,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, request, 500, 'Internal Server Error', { code: 'INTERNAL' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, request, status, titles[status] ?? 'Internal Server Error', {
        code: 'INTERNAL',
      });
    }
    // Fastify's own 4xx (bad JSON, too large, unsupported type): its message names no internals.
    return sendProblem(reply, request, status, error.message, { code: error.code });
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, request, 404, `Page not found: ${request.url.split('?')[0] ?? '/'}`, {
      code: 'NOT_FOUND',
    }),
  );
}
