import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from './app-update.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a new version of the app', () => {
  it('is offered, and only the member’s Reload lets the waiting worker take over', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    const events = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: events, configurable: true });
    const postMessage = vi.fn();
    const worker = { postMessage } as unknown as ServiceWorker;
    const listener = vi.fn();
    const unsubscribe = appUpdate.subscribe(listener);

    appUpdate.offer(worker);
    expect(appUpdate.isWaiting()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    // Offered, not switched: nothing happens until the member asks.
    expect(postMessage).not.toHaveBeenCalled();

    appUpdate.apply();
    expect(postMessage).toHaveBeenCalledWith('skip-waiting');
    expect(reload).not.toHaveBeenCalled();
    // The new worker controls the page: then it loads the new build.
    events.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
