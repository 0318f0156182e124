import type { Problem } from '@portal/contracts/problem';
import { refusalText } from './i18n/i18n.ts';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** Every failed API call ends as this error, so screens handle one shape. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The RFC 9457 body when the server sent one. */
  readonly problem: Problem | undefined;
  /** A machine-readable reason: the problem's code or the bearer error of a 401. */
  readonly code: string | undefined;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    options: { problem?: Problem; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.problem = options.problem;
    this.code = options.code ?? options.problem?.code;
  }
}

/** No answer came (no network, no server, too late): not the server saying no. */
export const isUnanswered = (error: unknown): boolean =>
  error instanceof ApiError && error.kind !== 'http';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A structural check instead of the zod schema: zod would add its weight to the first load, and a
 * problem body only needs a title and a status to be useful.
 */
export function parseProblem(body: unknown): Problem | undefined {
  if (!isRecord(body) || typeof body.title !== 'string' || typeof body.status !== 'number') {
    return undefined;
  }
  const text = (key: string) => (typeof body[key] === 'string' ? body[key] : undefined);
  const errors = Array.isArray(body.errors)
    ? body.errors.filter(
        (item): item is { field: string; message: string } =>
          isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
      )
    : undefined;
  return {
    type: text('type') ?? 'about:blank',
    title: body.title,
    status: body.status,
    detail: text('detail'),
    instance: text('instance'),
    code: text('code'),
    params: isRecord(body.params)
      ? Object.fromEntries(
          Object.entries(body.params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : undefined,
    requestId: text('requestId'),
    errors,
  };
}

/**
 * What the server said, in the page's language: by the problem's code where the code has texts,
 * the server's own (English) words otherwise.
 */
export function problemDetail(problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  return refusalText(problem.code, problem.params) ?? problem.detail;
}

/**
 * The API's answer behind an error, also when a flow rethrew it in its own words with the answer
 * as its cause (the event payment errors of SPEC.md section 8).
 */
export function apiErrorOf(error: unknown): ApiError | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof ApiError) return current;
    current = current.cause;
  }
  return undefined;
}
