import { render } from '@testing-library/react';
// React Router's own provider: its DOM build, which the app uses, sees another copy of the
// router's contexts under Vitest.
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstPageScrollPosition, scrollPositionsKey } from './root-layout.tsx';

/** The page as the app first draws it, with React Router's scroll restoration as the app has it. */
function drawPage() {
  const router = createBrowserRouter([
    { path: '/', element: <ScrollRestoration storageKey={scrollPositionsKey} /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const keptPositions = () =>
  JSON.parse(sessionStorage.getItem(scrollPositionsKey) ?? '{}') as Record<string, number>;

describe('the scroll position of the page the app takes over (issue 19)', () => {
  beforeEach(() => {
    // jsdom does not scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is restored by React Router, a change of its state after the first draw, when kept', () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ default: 120 }));
    expect(drawPage().state.restoreScrollPosition).toBe(120);
  });

  it('is forgotten before the app draws, so the router keeps the state it was drawn with', () => {
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ default: 120, other: 40 }));
    forgetFirstPageScrollPosition();
    expect(drawPage().state.restoreScrollPosition).toBeNull();
    expect(keptPositions()).toEqual({ other: 40 });
  });

  it('is found under the key of a history entry React Router made', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/');
    sessionStorage.setItem(scrollPositionsKey, JSON.stringify({ k1: 300, default: 10 }));
    forgetFirstPageScrollPosition();
    expect(keptPositions()).toEqual({ default: 10 });
    expect(drawPage().state.restoreScrollPosition).toBeNull();
  });
});
