/**
 * The portal's service worker (issue 19), built to /ui/sw.js by vite-plugins/service-worker.ts,
 * which puts the build's manifest where `__PORTAL_SW_MANIFEST__` stands.
 *
 * - Precached: the shell (the HTML and the first load's scripts and styles), the pages kept for use
 *   offline (My Tickets, the membership card) and both languages' texts.
 * - Pages: from the network, or the precached shell when there is none (or it is too slow).
 * - Scripts and styles of the build: from the caches, else the network (and then cached).
 * - The public configuration: from the network, else its last answer, kept from the install on
 *   (it holds no personal data).
 * - Everything else, the API above all, is not touched: no personal data is cached here; the pages
 *   kept offline keep their own copy, which signing out removes.
 *
 * A new worker waits until the page asks it to take over (the member's "Reload"), so a version is
 * never switched under the member. It is self-contained: no imports, so it runs as a classic script.
 */

interface SwManifest {
  /** Changes with every build that changes what is precached. */
  build: string;
  /** The build's entry script, as index.html names it: how a page tells which build it runs. */
  entry: string;
  files: string[];
  /** The prerendered shell shown for a page when the network cannot answer, per language. */
  shell: { da: string; en: string };
}

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
  ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: ExtendableEventLike) => void,
  ): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

declare const __PORTAL_SW_MANIFEST__: SwManifest;
const manifest = __PORTAL_SW_MANIFEST__;
const worker = self as unknown as ServiceWorkerScope;

const shellCache = `portal-shell-${manifest.build}`;
const assetCache = 'portal-assets';
const configCache = 'portal-config';
const configPath = '/tools/api/config/public';
const precachedOthers = new Set(
  manifest.files.filter((file) => !file.startsWith('/ui/assets/') && !file.endsWith('.html')),
);
/** A page waits this long for the network before the precached HTML is shown instead. */
const pageTimeoutMs = 4000;

/** Keeps an answer of the public configuration, for a page started without a network. */
async function keepConfiguration(response: Response): Promise<void> {
  if (response.ok) await (await caches.open(configCache)).put(configPath, response);
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      caches.open(shellCache).then((cache) =>
        // Fresh from the server, not the HTTP cache: an old index.html must not be precached.
        cache.addAll(manifest.files.map((file) => new Request(file, { cache: 'no-cache' }))),
      ),
      // Kept at the install too: a worker serves only the pages loaded after it, so the page that
      // installed it (often the member's only one before going offline) asked the server itself.
      // Not needed to install.
      fetch(configPath, { cache: 'no-cache' })
        .then(keepConfiguration)
        .catch(() => undefined),
    ]),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        // The previous build's shell, and the scripts it fetched at run time, are of no use now.
        if ((name.startsWith('portal-shell-') && name !== shellCache) || name === assetCache) {
          await caches.delete(name);
        }
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void worker.skipWaiting();
  // A page asks which build this worker serves, to offer "Reload" only for another one.
  if (event.data === 'build') event.ports[0]?.postMessage({ entry: manifest.entry });
});

function withTimeout(promise: Promise<Response>, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function precached(path: string): Promise<Response | undefined> {
  return (await caches.open(shellCache)).match(path);
}

/**
 * The shell's language as the page would choose it without the member's stored choice, which a
 * worker cannot read; the app switches to that choice as it starts.
 */
function shellLanguage(): 'da' | 'en' {
  for (const tag of navigator.languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'da' || base === 'nb' || base === 'nn' || base === 'no') return 'da';
    if (base === 'en') return 'en';
  }
  return 'da';
}

async function page(request: Request): Promise<Response> {
  try {
    return await withTimeout(fetch(request), pageTimeoutMs);
  } catch (error) {
    const html = await precached(manifest.shell[shellLanguage()]);
    if (html) return html;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(assetCache).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function configuration(request: Request): Promise<Response> {
  try {
    const response = await withTimeout(fetch(request), pageTimeoutMs);
    void keepConfiguration(response.clone());
    return response;
  } catch (error) {
    const cached = await (await caches.open(configCache)).match(configPath);
    if (cached) return cached;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === '/ui' || url.pathname.startsWith('/ui/')) event.respondWith(page(request));
    return;
  }
  if (url.pathname === configPath) {
    event.respondWith(configuration(request));
    return;
  }
  // Hashed build files, and the few others precached (icons, the manifest); not HTML, whose
  // hourly build check must reach the server.
  if (url.pathname.startsWith('/ui/assets/') || precachedOthers.has(url.pathname)) {
    event.respondWith(asset(request));
  }
});
