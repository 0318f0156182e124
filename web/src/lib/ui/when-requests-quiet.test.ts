import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietAfterMs, quietAtMostAfterMs, whenRequestsQuiet } from './when-requests-quiet.ts';

describe('a chore done once the page asks for nothing', () => {
  /** Tells the page's observer that a request of the page has ended, as the browser does. */
  let requestEnded = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          requestEnded = callback;
        }
        observe() {}
        disconnect() {
          requestEnded = () => {};
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits until no request has ended for a while', () => {
    const chore = vi.fn();
    whenRequestsQuiet(chore);
    vi.advanceTimersByTime(quietAfterMs - 500);
    requestEnded();
    vi.advanceTimersByTime(quietAfterMs - 500);
    expect(chore).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(chore).toHaveBeenCalledTimes(1);
    requestEnded();
    vi.advanceTimersByTime(quietAtMostAfterMs);
    expect(chore).toHaveBeenCalledTimes(1);
  });

  it('is done anyway on a page that keeps asking', () => {
    const chore = vi.fn();
    whenRequestsQuiet(chore);
    for (let passed = 0; passed < quietAtMostAfterMs; passed += 1000) {
      vi.advanceTimersByTime(1000);
      requestEnded();
    }
    expect(chore).toHaveBeenCalledTimes(1);
  });

  it('is not done once called off', () => {
    const chore = vi.fn();
    const cancel = whenRequestsQuiet(chore);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(quietAtMostAfterMs);
    expect(chore).not.toHaveBeenCalled();
  });
});
