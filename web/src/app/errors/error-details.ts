import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '#src/lib/api-error.ts';
import { HttpStatusError } from '#src/lib/http-status-error.ts';

export const errorStatuses = [400, 403, 404, 500, 503] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/** The translation keys of each status's message and description. */
export const errorTextKeys = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  500: 'serverError',
  503: 'unavailable',
} as const satisfies Record<ErrorStatus, string>;

export interface ErrorDetails {
  status: number;
  /** The error's own message when it has one meant for people; otherwise the page says it. */
  message: string | undefined;
}

/** The texts of the nearest known status: other 4xx as 400, everything else as 500. */
export function textKeyOf(status: number): (typeof errorTextKeys)[ErrorStatus] {
  const known = (errorStatuses as readonly number[]).includes(status)
    ? (status as ErrorStatus)
    : status >= 400 && status < 500
      ? 400
      : 500;
  return errorTextKeys[known];
}

/** 404 is 'Page Not Found'; every other status is 'Internal Server Error' (SPEC.md section 2). */
export function errorTitleOf(status: number): 'Page-Not-Found' | 'Internal-Server-Error' {
  return status === 404 ? 'Page-Not-Found' : 'Internal-Server-Error';
}

export function errorDetailsOf(error: unknown): ErrorDetails {
  if (error instanceof HttpStatusError) return { status: error.status, message: error.message };
  if (isRouteErrorResponse(error)) {
    return {
      status: error.status,
      message: typeof error.data === 'string' ? error.data : undefined,
    };
  }
  if (error instanceof ApiError) {
    return { status: error.status >= 400 ? error.status : 503, message: error.message };
  }
  return { status: 500, message: undefined };
}
