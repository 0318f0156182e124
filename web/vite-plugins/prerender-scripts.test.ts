import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { promptFlagKeys } from '../src/features/memberships/lib/prompt-flags.ts';
import { lockStorageKey } from '../src/lib/auth/lock-store.ts';
import { bootScript, fetchAheadWorker, layoutScript } from './prerender-scripts.ts';

/**
 * A prerendered page's root as the build writes it, with the header's Sign in and the prompt the
 * shell carries hidden, and the marks the first script leaves.
 */
function drawPage(
  as: 'page' | 'shell',
  { isPromptDue, isSignedOut = false }: { isPromptDue: boolean; isSignedOut?: boolean },
) {
  if (isPromptDue) document.documentElement.setAttribute('data-prompt-due', '');
  if (isSignedOut) document.documentElement.setAttribute('data-signed-out', '');
  // Without the sidebar's mode: that part of the script reads media queries, which jsdom has not.
  document.body.innerHTML = `<div id="root" data-prerendered="${as}" inert>
    <header><button type="button" hidden="" data-sign-in="">Sign in</button><span></span></header>
    <main><div data-membership-prompt="" hidden=""><section>Become a member</section></div></main>
  </div>`;
}

const prompt = () => document.querySelector<HTMLElement>('[data-membership-prompt]');
const signIn = () => document.querySelector<HTMLElement>('[data-sign-in]');

// The script right after the markup, which runs before the first paint (issue 19), as the page
// runs it: an inline script element.
function runScript() {
  const script = document.createElement('script');
  script.textContent = layoutScript;
  document.body.append(script);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prompt-due');
  document.documentElement.removeAttribute('data-signed-out');
  document.body.innerHTML = '';
});

describe('the script after the prerendered markup', () => {
  it('shows the membership prompt when the first script found it due, and clears the mark', () => {
    drawPage('page', { isPromptDue: true });
    runScript();
    expect(prompt()?.hidden).toBe(false);
    expect(document.documentElement.hasAttribute('data-prompt-due')).toBe(false);
  });

  it('leaves it hidden when it is not due', () => {
    drawPage('page', { isPromptDue: false });
    runScript();
    expect(prompt()?.hidden).toBe(true);
  });

  it('shows it in the shell the app fills with its page too', () => {
    drawPage('shell', { isPromptDue: true });
    runScript();
    expect(prompt()?.hidden).toBe(false);
  });

  it('shows the header’s Sign in when the first script found no session, in the shell too', () => {
    for (const as of ['page', 'shell'] as const) {
      drawPage(as, { isPromptDue: false, isSignedOut: true });
      runScript();
      expect(signIn()?.hidden).toBe(false);
      expect(document.documentElement.hasAttribute('data-signed-out')).toBe(false);
    }
  });

  it('leaves the Sign in hidden for a tab with a session, whose app draws the member instead', () => {
    drawPage('page', { isPromptDue: false });
    runScript();
    expect(signIn()?.hidden).toBe(true);
  });
});

/** A stand-in for the browser's worker: what the first script posts to it. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  readonly posted: unknown[] = [];
  constructor(readonly url: string) {
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

/**
 * An open page drawn with its data, which loads the app when the visitor acts, with its first
 * script run as the page runs it: an inline script, in a frame of its own, since the script's
 * listeners and timers would otherwise outlast the test in the suite's shared document.
 */
function openPage({
  savesData = false,
  refusesStorage = false,
  isOffline = false,
  kept = {},
}: {
  savesData?: boolean;
  refusesStorage?: boolean;
  isOffline?: boolean;
  kept?: Record<string, string>;
} = {}) {
  const boot = bootScript({
    base: '/ui/',
    template: `<head><script type="module" crossorigin src="/ui/assets/index-entry.js"></script>
      <link rel="modulepreload" crossorigin href="/ui/assets/libraries.js"><title>x</title></head>`,
    signIn: '/ui/assets/sign-in.js',
    // The frame's page (about:blank) is behind none of them.
    protectedPatterns: ['^/tickets$'],
    texts: { en: ['/ui/assets/texts-en.js'] },
    prompt: ['/ui/assets/prompt.js'],
    fetchAhead: '/ui/assets/fetch-ahead.js',
  });
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const page = frame.contentWindow as Window & typeof globalThis;
  Object.defineProperty(page, 'Worker', { value: RecordingWorker });
  // A tab with a session starts its app at once, asking for the roles: no answer comes here.
  Object.defineProperty(page, 'fetch', { value: () => new Promise(() => undefined) });
  if (savesData) Object.defineProperty(page.navigator, 'connection', { value: { saveData: true } });
  if (isOffline) Object.defineProperty(page.navigator, 'onLine', { value: false });
  // As a browser set to keep no site data answers any use of storage.
  if (refusesStorage) {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(page, name, {
        get() {
          throw new page.DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  }
  for (const [key, value] of Object.entries(kept)) page.sessionStorage.setItem(key, value);
  page.document.documentElement.lang = 'en';
  page.document.head.innerHTML = `<link rel="stylesheet" href="/ui/assets/index.css" data-later-styles disabled>
    <link rel="stylesheet" href="/ui/assets/page.css" data-later-styles disabled>`;
  page.document.body.innerHTML =
    '<div id="root" data-app="on-intent" data-app-files="/ui/assets/membership-list.js"></div>';
  const script = page.document.createElement('script');
  script.textContent = boot.script;
  page.document.head.append(script);
  return page;
}

describe("the first script of a page whose app waits for the visitor's act", () => {
  beforeEach(() => {
    RecordingWorker.made = [];
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('hands the app’s files to a worker once idle, the stylesheets first; an act stops it and asks for each file in a task of its own', async () => {
    const page = openPage();
    const { document } = page;
    await vi.waitFor(() => expect(RecordingWorker.made).toHaveLength(1));
    const [worker] = RecordingWorker.made;
    const [url, files] = worker?.url.split('#') ?? [];
    expect(url).toBe('/ui/assets/fetch-ahead.js');
    expect(decodeURIComponent(files ?? '').split(' ')).toEqual([
      '/ui/assets/index.css',
      '/ui/assets/page.css',
      '/ui/assets/index-entry.js',
      '/ui/assets/libraries.js',
      '/ui/assets/membership-list.js',
      '/ui/assets/texts-en.js',
    ]);
    expect(worker?.posted).toEqual([]);
    expect(document.querySelector('script[src]')).toBeNull();

    page.dispatchEvent(new page.Event('pointerdown'));
    expect(worker?.posted).toEqual(['stop']);
    // Each request is started in a task of its own, the entry's after the stylesheets'.
    const stylesheets = [...document.querySelectorAll('link[data-later-styles]')];
    expect(stylesheets.map((link) => link.hasAttribute('disabled'))).toEqual([false, true]);
    expect(document.querySelector('script[src]')).toBeNull();
    await vi.waitFor(() =>
      expect(document.querySelector('link[rel="modulepreload"]')).not.toBeNull(),
    );
    expect(stylesheets.map((link) => link.hasAttribute('disabled'))).toEqual([false, false]);
    expect(document.querySelector('script[src="/ui/assets/index-entry.js"]')).not.toBeNull();
  });

  it('waits for the act and starts the app in a browser that refuses all storage', async () => {
    const page = openPage({ refusesStorage: true });
    await vi.waitFor(() => expect(RecordingWorker.made).toHaveLength(1));
    page.dispatchEvent(new page.Event('pointerdown'));
    await vi.waitFor(() =>
      expect(page.document.querySelector('script[src="/ui/assets/index-entry.js"]')).not.toBeNull(),
    );
  });

  it('marks a tab that holds no session, for the Sign in to be shown', () => {
    const isMarked = (page: Window) =>
      page.document.documentElement.hasAttribute('data-signed-out');
    expect(isMarked(openPage())).toBe(true);
    // Storage refused: no session can be read, by this script or by the app.
    expect(isMarked(openPage({ refusesStorage: true }))).toBe(true);
    const user = JSON.stringify({ access_token: 'token', expires_at: Date.now() / 1000 + 600 });
    expect(isMarked(openPage({ kept: { 'oidc.user:https://portal.test/idp:portal': user } }))).toBe(
      false,
    );
    // A session locked while idle asks for the password, not for a new sign-in.
    expect(isMarked(openPage({ kept: { [lockStorageKey]: '{}' } }))).toBe(false);
  });

  it('marks the membership prompt to be shown while online only: offline it would lead nowhere', () => {
    const isMarked = (page: Window) =>
      page.document.documentElement.hasAttribute('data-prompt-due');
    const user = JSON.stringify({ access_token: 'token', expires_at: Date.now() / 1000 + 600 });
    const kept = {
      'oidc.user:https://portal.test/idp:portal': user,
      [promptFlagKeys.needsCheck]: 'true',
      [promptFlagKeys.promptFor]: 'member',
    };
    expect(isMarked(openPage({ kept }))).toBe(true);
    expect(isMarked(openPage({ kept, isOffline: true }))).toBe(false);
    expect(isMarked(openPage({ kept: { ...kept, [promptFlagKeys.shown]: 'true' } }))).toBe(false);
  });

  it('fetches nothing ahead where the browser asks to save data', async () => {
    openPage({ savesData: true });
    // The idle moment's fallback in a browser without one is 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(RecordingWorker.made).toEqual([]);
  });
});

/** The fetch-ahead worker in a context of its own, its fetches answered when the test says. */
function startFetchAhead(files: string[]) {
  const fetches: { url: string; answer: () => void }[] = [];
  let isClosed = false;
  const scope: { onmessage?: (event: { data: unknown }) => void } = {};
  runInNewContext(
    fetchAheadWorker,
    Object.assign(scope, {
      location: { hash: `#${encodeURIComponent(files.join(' '))}` },
      fetch: (url: string) =>
        new Promise((resolve) => {
          fetches.push({ url, answer: () => resolve({ arrayBuffer: () => Promise.resolve() }) });
        }),
      close: () => {
        isClosed = true;
      },
    }),
  );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { fetches, scope, settled, isClosed: () => isClosed };
}

describe('the fetch-ahead worker', () => {
  const files = ['/a.css', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'];

  it('fetches three files at a time, in order, and ends after the last', async () => {
    const worker = startFetchAhead(files);
    expect(worker.fetches.map((fetch) => fetch.url)).toEqual(['/a.css', '/b.js', '/c.js']);
    worker.fetches[0]?.answer();
    await worker.settled();
    expect(worker.fetches.map((fetch) => fetch.url)).toEqual(['/a.css', '/b.js', '/c.js', '/d.js']);
    for (let answered = 1; answered < files.length; answered += 1) {
      worker.fetches[answered]?.answer();
      await worker.settled();
    }
    expect(worker.fetches).toHaveLength(files.length);
    expect(worker.isClosed()).toBe(true);
  });

  it('told to stop, starts no more and ends once those it is fetching have come', async () => {
    const worker = startFetchAhead(files);
    worker.scope.onmessage?.({ data: 'stop' });
    expect(worker.isClosed()).toBe(false);
    for (const fetch of [...worker.fetches]) fetch.answer();
    await worker.settled();
    expect(worker.fetches).toHaveLength(3);
    expect(worker.isClosed()).toBe(true);
  });
});
