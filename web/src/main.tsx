import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { registerServiceWorker } from './app/build/app-update.ts';
import { listenForPreloadErrors } from './app/build/chunk-reload.ts';
import { installPrompt } from './app/build/install-prompt.ts';
import { BootFailure } from './app/errors/boot-failure.tsx';
import { setApiClientHooks } from './lib/api-client.ts';
import { getActingMember } from './lib/auth/acting-member.ts';
import { AuthSession } from './lib/auth/auth-session.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { loadPublicConfig, PublicConfigError } from './lib/public-config.ts';

// Both fire before React renders; missing them would lose the install prompt or a reload.
installPrompt.listen();
listenForPreloadErrors();

async function boot(container: HTMLElement) {
  // One fetch before rendering: the OIDC settings and flags come from the server. It runs while
  // the texts load; the failure page below needs the texts, not the configuration.
  const configLoaded = loadPublicConfig();
  configLoaded.catch(() => undefined);
  await initI18n();
  const root = createRoot(container);
  try {
    const config = await configLoaded;
    const session = new AuthSession(config);
    setApiClientHooks({
      getAccessToken: () => session.getAccessToken(),
      onUnauthorized: (error) => session.handleUnauthorized(error),
      getActingMemberId: () => getActingMember()?.id,
    });
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <App config={config} session={session} router={router} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    const status = error instanceof PublicConfigError ? error.status : 500;
    // Whatever the configuration call answered, the portal itself is unavailable.
    root.render(<BootFailure status={status >= 500 ? status : 503} />);
  }
}

const container = document.getElementById('root');
if (container) void boot(container);

// The service worker (issue 19) installs after the page has loaded: its precaching must not
// compete with the first view for a phone's bandwidth.
window.addEventListener(
  'load',
  () => {
    const register = () =>
      void registerServiceWorker().catch((error: unknown) => console.warn(error));
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register);
    else setTimeout(register, 1000);
  },
  { once: true },
);
