import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { AuthContext } from '#src/lib/auth/use-auth.tsx';
import { HttpStatusError } from '#src/lib/http-status-error.ts';
import { initI18n } from '#src/lib/i18n/i18n.ts';
import { AdminFrame } from './admin-frame.tsx';

function ShowError() {
  const error = useRouteError();
  return <p>status {error instanceof HttpStatusError ? error.status : 'unknown'}</p>;
}

/** The console's frame for a signed-in account whose roles the server answers with `roles`. */
function showFrame(roles: Promise<unknown>) {
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    path === '/tools/api/auth/me' ? roles : new Promise(() => undefined),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/admin/organisation',
        errorElement: <ShowError />,
        element: <AdminFrame section="organisation">{() => <p>the organisation</p>}</AdminFrame>,
      },
    ],
    { initialEntries: ['/admin/organisation'] },
  );
  const user = { access_token: 'token', profile: { sub: 'mette' } } as unknown as User;
  render(
    <MantineProvider env="test">
      <AuthContext value={{ isLoading: false, isAuthenticated: true, user }}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthContext>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => vi.restoreAllMocks());

// The route guard draws the console's pages while the roles are on their way (every role may open
// them): the frame waits for them itself, and refuses only once they are known.
describe('AdminFrame', () => {
  it('waits for the roles rather than refusing', () => {
    showFrame(new Promise(() => undefined));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/^status/)).toBeNull();
  });

  it('refuses a member who administers nothing once the roles are known', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showFrame(
      Promise.resolve({
        email: 'member@demo.test',
        emailVerified: true,
        grants: [{ orgKey: 'ROWING', role: 'USER' }],
      }),
    );
    expect(await screen.findByText('status 403')).toBeInTheDocument();
  });
});
