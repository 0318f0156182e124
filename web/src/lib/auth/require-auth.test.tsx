import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpStatusError } from '../http-status-error.ts';
import { initI18n } from '../i18n/i18n.ts';
import { AuthSessionProvider } from './auth-session-context.tsx';
import type { AuthSession } from './auth-session.ts';
import { RequireAuth } from './require-auth.tsx';

const base64url = (value: string) =>
  btoa(value).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const accessToken = (roles: string[]) =>
  `${base64url('{}')}.${base64url(JSON.stringify({ realm_access: { roles } }))}.sig`;

function ShowError() {
  const error = useRouteError();
  return <p>status {error instanceof HttpStatusError ? error.status : 'unknown'}</p>;
}

function renderGuarded(
  auth: Partial<AuthContextProps>,
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
  const wrap = (children: ReactNode) => (
    <MantineProvider env="test">
      <AuthSessionProvider session={session}>
        <AuthContext
          value={{ isLoading: false, isAuthenticated: false, ...auth } as AuthContextProps}
        >
          {children}
        </AuthContext>
      </AuthSessionProvider>
    </MantineProvider>
  );
  return render(wrap(<RouterProvider router={router} />));
}

const signedIn = (roles: string[]) => ({
  isAuthenticated: true,
  user: { access_token: accessToken(roles), profile: {} } as unknown as User,
});

beforeAll(async () => {
  await initI18n();
});

describe('RequireAuth', () => {
  it('sends a signed-out user to sign in, remembering the address', async () => {
    const startLogin = vi.fn(() => Promise.resolve());
    renderGuarded({}, { startLogin } as unknown as AuthSession);
    await vi.waitFor(() =>
      expect(startLogin).toHaveBeenCalledWith({ returnTo: '/memberships?x=1' }),
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

  it.each(['org:ROWING|role:USER', 'org:ROWING|role:admin', 'org:ALL|role:SUPER_ADMIN'])(
    'lets %s through',
    async (role) => {
      renderGuarded(signedIn([role]));
      expect(await screen.findByText('members only')).toBeInTheDocument();
    },
  );

  it('answers 403 to a signed-in user without a role', async () => {
    // React Router reports the caught render error on the console; here it is the expected outcome.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded(signedIn(['offline_access']));
    expect(await screen.findByText('status 403')).toBeInTheDocument();
  });

  it('follows the roles a route declares', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuarded(signedIn(['org:ROWING|role:ADMIN']), undefined, '/admin');
    expect(await screen.findByText('admins only')).toBeInTheDocument();
    renderGuarded(signedIn(['org:ROWING|role:USER']), undefined, '/admin');
    expect(await screen.findByText('status 403')).toBeInTheDocument();
  });
});
