import type { FullConfig } from '@playwright/test';
import type { Portal } from './playwright.config.ts';
import { startLemonLdap } from './provider.ts';

/** LemonLDAP::NG with a client for each portal server, for the whole run. */
export default async function globalSetup(config: FullConfig) {
  const portals = config.projects.map((project) => (project.metadata as { portal: Portal }).portal);
  const provider = await startLemonLdap({
    port: Number(process.env.LEMONLDAP_PORT),
    clients: portals.map(({ clientId, origin, shape }) => ({ clientId, origin, shape })),
  });
  return () => provider.stop();
}
