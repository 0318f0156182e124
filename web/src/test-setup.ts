import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { forgetCurrentAccounts } from '#src/lib/auth/current-account.ts';
import { loadNamespacesIn } from '#src/lib/i18n/namespace.ts';

// Test files share one page (isolate: false): each starts without what the one before stored.
localStorage.clear();
sessionStorage.clear();

// A test file's screens added their namespaces as the file was loaded. The app waits for their
// texts as it loads a screen (`withTexts`); here they are loaded in both languages before any test.
beforeAll(async () => {
  await Promise.all([loadNamespacesIn('da'), loadNamespacesIn('en')]);
});

// Without Vitest globals Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  forgetCurrentAccounts();
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
