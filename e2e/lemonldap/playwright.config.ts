import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, freePort } from '../support/launch.ts';
import type { PortalClient } from './lemonldap-config.ts';

/**
 * The portal signed in to through LemonLDAP::NG, a real OpenID Connect provider nobody here wrote
 * (`npm run test:lemonldap --workspace e2e`, which builds first and skips without the provider).
 * Two portal servers, one per shape of roles: Keycloak's `realm_access.roles` with the profile in
 * the tokens, and a flat `roles` claim with the profile in userinfo alone.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');

// Chosen once in the runner; the workers load this file again and inherit these variables.
process.env.LEMONLDAP_PORT ??= String(await freePort());
process.env.E2E_KEYCLOAK_SHAPE_PORT ??= String(await freePort());
process.env.E2E_FLAT_SHAPE_PORT ??= String(await freePort());
process.env.E2E_LEMONLDAP_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-lemonldap-'));
const dataDir = process.env.E2E_LEMONLDAP_DATA_DIR;
const issuer = `http://127.0.0.1:${process.env.LEMONLDAP_PORT}/`;

export interface Portal extends PortalClient {
  port: string;
  /** The Demo backend's user who signs in: new to the portal. */
  user: { login: string; name: string; email: string; administers: boolean };
}

export const portals: Portal[] = [
  {
    shape: 'keycloak',
    clientId: 'member-portal-web',
    port: process.env.E2E_KEYCLOAK_SHAPE_PORT,
    origin: `http://localhost:${process.env.E2E_KEYCLOAK_SHAPE_PORT}`,
    user: { login: 'dwho', name: 'Doctor Who', email: 'dwho@badwolf.org', administers: true },
  },
  {
    shape: 'flat',
    clientId: 'member-portal-flat',
    port: process.env.E2E_FLAT_SHAPE_PORT,
    origin: `http://localhost:${process.env.E2E_FLAT_SHAPE_PORT}`,
    user: { login: 'rtyler', name: 'Rose Tyler', email: 'rtyler@badwolf.org', administers: false },
  },
];

function portalServer(portal: Portal) {
  return {
    // Built beforehand by the npm script: two servers must not build at once.
    command: 'npm run start --workspace server',
    cwd: repoRoot,
    url: `${portal.origin}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: portal.port,
      PUBLIC_URL: portal.origin,
      DATA_DIR: path.join(dataDir, portal.shape),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The club's events; the people who sign in are not in it.
      SEED_DEMO_DATA: 'true',
      RENEWAL_ROUND_MINUTES: '0',
      MAX_EVENT_LOOP_DELAY_MS: '60000',
      // The trailing slash is LemonLDAP::NG's: the issuer must stay exactly so.
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: portal.clientId,
      OIDC_AUDIENCE: 'member-portal-api',
      ...(portal.shape === 'flat' ? { OIDC_ROLES_CLAIM: 'roles' } : {}),
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/lemonldap',
  globalSetup: './global-setup.ts',
  // The journey waits for a token renewal, which comes 15 s after sign-in (lemonldap-config.ts);
  // the rest is as slow as the machine (as long as the other journeys allow, playwright.config.ts).
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: portals.map((portal) => ({
    name: portal.shape === 'keycloak' ? 'roles in realm_access' : 'flat roles claim',
    use: { baseURL: portal.origin },
    metadata: { portal },
  })),
  webServer: portals.map(portalServer),
});
