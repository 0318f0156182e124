import { redirect, type RouteObject, useLocation } from 'react-router';
import { basename } from '#src/lib/auth/app-path.ts';
import { PageLoader, RequireAuth } from '#src/lib/auth/require-auth.tsx';
import { pageNotFound } from '#src/lib/http-status-error.ts';
import { RequireAuthOrKept } from '#src/lib/offline/require-auth-or-kept.tsx';
import { importWithReload } from './build/chunk-reload.ts';
import { dashedTitle, matchDashedPath } from './dashed-paths.ts';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { Component as MainLayout } from './shell/main-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { authPages, errorPages, keptPages, openPages, protectedPages } from './route-pages.tsx';

/** The app path of a request, as SPEC.md section 8's 404 message shows it. */
function fullPathOf(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(basename)
    ? url.pathname.slice(basename.length)
    : url.pathname;
  return `${path || '/'}${url.search}`;
}

/** `/organizations-{id}-details`, `/membership-{id}-receipt` and the old event paths. */
const dashedRoute: RouteObject = {
  id: 'dashed',
  path: ':slug',
  handle: {
    title: (params) => dashedTitle(params.slug),
    name: (params) => {
      const match = matchDashedPath(params.slug);
      return match?.kind === 'screen' ? match.screen : 'not-found';
    },
  } satisfies RouteHandle,
  loader: ({ params, request }) => {
    const match = matchDashedPath(params.slug);
    if (!match) throw pageNotFound(fullPathOf(request));
    if (match.kind === 'redirect') return redirect(`${match.to}${new URL(request.url).search}`);
    return match;
  },
  element: <RequireAuth />,
  children: [{ index: true, lazy: () => importWithReload(() => import('./dashed-screen.tsx')) }],
};

/** The loader already threw; this only runs if a navigation skipped it. */
function NotFound(): never {
  const location = useLocation();
  throw pageNotFound(`${location.pathname}${location.search}`);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // The shell comes with the entry, not as a page does (SPEC.md section 2 loads pages on
        // demand): every page but the sign-in's draws it, and as its own chunk it was eight files
        // more beside the entry, each a request on a phone's connection (issue 19).
        Component: MainLayout,
        children: [
          { element: <RequireAuth />, children: protectedPages },
          { element: <RequireAuthOrKept />, children: keptPages },
          ...openPages,
          dashedRoute,
        ],
      },
      {
        element: <AuthLayout />,
        children: [...authPages, ...errorPages],
      },
      {
        path: '*',
        loader: ({ request }) => {
          throw pageNotFound(fullPathOf(request));
        },
        Component: NotFound,
      },
    ],
  },
];
