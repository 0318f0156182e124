import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser without a network, as the app sees it: `navigator.onLine` false from now on (restored
 * with the test's other mocks). `backOnline` brings it back as a browser does, with the `online`
 * event, inside `act` so that what the app draws then has happened when it returns.
 */
export function withoutNetwork() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return {
    async backOnline() {
      onLine.mockReturnValue(true);
      // An async act: the effects and the loads the event starts settle before it returns.
      await act(() => {
        window.dispatchEvent(new Event('online'));
        return Promise.resolve();
      });
    },
  };
}
