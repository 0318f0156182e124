import { defineConfig } from 'vitest/config';

/**
 * `npm run test:nginx`: nginx in front of two compiled servers over one PostgreSQL (issue 18.2),
 * apart from `npm test`, which has no time for it; CI runs it after the PostgreSQL suite, with
 * DATABASE_URL set.
 */
export default defineConfig({
  test: {
    name: 'nginx',
    include: ['server/src/**/*.nginx.test.ts'],
    globalSetup: ['./server/src/test/global-setup.ts', './server/src/test/compiled-server.ts'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
