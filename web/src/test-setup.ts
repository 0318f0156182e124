import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share one page (isolate: false): each starts without what the one before stored.
localStorage.clear();
sessionStorage.clear();

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom has no matchMedia; Mantine reads the colour scheme preference through it.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
