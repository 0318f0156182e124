import { detectPageLanguage } from '@portal/contracts/page-language';
import { currentAppPath } from '#src/lib/auth/app-path.ts';
import { userManagerSettings } from '#src/lib/auth/oidc-settings.ts';
import { safeReturnTo, type SigninState } from '#src/lib/auth/return-to.ts';
import { PortalUserManager } from '#src/lib/auth/user-manager.ts';
import { loadPublicConfig } from '#src/lib/public-config.ts';

/**
 * What a signed-out visitor of a page behind the sign-in loads instead of the app (issue 19): the
 * page's first script saw no session in this tab and chose this. It starts the same sign-in as the
 * app's guard would (the app finishes it on /login-success and returns to this address), with the
 * OIDC client alone. Should it fail, the app is loaded after all, to say what went wrong.
 */

// A module script has no `document.currentScript`: the boot script marks this one.
const script = document.querySelector('script[data-app-entry]');

function loadTheApp(): void {
  document.documentElement.removeAttribute('data-signing-in');
  const entry = script?.getAttribute('data-app-entry');
  if (!entry) return;
  const app = document.createElement('script');
  app.type = 'module';
  app.src = entry;
  document.head.appendChild(app);
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem('portal.language');
  } catch {
    return null;
  }
}

async function start(): Promise<void> {
  const config = await loadPublicConfig();
  // The portal's client: a Log out made offline ends the provider's session before this sign-in.
  const manager = new PortalUserManager(userManagerSettings(config));
  const state: SigninState = { returnTo: safeReturnTo(currentAppPath()) };
  await manager.signinRedirect({
    state,
    ui_locales: detectPageLanguage(storedLanguage(), navigator.languages),
    // This page only leads to the sign-in: Back from the provider's page passes it.
    redirectMethod: 'replace',
  });
}

start().catch((error: unknown) => {
  console.warn('Starting the sign-in failed; loading the app.', error);
  loadTheApp();
});
