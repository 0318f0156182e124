import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { ApiError, parseProblem, problemDetail } from './api-error.ts';
import { takeEarlyResponse } from './early-calls.ts';
import {
  bearerErrorCode,
  type HttpMethod,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  retryDelayMs,
  shouldRetry,
} from './http-rules.ts';

export { ApiError, apiErrorOf, problemDetail } from './api-error.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * A super administrator's own call (the member picker, the audit log): sent without the member
   * they act as, so the audit log records only what was done as that member.
   */
  asSelf?: boolean;
}

export interface ParsedRequestOptions<T> extends RequestOptions {
  /**
   * Reads an answer with a check of the caller's own: the signed-in account's roles, read by hand
   * before any page; the purchase's payment link, whose absence SPEC.md has logged.
   */
  parse: (data: unknown) => T;
}

export interface ApiClientHooks {
  getAccessToken: () => Promise<string | undefined> | string | undefined;
  /** Told about every 401; SPEC.md section 4 decides whether to sign in again. */
  onUnauthorized?: (error: ApiError) => void;
  /** The member a super administrator acts as; the server checks and audits it. */
  getActingMemberId?: () => string | undefined;
  /**
   * Where calls go instead of the network: the server rendering a public page answers its
   * page's calls in its own process (`src/prerender/render-page.tsx`).
   */
  fetch?: typeof fetch;
}

export interface ApiClientOptions extends ApiClientHooks {
  baseUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/**
 * A call's answer is typed with its contract's type (`api.get<Event[]>(...)`) and not parsed again:
 * the server checks every answer against the contract's schema before it sends it, and a page that
 * only reads loads no zod (issue 19, `docs/decisions.md`). What is sent is still checked with the
 * contract's input schema.
 */
export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options: ParsedRequestOptions<T>): Promise<T>;
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An answer already on its way, given up on as a fetch of one's own would be (timeout, abort). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    answer.then(resolve, reject);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way the web app calls the API: bearer token, `orgKey: ALL`, 10 s timeout, one retry for
 * safe methods, problem+json errors as {@link ApiError}, and 401s reported to the auth layer.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const pauseMs = options.retryDelayMs ?? RETRY_DELAY_MS;

  async function attempt(method: HttpMethod, url: string, init: RequestOptions) {
    const token = await options.getAccessToken();
    // The caller may have given up while the token was read.
    init.signal?.throwIfAborted();
    const headers: Record<string, string> = {
      accept: 'application/json, application/problem+json',
      orgKey: 'ALL',
      ...init.headers,
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const actingMemberId = init.asSelf ? undefined : options.getActingMemberId?.();
    if (actingMemberId) headers[actAsMemberHeader] = actingMemberId;
    if (init.body !== undefined) headers['content-type'] = 'application/json';

    const controller = new AbortController();
    const timeout = new DOMException(`No answer within ${timeoutMs / 1000} s`, 'TimeoutError');
    const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
    const forwardAbort = () => controller.abort(init.signal?.reason);
    init.signal?.addEventListener('abort', forwardAbort, { once: true });
    // The page's first script may have asked the same already (a plain GET, as oneself).
    const early =
      method === 'GET' && token && !actingMemberId && !init.headers
        ? takeEarlyResponse(url, token)
        : undefined;
    try {
      const response = await (early
        ? untilAborted(early, controller.signal)
        : doFetch(url, {
            method,
            headers,
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
            signal: controller.signal,
            credentials: 'same-origin',
          }));
      return { response, body: await readBody(response) };
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason ?? error;
      if (controller.signal.reason === timeout) {
        throw new ApiError(
          'timeout',
          0,
          `No answer from ${method} ${url} within ${timeoutMs / 1000} s`,
          {
            cause: error,
          },
        );
      }
      throw new ApiError('network', 0, `${method} ${url} failed: network error`, { cause: error });
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(
    method: HttpMethod,
    path: string,
    init: RequestOptions & { parse?: (data: unknown) => unknown } = {},
  ): Promise<unknown> {
    const url = buildUrl(options.baseUrl ?? '', path, init.query);
    for (let tries = 1; ; tries += 1) {
      const { response, body } = await attempt(method, url, init);
      if (response.ok) return init.parse ? init.parse(body) : body;
      if (shouldRetry(method, response.status, tries)) {
        await sleep(retryDelayMs(response.headers.get('retry-after'), pauseMs));
        continue;
      }
      const problem = parseProblem(body);
      const error = new ApiError(
        'http',
        response.status,
        problemDetail(problem) ?? problem?.title ?? `${method} ${path} answered ${response.status}`,
        {
          problem,
          code: problem?.code ?? bearerErrorCode(response.headers.get('www-authenticate')),
        },
      );
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
  }

  const bind =
    (method: HttpMethod) =>
    (path: string, init?: RequestOptions & { parse?: (data: unknown) => unknown }) =>
      request(method, path, init);

  return {
    request,
    get: bind('GET'),
    post: bind('POST'),
    put: bind('PUT'),
    patch: bind('PATCH'),
    delete: bind('DELETE'),
  };
}

let hooks: ApiClientHooks = { getAccessToken: () => undefined };

/**
 * The headers an API call carries (the token, `orgKey` and the member acted as), for a request
 * the client cannot make itself: a file download read as a blob.
 */
export async function apiCallHeaders(): Promise<Record<string, string>> {
  const token = await hooks.getAccessToken();
  const actingMemberId = hooks.getActingMemberId?.();
  return {
    orgKey: 'ALL',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(actingMemberId ? { [actAsMemberHeader]: actingMemberId } : {}),
  };
}

/** The auth layer plugs in at start-up; until then calls go out without a token. */
export function setApiClientHooks(next: ApiClientHooks): void {
  hooks = next;
}

export const api: ApiClient = createApiClient({
  fetch: (input, init) => (hooks.fetch ?? fetch)(input, init),
  getAccessToken: () => hooks.getAccessToken(),
  onUnauthorized: (error) => hooks.onUnauthorized?.(error),
  getActingMemberId: () => hooks.getActingMemberId?.(),
});
