import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its own process is idle while the files run.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          // Run by `npm run test:nginx` (vitest.nginx.config.ts).
          exclude: [...configDefaults.exclude, 'server/src/**/*.nginx.test.ts'],
          globalSetup: [
            './server/src/test/global-setup.ts',
            './server/src/test/compiled-server.ts',
          ],
          setupFiles: ['./vitest.setup.ts'],
          // Two test files share the two cores: a hang still fails, a slow machine does not.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/vite-plugins/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./vitest.setup.ts', './web/src/test-setup.ts'],
        },
      },
    ],
  },
});
