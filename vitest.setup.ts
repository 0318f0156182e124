import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: it fails the test that caused it.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called: ${JSON.stringify(consoleErrors[0])}`);
  }
});
