import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { AuthContext, loadingAuthState } from '#src/lib/auth/use-auth.tsx';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { RouteTableProvider } from '#src/app/route-table-context.tsx';
import { ShellOnlyContext } from '#src/app/shell/shell-only.ts';
import { keptPages, protectedPages } from '#src/app/route-pages.tsx';
import { routes } from '#src/app/routes.tsx';
import { cssVariablesResolver, theme } from '#src/app/theme.ts';
import type { AuthSession } from '#src/lib/auth/auth-session.ts';
import { AuthSessionProvider } from '#src/lib/auth/auth-session-context.tsx';
import { da } from '#src/lib/i18n/da.ts';
import { en } from '#src/lib/i18n/en.ts';
import type { Language } from '#src/lib/i18n/i18n.ts';
import { loadNamespacesIn } from '#src/lib/i18n/namespace.ts';
import { addTexts, setTranslatorLanguage, t } from '#src/lib/i18n/translator.ts';
import type { PublicConfig } from '#src/lib/public-config.ts';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';

/**
 * Renders pages of the app to HTML at build time (issue 19), with the app's own components, so a
 * page paints from the HTML the server sends before any script runs; the app then hydrates it.
 * Nothing here reaches a server: queries stay pending (their pages show what they show while
 * loading) and who is signed in is not known yet, exactly as in the app's first render.
 */

export interface PrerenderOptions {
  /** The app path, e.g. `/membership-list`. */
  path: string;
  language: Language;
  /**
   * `page` renders the page as the app's first render draws it, so the app hydrates it as it is;
   * `shell` only the shell around a page not known yet (no title, a loader where the page goes),
   * which the app replaces.
   */
  as: 'page' | 'shell';
}

// What the page shows before the configuration is read: the production defaults.
const config: PublicConfig = {
  issuer: 'https://localhost/idp',
  clientId: 'portal',
  sessionTimeoutMinutes: 30,
  developmentFlag: '0',
  notificationsEnabled: true,
  sessionStatusUrl: null,
  loadUserInfo: false,
};

function switchLanguage(language: Language): void {
  addTexts('da', 'translation', da);
  addTexts('en', 'translation', en);
  setTranslatorLanguage(language);
}

export async function renderPage({ path, language, as }: PrerenderOptions): Promise<string> {
  switchLanguage(language);
  const handler = createStaticHandler(routes, { basename: '/ui' });
  const context = await handler.query(new Request(`http://localhost/ui${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  // The page's modules may have been loaded for a page in the other language first.
  await loadNamespacesIn(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  // As the app's first render: who is signed in is read from storage right after.
  const html = renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <PublicConfigProvider config={config}>
        {/* Its methods run in effects and handlers, which a prerender never calls. */}
        <AuthSessionProvider session={Object.create(null) as AuthSession}>
          <AuthContext value={loadingAuthState}>
            <QueryClientProvider client={new QueryClient()}>
              <RouteTableProvider routes={routes}>
                <ShellOnlyContext value={as === 'shell'}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </ShellOnlyContext>
              </RouteTableProvider>
            </QueryClientProvider>
          </AuthContext>
        </AuthSessionProvider>
      </PublicConfigProvider>
    </MantineProvider>,
  );
  // Scripts the router writes for hydration (scroll restoration) would break the page's CSP; the
  // app renders afresh, it does not hydrate.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** What a browser without JavaScript shows instead of the app, in the page's language. */
export function needsJavaScript(language: Language): string {
  switchLanguage(language);
  return t('app.needsJavaScript');
}

/** The paths behind the sign-in, as regular expressions on the path under /ui. */
export function protectedPathPatterns(): string[] {
  const patternOf = (route: RouteObject) =>
    route.index
      ? ''
      : (route.path ?? '')
          .split('/')
          .map((segment) =>
            segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/');
  return [
    ...[...protectedPages, ...keptPages].map((route) => `^/${patternOf(route)}/?$`),
    // The dashed screens of SPEC.md section 2 (`dashed-paths.ts`): both are behind the sign-in.
    '^/organizations-[^/]+-details$',
    '^/membership-[^/]+-receipt$',
  ];
}
