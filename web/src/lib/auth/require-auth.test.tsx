import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../api-client.ts';
import { HttpStatusError } from '../http-status-error.ts';
import { initI18n } from '../i18n/i18n.ts';
import { forgetKeptData, keepCopy } from '../offline/kept-data.ts';
import { withoutNetwork } from '../offline/network-test-helpers.ts';
import { AuthSessionProvider } from './auth-session-context.tsx';
import { forgetCurrentAccounts } from './current-account.ts';
import type { AuthSession } from './auth-session.ts';
import { RequireAuth } from './require-auth.tsx';
import { AuthContext, type AuthState, loadingAuthState } from './use-auth.tsx';

function ShowError() {
  const error = useRouteError();
  return <p>status {error instanceof HttpStatusError ? error.status : 'unknown'}</p>;
}

function renderGuarded(
  auth: Partial<AuthState>,
  session = {} as unknown as AuthSession,
  path = '/memberships?x=1',
) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <ShowError />,
        element: <RequireAuth />,
        children: [
          { path: '/memberships', element: <p>members only</p> },
          { path: '/admin', handle: { roles: ['ADMIN'] }, element: <p>admins only</p> },
        ],
      },
      { path: '/signed-out', element: <p>signed out here</p> },
    ],
    { initialEntries: [path] },
  );
  // The state a prerendered page is drawn and hydrated with is the one object, as in the app.
  const state: AuthState =
    auth === loadingAuthState
      ? loadingAuthState
      : { isLoading: false, isAuthenticated: false, ...auth };
  const wrap = (children: ReactNode) => (
    <MantineProvider env="test">
      <AuthSessionProvider session={session}>
        <AuthContext value={state}>
          <QueryClientProvider
            // As the app's: the API client retries once by itself, the query does not.
            client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            {children}
          </QueryClientProvider>
        </AuthContext>
      </AuthSessionProvider>
    </MantineProvider>
  );
  return render(wrap(<RouterProvider router={router} />));
}

type Grant = { orgKey: string; role: string };

/**
 * Signed in, with the grants the server reads from the token (GET auth/me). The access token
 * itself names a role the server did not grant: the guard must not read it.
 */
function signedIn(grants: Grant[]) {
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    path === '/tools/api/auth/me'
      ? Promise.resolve({ email: 'dwho@badwolf.org', emailVerified: true, grants })
      : Promise.reject(new Error(`unexpected call ${path}`)),
  );
  const token = `e30.${btoa(JSON.stringify({ realm_access: { roles: ['org:ALL|role:ADMIN'] } }))}.x`;
  return {
    isAuthenticated: true,
    user: { access_token: token, profile: { sub: 'dwho' } } as unknown as User,
  };
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetKeptData();
});

describe('RequireAuth', () => {
  it('sends a signed-out user to sign in in the page’s place, remembering the address', async () => {
    const startLogin = vi.fn(() => Promise.resolve());
    renderGuarded({}, { startLogin } as unknown as AuthSession);
    await vi.waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith({ returnTo: '/memberships?x=1', replacesPage: true }),
    );
    expect(screen.queryByText('members only')).toBeNull();
  });

  it('does not sign in again after the session ended elsewhere, but says so', async () => {
    const startLogin = vi.fn(() => Promise.resolve());
    renderGuarded({}, {
      startLogin,
      pageAfterSessionEnded: '/signed-out?returnTo=%2Fmemberships',
    } as unknown as AuthSession);
    expect(await screen.findByText('signed out here')).toBeInTheDocument();
    expect(startLogin).not.toHaveBeenCalled();
  });

  it.each([
    { orgKey: 'ROWING', role: 'USER' },
    { orgKey: 'ROWING', role: 'ADMIN' },
    { orgKey: 'ALL', role: 'SUPER_ADMIN' },
  ])('lets $role of $orgKey through', async (grant) => {
    renderGuarded(signedIn([grant]));
    expect(await screen.findByText('members only')).toBeInTheDocument();
  });

  it('answers 403 to a signed-in user the server gives no role', async () => {
    // React Router reports the caught render error on the console; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded(signedIn([]));
    expect(await screen.findByText('status 403')).toBeInTheDocument();
  });

  it('follows the roles a route declares', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderGuarded(
      signedIn([{ orgKey: 'ROWING', role: 'ADMIN' }]),
      undefined,
      '/admin',
    );
    expect(await screen.findByText('admins only')).toBeInTheDocument();
    vi.restoreAllMocks();
    unmount();
    // The same account with other roles: what the server answered before is not kept.
    forgetCurrentAccounts();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded(signedIn([{ orgKey: 'ROWING', role: 'USER' }]), undefined, '/admin');
    expect(await screen.findByText('status 403')).toBeInTheDocument();
  });

  it('draws a page open to every role while the roles load, and asks again when that fails', async () => {
    const auth = signedIn([]);
    let answer: (value: unknown) => void = () => undefined;
    const get = vi
      .spyOn(api, 'get')
      .mockReturnValueOnce(
        new Promise((_, reject) => {
          answer = () => reject(new ApiError('http', 503, 'unavailable'));
        }),
      )
      .mockResolvedValue({
        email: 'dwho@badwolf.org',
        emailVerified: true,
        grants: [{ orgKey: 'ROWING', role: 'USER' }],
      });
    renderGuarded(auth);
    expect(screen.getByText('members only')).toBeInTheDocument();
    answer(undefined);
    const tryAgain = await screen.findByRole('button', { name: /^(Try again|Prøv igen)$/ });
    expect(screen.queryByText('members only')).toBeNull();
    await userEvent.click(tryAgain);
    expect(await screen.findByText('members only')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('offline, names the pages that open without a network, and draws the page once back', async () => {
    forgetCurrentAccounts();
    const auth = signedIn([]);
    const network = withoutNetwork();
    const get = vi
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError('network', 0, 'GET /tools/api/auth/me failed'))
      .mockResolvedValue({
        email: 'dwho@badwolf.org',
        emailVerified: true,
        grants: [{ orgKey: 'ROWING', role: 'USER' }],
      });
    // My Tickets was opened before: the device keeps it.
    keepCopy('tickets', 'dwho', [], new Date());
    renderGuarded(auth);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You are offline');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/tickets');
    expect(screen.getByRole('link', { name: 'Membership card' })).toHaveAttribute(
      'href',
      '/membership-card',
    );
    expect(screen.queryByText('members only')).toBeNull();
    await network.backOnline();
    expect(await screen.findByText('members only')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('offline without a session, says the page needs a network, and signs in once back', async () => {
    const network = withoutNetwork();
    const startLogin = vi.fn(() => Promise.resolve());
    renderGuarded({}, { startLogin } as unknown as AuthSession);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This page needs a network');
    // Nothing is kept on this device: no page to point to.
    expect(screen.queryByRole('link', { name: 'My Tickets' })).toBeNull();
    expect(startLogin).not.toHaveBeenCalled();
    await network.backOnline();
    await vi.waitFor(() => expect(startLogin).toHaveBeenCalled());
  });

  it('holds a page limited to some roles until the server has named them', async () => {
    const auth = signedIn([{ orgKey: 'ROWING', role: 'ADMIN' }]);
    renderGuarded(auth, undefined, '/admin');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('admins only')).toBeNull();
    expect(await screen.findByText('admins only')).toBeInTheDocument();
  });

  it('draws the page as prerendered while the session is not read yet', () => {
    const get = vi.spyOn(api, 'get');
    renderGuarded(loadingAuthState);
    expect(screen.getByText('members only')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
