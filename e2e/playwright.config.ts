import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, freePort, journeyLaunchOptions } from './support/launch.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

// Chosen once in the runner; the workers load this file again and inherit these variables.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  outputDir: 'test-results',
  // Whole journeys on a two-core CI machine. On one whose fresh memory is slow (every new browser
  // context and page faults in a hundred megabytes) the journeys took three to four times as long
  // as on the machine they were written on: three minutes leaves room for that; a hang still fails.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    // Recording a trace of every journey costs a quarter of the suite's time on two cores; run a
    // failing journey again with `--trace on` to get one.
    trace: 'off',
  },
  projects: [
    {
      name: 'journeys',
      testMatch: 'journeys/**/*.spec.ts',
      use: { launchOptions: journeyLaunchOptions },
    },
    // Only on request (`npm run screenshots`): refreshes the README's pictures, in the browser
    // members use.
    {
      name: 'screenshots',
      testMatch: 'screenshots.ts',
      use: { launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // The real server with a fresh database, serving the production build of the web app.
    command: 'npm run build && npm run start --workspace server',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // The renewal season would invite the demo members in the middle of the journeys, whose
      // bells must show only what they did; renewals are tested with a clock of their own.
      RENEWAL_ROUND_MINUTES: '0',
      // Two journeys at once on two cores (a hundred scans beside a sign-in) delay the event loop
      // past a real deployment's limit, and the sign-in was shed with 503: not what is tested here.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Journeys check that the public pages come drawn with their data; on a loaded machine the
      // embedded database may hold a page's read past a real deployment's wait for it.
      PAGE_RENDER_TIMEOUT_MS: '30000',
      // Every journey signs in; the per-minute limit of a real deployment would throttle the suite.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
