import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client.ts';
import { type EarlyCall, earlyCallsGlobal } from './early-calls.ts';
import { changeLanguage, initI18n } from './i18n/i18n.ts';

type FetchArgs = Parameters<typeof fetch>;

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function setup(responses: (Response | Error)[], token: string | null = 'token-1') {
  const calls: FetchArgs[] = [];
  const fetchMock = vi.fn((...args: FetchArgs) => {
    calls.push(args);
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    fetch: fetchMock,
    getAccessToken: () => token ?? undefined,
    onUnauthorized,
    retryDelayMs: 0,
  });
  const headersOf = (index: number) => new Headers(calls[index]?.[1]?.headers);
  return { client, calls, onUnauthorized, headersOf };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(globalThis, earlyCallsGlobal);
});

/** What the page's first script leaves when it asks before the app (issue 19). */
function askedEarly(url: string, token: string, response: Promise<Response>, at = Date.now()) {
  const calls: EarlyCall[] = [{ url, token, at, response }];
  Object.assign(globalThis, { [earlyCallsGlobal]: calls });
}

describe('api client', () => {
  it('sends the bearer token and orgKey ALL, and returns the JSON answer', async () => {
    const { client, calls, headersOf } = setup([jsonResponse(200, { ok: true })]);
    await expect(
      client.get('/org/api/v1/org/list', { query: { size: 10, skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.[0]).toBe('/org/api/v1/org/list?size=10');
    expect(headersOf(0).get('authorization')).toBe('Bearer token-1');
    expect(headersOf(0).get('orgKey')).toBe('ALL');
  });

  it('names the member a super administrator acts as, except on their own calls', async () => {
    let acting: string | undefined = 'member-1';
    const fetchMock = vi.fn((..._args: FetchArgs) => Promise.resolve(jsonResponse(200, {})));
    const client = createApiClient({
      fetch: fetchMock,
      getAccessToken: () => 'token-1',
      getActingMemberId: () => acting,
    });
    await client.get('/member/api/v1/membership/overview');
    await client.get('/member/api/v1/audit/list', { asSelf: true });
    acting = undefined;
    await client.get('/member/api/v1/membership/overview');
    const sent = fetchMock.mock.calls.map((call) => new Headers(call[1]?.headers));
    expect(sent[0]?.get('x-act-as-member')).toBe('member-1');
    expect(sent[1]?.has('x-act-as-member')).toBe(false);
    expect(sent[2]?.has('x-act-as-member')).toBe(false);
  });

  it('leaves the authorization header out without a token', async () => {
    const { client, headersOf } = setup([jsonResponse(200, {})], null);
    await client.get('/tools/api/x');
    expect(headersOf(0).has('authorization')).toBe(false);
    expect(headersOf(0).get('orgKey')).toBe('ALL');
  });

  it('sends a body as JSON', async () => {
    const { client, calls, headersOf } = setup([jsonResponse(201, { id: '1' })]);
    await client.post('/member/api/v1/member/item', { body: { firstName: 'Anna' } });
    expect(calls[0]?.[1]?.body).toBe('{"firstName":"Anna"}');
    expect(headersOf(0).get('content-type')).toBe('application/json');
  });

  it('checks the answer with the given parser', async () => {
    const { client } = setup([jsonResponse(200, { n: 1 })]);
    const parse = (data: unknown) => {
      if (typeof data !== 'object' || data === null || !('n' in data)) throw new Error('bad');
      return data.n;
    };
    await expect(client.get('/x', { parse })).resolves.toBe(1);
  });

  it('retries a GET once on 503 and then succeeds', async () => {
    const { client, calls } = setup([jsonResponse(503, undefined), jsonResponse(200, [1])]);
    await expect(client.get('/x')).resolves.toEqual([1]);
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const { client, calls } = setup([jsonResponse(502, undefined), jsonResponse(502, undefined)]);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST', async () => {
    const { client, calls } = setup([jsonResponse(503, undefined)]);
    await expect(client.post('/x', { body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('turns problem+json into a typed error', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'email: Invalid email address',
      code: 'VALIDATION',
      errors: [{ field: 'email', message: 'Invalid email address' }],
    };
    const { client } = setup([
      new Response(JSON.stringify(problem), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      }),
    ]);
    const error = await client.get('/x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'VALIDATION',
      message: 'email: Invalid email address',
      problem: { errors: [{ field: 'email', message: 'Invalid email address' }] },
    });
  });

  it('reports a 401 to the auth layer with the bearer error', async () => {
    const { client, onUnauthorized } = setup([
      jsonResponse(401, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' }),
    ]);
    await expect(client.get('/x')).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a network failure without retrying', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch')]);
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(calls).toHaveLength(1);
  });

  it('times out after 10 seconds', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_input: FetchArgs[0], init: FetchArgs[1]) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch: fetchMock, getAccessToken: () => 't' });
    const result = client.get('/slow').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
  });

  it('passes the caller’s abort through untouched', async () => {
    const controller = new AbortController();
    const fetchMock = vi.fn(
      (_input: FetchArgs[0], init: FetchArgs[1]) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = createApiClient({ fetch: fetchMock, getAccessToken: () => 't' });
    const result = client.get('/x', { signal: controller.signal });
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError', message: 'gone' });
  });
});

describe('a call the page’s first script made before the app', () => {
  it('is taken instead of asking again, once', async () => {
    askedEarly('/tools/api/auth/me', 'token-1', Promise.resolve(jsonResponse(200, { early: 1 })));
    const { client, calls } = setup([jsonResponse(200, { own: 1 })]);
    await expect(client.get('/tools/api/auth/me', { asSelf: true })).resolves.toEqual({ early: 1 });
    expect(calls).toHaveLength(0);
    await expect(client.get('/tools/api/auth/me', { asSelf: true })).resolves.toEqual({ own: 1 });
    expect(calls).toHaveLength(1);
  });

  it('is handled as the client’s own answer: a 401 is reported, a 503 asked again', async () => {
    askedEarly('/tools/api/auth/me', 'token-1', Promise.resolve(jsonResponse(401, {})));
    const first = setup([]);
    await expect(first.client.get('/tools/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(first.onUnauthorized).toHaveBeenCalledOnce();

    askedEarly('/tools/api/auth/me', 'token-1', Promise.resolve(jsonResponse(503, {})));
    const second = setup([jsonResponse(200, { own: 1 })]);
    await expect(second.client.get('/tools/api/auth/me')).resolves.toEqual({ own: 1 });
    expect(second.calls).toHaveLength(1);
  });

  it('is not taken for another token, another address, a member acted as, or when stale', async () => {
    const early = Promise.resolve(jsonResponse(200, { early: 1 }));
    const own = () => jsonResponse(200, { own: 1 });
    askedEarly('/tools/api/auth/me', 'token-0', early);
    await expect(setup([own()]).client.get('/tools/api/auth/me')).resolves.toEqual({ own: 1 });

    askedEarly('/tools/api/auth/me', 'token-1', early);
    await expect(setup([own()]).client.get('/org/api/v1/org/list')).resolves.toEqual({ own: 1 });

    const actingClient = createApiClient({
      fetch: () => Promise.resolve(own()),
      getAccessToken: () => 'token-1',
      getActingMemberId: () => 'member-1',
    });
    await expect(actingClient.get('/tools/api/auth/me')).resolves.toEqual({ own: 1 });

    askedEarly('/tools/api/auth/me', 'token-1', early, Date.now() - 61_000);
    await expect(setup([own()]).client.get('/tools/api/auth/me')).resolves.toEqual({ own: 1 });
  });

  it('times out as the client’s own call would', async () => {
    vi.useFakeTimers();
    askedEarly('/tools/api/auth/me', 't', new Promise<Response>(() => undefined));
    const client = createApiClient({ fetch: vi.fn(), getAccessToken: () => 't' });
    const result = client.get('/tools/api/auth/me').catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ kind: 'timeout' });
  });
});

describe('the server’s refusals in the page’s language', () => {
  const refusal = (body: object) =>
    jsonResponse(409, { type: 'about:blank', title: 'Conflict', status: 409, ...body });

  it('words a refusal with a known code in Danish, its parameters filled in', async () => {
    await initI18n();
    await changeLanguage('da');
    const { client } = setup([
      refusal({
        code: 'too_few_places',
        params: { count: 2, asked: 3 },
        detail: 'Only 2 places are left; 3 were asked for.',
      }),
    ]);
    await expect(client.post('/event/api/v1/eve/1/booking')).rejects.toMatchObject({
      message: 'Der er kun 2 pladser tilbage; der blev bedt om 3.',
      code: 'too_few_places',
    });
    await changeLanguage('en');
  });

  it('keeps the server’s words for a code it has no text for', async () => {
    const { client } = setup([refusal({ code: 'CONFLICT', detail: 'Something else.' })]);
    await expect(client.post('/x')).rejects.toMatchObject({ message: 'Something else.' });
  });
});
