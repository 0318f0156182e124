import { test as base } from '@playwright/test';

/**
 * The journeys' `test`: an uncaught exception in any page fails the journey that caused it, as an
 * unexpected console.error fails a unit test. The console's errors are attached to a journey
 * that fails, so an error page's cause is in its report.
 */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && consoleErrors.length > 0) {
        await testInfo.attach('console errors', { body: consoleErrors.join('\n') });
        console.log(`Console errors of the failed journey:\n${consoleErrors.join('\n')}`);
      }
      if (errors.length > 0) throw new Error(`Uncaught errors in the page:\n${errors.join('\n')}`);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
