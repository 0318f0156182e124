import { type QueryExecuteOptions, QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
import { provideLibraries, LibraryProvider } from '#src/lib/libraries/provider.tsx';
import type { AuthSession } from '#src/lib/auth/auth-session.ts';
import { AuthSessionProvider } from '#src/lib/auth/auth-session-context.tsx';
import { type Language, loadTranslation } from '#src/lib/i18n/i18n.ts';
import { loadNamespacesIn } from '#src/lib/i18n/namespace.ts';
import { setTranslatorLanguage, t } from '#src/lib/i18n/translator.ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { defaultPublicConfig, parsePublicConfig } from '#src/lib/public-config.ts';
import { setApiClientHooks } from '#src/lib/api-client.ts';
import type { PageQuery } from '@portal/contracts/rendered-page';
import { setCrumbLabel } from '#src/lib/ui/crumb-labels.ts';
import { publicEventQueryOptions } from '#src/features/events/api/get-public-event.ts';
import { membershipOffersQueryOptions } from '#src/features/memberships/api/get-membership-offers.ts';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';

/**
 * Renders pages of the app to HTML with the app's own components (issue 19), so a page paints from
 * the HTML the server sends before any script runs; the app then hydrates it. At build time
 * nothing reaches a server: queries stay pending (their pages show what they show while loading).
 * The public pages of `pagesWithData` are rendered again by the server, per request, with their
 * data. Who is signed in is never known here, exactly as in the app's first render.
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

export async function renderPage({ path, language, as }: PrerenderOptions): Promise<string> {
  return renderApp({
    path,
    language,
    as,
    config: defaultPublicConfig,
    queryClient: new QueryClient(),
  });
}

/**
 * The public pages the server renders with their data (issue 19), and what each asks for: the
 * HTML holds what a visitor came to read before any script runs. `crumbs` names addresses the
 * breadcrumbs would otherwise show as ids, as the page does once loaded.
 */
const pagesWithData: {
  path: RegExp;
  queries: (match: RegExpExecArray) => QueryExecuteOptions[];
  crumbs?: (match: RegExpExecArray, queryClient: QueryClient) => [string, string][];
}[] = [
  {
    path: /^\/membership-list$/,
    queries: () => [membershipOffersQueryOptions() as QueryExecuteOptions],
  },
  {
    path: /^\/([^/]+)\/events\/([^/]+)\/register$/,
    queries: ([, , id = '']) => [publicEventQueryOptions(id) as QueryExecuteOptions],
    crumbs: ([, orgKey = '', id = ''], queryClient) => {
      const event = queryClient.getQueryData(publicEventQueryOptions(id).queryKey);
      return event ? [[`/${orgKey}/events/${id}`, event.title]] : [];
    },
  },
];

/** What a page rendered with its data shows: the configuration and its queries' answers. */
export interface PageData {
  config: PublicConfig;
  queries: PageQuery[];
  crumbs: [string, string][];
}

/**
 * Asks for what a public page shows, on the server: `fetch` answers the page's calls in the
 * server's own process, and no call carries a token; `config` is the server's public
 * configuration, as the app would read it. Throws when a call fails: the server then sends the
 * page prerendered without data.
 */
export async function loadPageData({
  path,
  fetch,
  config,
}: {
  path: string;
  fetch: typeof globalThis.fetch;
  config: unknown;
}): Promise<PageData> {
  const page = pagesWithData.find((candidate) => candidate.path.test(path));
  const match = page?.path.exec(path);
  if (!page || !match) throw new Error(`${path} is not rendered with its data`);
  setApiClientHooks({ getAccessToken: () => undefined, fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(page.queries(match).map((options) => queryClient.query(options)));
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey, state }) => ({ queryKey, data: state.data }));
  return {
    config: parsePublicConfig(config),
    queries,
    crumbs: page.crumbs?.(match, queryClient) ?? [],
  };
}

/** Renders a public page with its data, as the app's first render draws it with that data. */
export function renderPageWithData({
  path,
  language,
  data,
}: {
  path: string;
  language: Language;
  data: PageData;
}): Promise<string> {
  const queryClient = new QueryClient();
  for (const { queryKey, data: answer } of data.queries) {
    queryClient.setQueryData(queryKey, answer);
  }
  for (const [address, label] of data.crumbs) setCrumbLabel(address, label);
  return renderApp({ path, language, as: 'page', config: data.config, queryClient });
}

async function renderApp({
  path,
  language,
  as,
  config,
  queryClient,
}: PrerenderOptions & { config: PublicConfig; queryClient: QueryClient }): Promise<string> {
  const handler = createStaticHandler(routes, { basename: '/ui' });
  const context = await handler.query(new Request(`http://localhost/ui${path}`));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  // The page's modules may have been loaded for a page in the other language first. Through the
  // app's own loading, so that the texts are whole (with the server's refusals) wherever this runs.
  const [libraries] = await Promise.all([
    // The app's pages load Mantine and the query cache with them; here both are given at once.
    import('#src/lib/libraries/runtime.ts'),
    loadTranslation(language),
    loadNamespacesIn(language),
  ]);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The translator has one language at a time: set after the last wait, so that pages rendered
  // side by side on the server, in either language, each render in their own.
  setTranslatorLanguage(language);
  provideLibraries(libraries);
  // As the app's first render: who is signed in is read from storage right after. A part loaded
  // apart shows what it shows while loading, as in the app's first render.
  const html = renderToString(
    <LibraryProvider>
      <PublicConfigProvider config={config}>
        {/* Its methods run in effects and handlers, which a prerender never calls. */}
        <AuthSessionProvider session={Object.create(null) as AuthSession}>
          <AuthContext value={loadingAuthState}>
            <QueryClientProvider client={queryClient}>
              <RouteTableProvider routes={routes}>
                <ShellOnlyContext value={as === 'shell'}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </ShellOnlyContext>
              </RouteTableProvider>
            </QueryClientProvider>
          </AuthContext>
        </AuthSessionProvider>
      </PublicConfigProvider>
    </LibraryProvider>,
  );
  // Scripts the router writes for hydration (scroll restoration) would break the page's CSP; the
  // app renders afresh, it does not hydrate.
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** What a browser without JavaScript shows instead of the app, in the page's language. */
export async function needsJavaScript(language: Language): Promise<string> {
  await loadTranslation(language);
  setTranslatorLanguage(language);
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
