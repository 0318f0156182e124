import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The service worker (issue 19, item 3) as the browser runs it: its module evaluated against a
 * worker scope, a Cache API kept in memory and a network the test answers. What it may never do
 * matters as much as what it does: answer the API, or switch a version under the member.
 */

const origin = 'https://portal.example';
const manifest = {
  build: 'b2',
  entry: '/ui/assets/index-b2.js',
  files: ['/ui/index.html', '/ui/index.da.html', '/ui/assets/index-b2.js', '/ui/icon-192.png'],
  shell: { da: '/ui/index.da.html', en: '/ui/index.html' },
};

/** The Cache API, in memory: each cache maps a path to the body it holds. */
class MemoryCaches {
  readonly stores = new Map<string, Map<string, string>>();
  readonly added: Request[] = [];

  private store(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    return store;
  }

  open(name: string) {
    const store = this.store(name);
    const pathOf = (key: Request | string) =>
      new URL(typeof key === 'string' ? key : key.url, origin).pathname;
    return Promise.resolve({
      addAll: async (requests: Request[]) => {
        this.added.push(...requests);
        for (const request of requests) store.set(pathOf(request), `precached ${pathOf(request)}`);
      },
      put: async (key: Request | string, response: Response) => {
        store.set(pathOf(key), await response.text());
      },
      match: (key: Request | string) => {
        const body = store.get(pathOf(key));
        return Promise.resolve(body === undefined ? undefined : new Response(body));
      },
    });
  }

  async match(request: Request) {
    for (const name of this.stores.keys()) {
      const found = await (await this.open(name)).match(request);
      if (found) return found;
    }
    return undefined;
  }

  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }

  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
}

type Listener = (event: Record<string, unknown>) => void;
const listeners = new Map<string, Listener>();
const scope = {
  location: new URL(`${origin}/ui/sw.js`),
  skipWaiting: vi.fn(() => Promise.resolve()),
  clients: { claim: vi.fn(() => Promise.resolve()) },
  addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
};
const caches = new MemoryCaches();
const network = vi.fn<(request: Request | string) => Promise<Response>>();

/** A worker's Request: a path is resolved against the worker's own address. */
class WorkerRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, origin) : input, init);
  }
}

beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Request', WorkerRequest);
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('__PORTAL_SW_MANIFEST__', manifest);
  // A classic script, not a module: imported by name for its effect on the scope.
  const script = './sw.ts';
  await import(/* @vite-ignore */ script);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** Dispatches an extendable event and waits for what the worker asked the browser to wait for. */
async function dispatch(type: string, fields: Record<string, unknown> = {}) {
  let waited: Promise<unknown> = Promise.resolve();
  let answer: Promise<Response> | undefined;
  listeners.get(type)?.({
    ...fields,
    waitUntil: (promise: Promise<unknown>) => (waited = promise),
    respondWith: (response: Promise<Response>) => (answer = response),
  });
  await waited;
  return answer;
}

const fetchEvent = (path: string, { navigates = false, method = 'GET' } = {}) => {
  const request = new Request(`${origin}${path}`, { method });
  // Only the browser makes a navigation's request.
  if (navigates) Object.defineProperty(request, 'mode', { value: 'navigate' });
  return dispatch('fetch', { request });
};

describe('the service worker', () => {
  it('precaches the build fresh from the server at its install, and keeps the configuration', async () => {
    network.mockResolvedValueOnce(new Response('{"issuer":"x"}'));
    await dispatch('install');
    expect(caches.added.map((request) => new URL(request.url).pathname)).toEqual(manifest.files);
    expect(caches.added.map((request) => request.cache)).toEqual(
      manifest.files.map(() => 'no-cache'),
    );
    expect(caches.stores.get('portal-config')?.get('/tools/api/config/public')).toBe(
      '{"issuer":"x"}',
    );
  });

  it('takes over only when a page asks, and tells a page which build it serves', async () => {
    await dispatch('message', { data: 'build', ports: [{ postMessage: vi.fn() }] });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    const port = { postMessage: vi.fn() };
    await dispatch('message', { data: 'build', ports: [port] });
    expect(port.postMessage).toHaveBeenCalledWith({ entry: '/ui/assets/index-b2.js' });
    await dispatch('message', { data: 'skip-waiting', ports: [] });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('drops the previous build’s shell and run-time files when it takes over', async () => {
    await caches.open('portal-shell-b1');
    await caches.open('portal-assets');
    await dispatch('activate');
    expect([...caches.stores.keys()].sort()).toEqual(['portal-config', 'portal-shell-b2']);
    expect(scope.clients.claim).toHaveBeenCalled();
  });

  it('serves a page from the network, and the precached shell when there is none', async () => {
    network.mockResolvedValueOnce(new Response('fresh page'));
    expect(await (await fetchEvent('/ui/tickets', { navigates: true }))?.text()).toBe('fresh page');
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const shell = await fetchEvent('/ui/tickets', { navigates: true });
    // In the browser's first language: the test's page says English (en-US) first.
    expect(await shell?.text()).toBe('precached /ui/index.html');
  });

  it('shows the shell when the network takes longer than 4 s', async () => {
    vi.useFakeTimers();
    try {
      network.mockReturnValueOnce(new Promise(() => undefined));
      const answer = fetchEvent('/ui/membership-card', { navigates: true });
      await vi.advanceTimersByTimeAsync(4000);
      expect(await (await answer)?.text()).toMatch(/^precached \/ui\/index/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers the build’s files from its caches', async () => {
    network.mockClear();
    expect(await (await fetchEvent('/ui/assets/index-b2.js'))?.text()).toBe(
      'precached /ui/assets/index-b2.js',
    );
    expect(network).not.toHaveBeenCalled();
  });

  it('the configuration from the network, else its last answer', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await fetchEvent('/tools/api/config/public'))?.text()).toBe('{"issuer":"x"}');
  });

  it('never answers the API, a change or another site: personal data stays out of its caches', async () => {
    expect(await fetchEvent('/member/api/v1/member/tickets')).toBeUndefined();
    expect(await fetchEvent('/ui/assets/index-b2.js', { method: 'POST' })).toBeUndefined();
    const elsewhere = new Request('https://cdn.example/ui/assets/index-b2.js');
    expect(await dispatch('fetch', { request: elsewhere })).toBeUndefined();
    expect(await fetchEvent('/idp/auth', { navigates: true })).toBeUndefined();
  });
});
