import './app/mantine-styles.ts';
// Before any module that makes a schema: zod reads it then.
import './lib/zod-without-eval.ts';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App, createAppRouter } from './app/app.tsx';
import { listenForPreloadErrors } from './app/build/chunk-reload.ts';
import { installPrompt } from './app/build/install-prompt.ts';
import { BootFailure } from './app/errors/boot-failure.tsx';
import { setApiClientHooks } from './lib/api-client.ts';
import { getActingMember, shownMemberEmail } from './lib/auth/acting-member.ts';
import { AuthSession } from './lib/auth/auth-session.ts';
import { askForCurrentAccount } from './lib/auth/current-account.ts';
import { isSigninCallback } from './lib/auth/session-user.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { whenQueryClient } from './lib/libraries/provider.tsx';
import { withTexts } from './lib/i18n/namespace.ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { loadPublicConfig, PublicConfigError } from './lib/public-config.ts';
import { holdIdleUntil, whenIdle } from './lib/ui/use-is-idle.ts';
import { pageDataElementId, type PageData } from '@portal/contracts/rendered-page';
import { setCrumbLabel } from './lib/ui/crumb-labels.ts';
import { appReadyEvent } from './app/build/app-ready.ts';
import { forgetFirstPageScrollPosition } from './app/layouts/root-layout.tsx';
import { laterStylesLoaded } from './app/build/later-styles.ts';
import { loginIdOf, promptFlags } from './features/memberships/lib/prompt-flags.ts';

/** The app has drawn its first page. */
const appReady = new Promise((resolve) =>
  window.addEventListener(appReadyEvent, resolve, { once: true }),
);
// What waits for an idle moment waits for that too: the shell's extras, the OIDC client and the
// service worker come after what the member came to see.
holdIdleUntil(appReady);

// The build has Mantine's components bring their styles (`vite-plugins/mantine-component-styles.ts`);
// the development server serves Mantine prebuilt, past that plugin.
if (import.meta.env.DEV) void import('./lib/ui/mantine-component-styles.css');
// Both fire before React renders; missing them would lose the install prompt or a reload.
installPrompt.listen();
listenForPreloadErrors();
// Back from the identity provider, the OIDC client finishes the sign-in before anything else: it
// loads beside the texts and the configuration, not after them.
if (isSigninCallback(window.location)) void import('./lib/auth/user-manager.ts');

function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The prerendered page is inert until the app has drawn its own in its place: a choice made on the
 * prerendered markup in between (a language picked) would be lost when the app's page is committed.
 */
function TakeOver({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    container.removeAttribute('inert');
    // The page's first script makes again a click it held while the app was loading.
    window.dispatchEvent(new Event(appReadyEvent));
  }, [container]);
  return children;
}

/**
 * A public page the server rendered with its data carries the answers it was drawn from: the app
 * starts from them, so it hydrates the page as it is rather than drawing it loading. The answers go
 * into the query cache, which such a page's modules bring anyway; a page without them (the
 * dashboard) does not wait for the cache, which its first view does without.
 */
function takePageData(): Promise<void> | undefined {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return undefined;
  const { queries, crumbs } = JSON.parse(element.textContent) as PageData;
  for (const [address, label] of crumbs) setCrumbLabel(address, label);
  return whenQueryClient().then((queryClient) => {
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  });
}

/**
 * Every page of a signed-in member waits for the route guard's question (GET auth/me, the roles):
 * asked now, it travels while the page's route modules load, instead of after they have rendered.
 */
function askForOwnAccount(session: AuthSession) {
  const { user } = session.getAuthState();
  const subject = user?.profile.sub;
  if (!user || user.expired || typeof subject !== 'string') return;
  // Its failure is the guard's to show, when it asks the same.
  askForCurrentAccount(subject);
}

/**
 * A member without a membership sees first the prompt to take one (SPEC.md section 4): while the
 * login has its check to make, the check is asked for now, beside the page's modules, instead of
 * once the prompt has been drawn (which loads as soon as the shell is there). What waits for an
 * idle moment waits for its answer. A later page of a session whose check found no membership
 * shows the prompt with the page (its HTML carries it); its check's module is asked for now, asks
 * again once the prompt is on the screen, and holds what waits for an idle moment until the
 * answer too.
 */
function startMembershipCheck(session: AuthSession) {
  const { user } = session.getAuthState();
  if (!user || user.expired) return;
  const email = shownMemberEmail(user.profile.email, getActingMember());
  if (!email) return;
  const loginId = loginIdOf(user.profile);
  const flags = promptFlags();
  if (!flags.isDue(loginId)) return;
  flags.noteLogin(loginId);
  const check = () =>
    Promise.all([import('./features/memberships/lib/membership-check.ts'), whenQueryClient()]).then(
      ([{ membershipCheck }, queryClient]) => membershipCheck(email, loginId, queryClient),
    );
  // Their failures are the prompt's to pass over, when it asks the same (SPEC.md section 8). The
  // prompt's own asking gets the same answer: the member is looked up once, and the parts drawn
  // when idle find them in the query cache.
  holdIdleUntil(
    flags.isPromptKnownFor(email)
      ? Promise.all([
          withTexts(import('./features/memberships/components/membership-prompt.tsx')),
          appReady,
        ]).then(check)
      : check(),
  );
}

/**
 * The session, and the calls every page of a signed-in member waits for, start as soon as the
 * configuration is here: beside the texts, not after them.
 */
function startSession(config: PublicConfig) {
  const session = new AuthSession(config);
  session.start();
  setApiClientHooks({
    getAccessToken: () => session.getAccessToken(),
    onUnauthorized: (error) => session.handleUnauthorized(error),
    getActingMemberId: () => getActingMember()?.id,
  });
  askForOwnAccount(session);
  startMembershipCheck(session);
  return { config, session };
}

async function boot(container: HTMLElement) {
  // One fetch before rendering: the OIDC settings and flags come from the server. It runs while
  // the texts load; the failure page below needs the texts, not the configuration.
  const sessionStarted = loadPublicConfig().then(startSession);
  sessionStarted.catch(() => undefined);
  const styled = laterStylesLoaded();
  await initI18n();
  // After the texts: a route's loader may throw an error page's message in the page's language.
  const router = createAppRouter();
  // A page prerendered as the app first draws it is hydrated: no element is made twice. The shell
  // every other page paints first is replaced once the page is known.
  const isPrerenderedPage = container.dataset.prerendered === 'page';
  if (isPrerenderedPage) forgetFirstPageScrollPosition();
  const pageTaken = isPrerenderedPage ? takePageData() : undefined;
  let root: Root | undefined;
  try {
    const { config, session } = await sessionStarted;
    // The page's prerendered HTML stays until the app can draw the same page: its route modules
    // loaded first, then rendered in a transition, in slices that leave the phone responsive.
    await routerReady(router);
    await pageTaken;
    await styled;
    const app = (
      <StrictMode>
        <TakeOver container={container}>
          <App config={config} session={session} router={router} hydrating={isPrerenderedPage} />
        </TakeOver>
      </StrictMode>
    );
    startTransition(() => {
      if (isPrerenderedPage) {
        root = hydrateRoot(container, app, {
          // A page prerendered in another language than the member chose is drawn afresh.
          onRecoverableError: (error) => console.warn('Prerendered page redrawn:', error),
        });
      } else {
        root = createRoot(container);
        root.render(app);
      }
    });
  } catch (error) {
    console.error(error);
    const status = error instanceof PublicConfigError ? error.status : 500;
    // Whatever the configuration call answered, the portal itself is unavailable.
    await styled;
    root ??= createRoot(container);
    root.render(<BootFailure status={status >= 500 ? status : 503} />);
    container.removeAttribute('inert');
  }
}

/**
 * The prerendered page's first script adds this module, which may then run before the parser has
 * reached the page's markup (its files come from a cache at once): the app waits for the markup.
 */
function whenParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

void whenParsed().then(() => {
  const container = document.getElementById('root');
  if (container) void boot(container);
});

// The service worker (issue 19) installs once the page has loaded, the browser is idle and the
// page then asks for nothing more for a while: its precaching must not compete with the first view
// for a phone's network and cores. An idle moment comes between the first view's parts.
whenIdle(
  () =>
    void import('./app/build/service-worker-registration.ts')
      .then((registration) => registration.registerWhenQuiet())
      .catch((error: unknown) => console.warn(error)),
);
