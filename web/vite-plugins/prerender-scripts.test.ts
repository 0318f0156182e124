import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, layoutScript } from './prerender-scripts.ts';

/** A prerendered page's root as the build writes it, with the prompt the shell carries hidden. */
function drawPage(as: 'page' | 'shell', { isPromptDue }: { isPromptDue: boolean }) {
  if (isPromptDue) document.documentElement.setAttribute('data-prompt-due', '');
  // Without the sidebar's mode: that part of the script reads media queries, which jsdom has not.
  document.body.innerHTML = `<div id="root" data-prerendered="${as}" inert><main>
    <div data-membership-prompt="" hidden=""><section>Become a member</section></div>
  </main></div>`;
}

const prompt = () => document.querySelector<HTMLElement>('[data-membership-prompt]');

// The script right after the markup, which runs before the first paint (issue 19), as the page
// runs it: an inline script element.
function runScript() {
  const script = document.createElement('script');
  script.textContent = layoutScript;
  document.body.append(script);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prompt-due');
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

  it('leaves it hidden in the shell the app replaces with its page', () => {
    drawPage('shell', { isPromptDue: true });
    runScript();
    expect(prompt()?.hidden).toBe(true);
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

/** An open page drawn with its data, which loads the app when the visitor acts. */
function runFirstScript() {
  const boot = bootScript({
    base: '/ui/',
    template: `<head><script type="module" crossorigin src="/ui/assets/index-entry.js"></script>
      <link rel="modulepreload" crossorigin href="/ui/assets/libraries.js"><title>x</title></head>`,
    signIn: '/ui/assets/sign-in.js',
    // The test's page is /, here open to all.
    protectedPatterns: ['^/tickets$'],
    texts: { en: ['/ui/assets/texts-en.js'] },
    prompt: ['/ui/assets/prompt.js'],
    fetchAhead: '/ui/assets/fetch-ahead.js',
  });
  document.documentElement.lang = 'en';
  document.head.innerHTML = `<link rel="stylesheet" href="/ui/assets/index.css" data-later-styles disabled>
    <link rel="stylesheet" href="/ui/assets/page.css" data-later-styles disabled>`;
  document.body.innerHTML =
    '<div id="root" data-app="on-intent" data-app-files="/ui/assets/membership-list.js"></div>';
  // Run in the test's globals, where the worker is stubbed: an inline script element would run in
  // jsdom's own window, which the stubs do not reach.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script, as text
  new Function(boot.script)();
}

describe("the first script of a page whose app waits for the visitor's act", () => {
  beforeEach(() => {
    RecordingWorker.made = [];
    vi.stubGlobal('Worker', RecordingWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'connection');
  });

  it('hands the app’s files to a worker once idle, the stylesheets first; an act stops it and asks for each file in a task of its own', async () => {
    runFirstScript();
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

    window.dispatchEvent(new Event('pointerdown'));
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

  it('fetches nothing ahead where the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    runFirstScript();
    // The idle moment's fallback in a browser without one is 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(RecordingWorker.made).toEqual([]);
  });
});
