import { test as base } from '@playwright/test';

/**
 * The journeys' `test`: an uncaught exception in any page fails the journey that caused it, as an
 * unexpected console.error fails a unit test.
 */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(undefined);
      if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
