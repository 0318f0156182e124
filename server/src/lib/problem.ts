import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorText } from '@portal/contracts/error-texts';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Problem } from '@portal/contracts/problem';
import { AppError, type FieldError } from './errors.ts';
import { isLoadShed } from './load-shedding.ts';

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The RFC 9457 body of an error answer to this request. */
function problemOf(
  request: FastifyRequest,
  status: number,
  detail: string,
  extra: Partial<Problem> = {},
): Problem {
  return {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    detail,
    instance: request.url,
    requestId: request.id,
    ...extra,
  };
}

export function sendProblem(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  detail: string,
  extra: Partial<Problem> = {},
): FastifyReply {
  return reply
    .status(status)
    .type('application/problem+json')
    .send(problemOf(request, status, detail, extra));
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
        code: error.textCode ?? error.code,
        ...(error.params ? { params: error.params } : {}),
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(reply, request, 500, 'Internal Server Error', { code: 'INTERNAL' });
    }
    if (isLoadShed(error)) {
      request.log.warn('request shed: the event loop lags');
      return sendProblem(reply, request, 503, errorText('server_busy', undefined, 'en'), {
        code: 'server_busy',
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, request, status, titles[status] ?? 'Internal Server Error', {
        code: 'INTERNAL',
      });
    }
    // A per-address limit of a route: said in words the web app can show in the member's language.
    if (status === 429) {
      return sendProblem(reply, request, 429, errorText('too_many_requests', undefined, 'en'), {
        code: 'too_many_requests',
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

/**
 * Fastify's answers before a route is found (a path that is not valid percent-encoding, a path
 * parameter over the length limit), as problem+json like every other error.
 */
export function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  const detail = status === 414 ? 'The address is too long.' : 'The address is not valid.';
  sendProblem(reply, request, status, detail, { code: error.code });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a request that
 * is not HTTP, a body that took too long): written to the socket as problem+json, then closed.
 */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const body = JSON.stringify({
    type: 'about:blank',
    title: titles[status] ?? 'Bad Request',
    status,
    detail:
      status === 408
        ? 'The request did not arrive in time.'
        : status === 431
          ? 'The request headers are too large.'
          : 'The request is not valid HTTP.',
    code: 'BAD_REQUEST',
    requestId: randomUUID(),
  } satisfies Problem);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
        `Content-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
