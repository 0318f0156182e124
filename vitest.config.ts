import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Without a cache of earlier durations (a fresh checkout, as in CI) Vitest starts the largest
 * files first, and the slowest ones are small: started last, they ran alone at the end. These are
 * started first, in this order.
 */
const slowestFirst = [
  /server\/src\/main\.test\.ts$/,
  /server\/src\/start-up\.test\.ts$/,
  /server\/src\/route-fuzz-[\w-]+\.test\.ts$/,
  /server\/src\/db\/backup\/backup\.test\.ts$/,
];
const slowness = (file: TestSpecification) => {
  const index = slowestFirst.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? slowestFirst.length : index;
};

class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => slowness(a) - slowness(b));
  }
}

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default; its own process is idle while the files run.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: SlowestFirstSequencer },
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
      {
        test: {
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          isolate: false,
        },
      },
    ],
  },
});
