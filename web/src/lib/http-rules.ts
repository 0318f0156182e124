/** Request rules of SPEC.md section 7 and 9, kept pure so they are tested on their own. */

export const REQUEST_TIMEOUT_MS = 10_000;
export const RETRY_DELAY_MS = 400;

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const safeMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD']);

/**
 * One retry, for safe methods only: repeating a POST or PUT could create or pay twice.
 * `attempt` counts the tries made so far, starting at 1.
 */
export function shouldRetry(method: HttpMethod, status: number, attempt: number): boolean {
  return attempt < 2 && safeMethods.has(method) && retryStatuses.has(status);
}

/** Waits what the server asks in Retry-After (seconds) when that is short, else a fixed pause. */
export function retryDelayMs(retryAfter: string | null, fallbackMs = RETRY_DELAY_MS): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0 && seconds <= 5) return seconds * 1000;
  return fallbackMs;
}

/** Reads the `error` parameter of a `WWW-Authenticate: Bearer error="..."` header. */
export function bearerErrorCode(header: string | null): string | undefined {
  if (!header) return undefined;
  return /error="([^"]*)"/i.exec(header)?.[1];
}
