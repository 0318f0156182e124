import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  importWhenOnline,
  importWithReload,
  isChunkLoadError,
  listenForPreloadErrors,
  shouldReloadAfterChunkError,
} from './chunk-reload.ts';

describe('shouldReloadAfterChunkError', () => {
  it('reloads once per path within 10 seconds', () => {
    expect(shouldReloadAfterChunkError(undefined, 50_000)).toBe(true);
    expect(shouldReloadAfterChunkError(45_000, 50_000)).toBe(false);
    expect(shouldReloadAfterChunkError(40_000, 50_000)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ wording', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /ui/assets/a.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /ui/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

describe('importWithReload', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('passes other errors through', async () => {
    await expect(importWithReload(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('reloads once, then lets a second failure through', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/ui/x',
      reload,
    } as unknown as Location);
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

    const first = importWithReload(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    void first;
    await expect(importWithReload(failing)).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a failure Vite reports as a preload error', () => {
  const reload = vi.fn();
  let stopListening = () => {};
  beforeEach(() => {
    reload.mockClear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/ui/edit-profile',
      reload,
    } as unknown as Location);
    stopListening = listenForPreloadErrors();
  });
  afterEach(() => {
    stopListening();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  /** Dispatched as Vite's preload helper does; true when a listener took it over. */
  function reportPreloadError(payload: Error): boolean {
    const event = new Event('vite:preloadError', { cancelable: true }) as VitePreloadErrorEvent;
    event.payload = payload;
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('reloads the page when a chunk could not load', () => {
    const missing = new Error('Unable to preload CSS for /ui/assets/a.css');
    expect(reportPreloadError(missing)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  // Vite wraps `import(...).then(...)` whole: the registration a browser refuses (some private
  // windows, site data blocked) is reported as a preload error. Reloading lost what was typed.
  it('leaves any other failure to its caller, without reloading', () => {
    const refused = new DOMException('The operation is insecure.', 'SecurityError');
    expect(reportPreloadError(refused)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('without a network', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('never reloads: the page that works offline stays, and the route gets a page saying so', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/ui/admin/events/x/check-in',
      reload,
    } as unknown as Location);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const page = await importWithReload(() =>
      Promise.reject(new TypeError('Importing a module script failed.')),
    );
    expect(page.Component.name).toBe('PageWhenOnline');
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads a part that can wait again once the network is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('loaded');
    const loading = importWhenOnline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    // The failure handled (the part now waits for the network) before the network comes back.
    await new Promise((resolve) => setTimeout(resolve, 0));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a part at once for any other error, or while online', async () => {
    await expect(importWhenOnline(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(
      importWhenOnline(() => Promise.reject(new TypeError('Importing a module script failed.'))),
    ).rejects.toThrow('module script failed');
  });
});
