import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AuthSession } from '#src/lib/auth/auth-session.ts';
import { AuthSessionProvider } from '#src/lib/auth/auth-session-context.tsx';
import { AuthProvider } from '#src/lib/auth/use-auth.tsx';
import type { PublicConfig } from '@portal/contracts/public-config';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';
import { LibraryProvider } from '#src/lib/libraries/provider.tsx';
import { RouteTableProvider } from './route-table-context.tsx';
import { routes } from './routes.tsx';

export function createAppRouter() {
  // With the trailing slash the home link is /ui/, the address the server and the manifest use.
  return createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
}

interface AppProps {
  config: PublicConfig;
  session: AuthSession;
  router: ReturnType<typeof createAppRouter>;
  /** The page was prerendered as the app first draws it, and is hydrated. */
  hydrating?: boolean;
}

export function App({ config, session, router, hydrating = false }: AppProps) {
  return (
    <LibraryProvider>
      <PublicConfigProvider config={config}>
        <AuthSessionProvider session={session}>
          <AuthProvider session={session} hydrating={hydrating}>
            <RouteTableProvider routes={routes}>
              <RouterProvider router={router} />
            </RouteTableProvider>
          </AuthProvider>
        </AuthSessionProvider>
      </PublicConfigProvider>
    </LibraryProvider>
  );
}
