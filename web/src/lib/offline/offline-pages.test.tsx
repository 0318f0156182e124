import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { AuthContext } from '#src/lib/auth/use-auth.tsx';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import { ApiError } from '../api-error.ts';
import { AuthSessionProvider } from '../auth/auth-session-context.tsx';
import type { AuthSession } from '../auth/auth-session.ts';
import { initI18n } from '../i18n/i18n.ts';
import { forgetKeptData, keepCopy, readKeptCopy } from './kept-data.ts';
import { RequireAuthOrKept } from './require-auth-or-kept.tsx';
import { useKeptQuery } from './use-kept-query.ts';

const parseCodes = (value: unknown) => {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new Error('not a list of codes');
  }
  return value;
};

function Codes({ fetchCodes }: { fetchCodes: () => Promise<string[]> }) {
  const codes = useKeptQuery({
    name: 'codes',
    queryKey: ['codes'],
    queryFn: fetchCodes,
    parse: parseCodes,
  });
  if (codes.isPending) return <p>loading</p>;
  if (!codes.data) return <p>nothing</p>;
  return (
    <p>
      codes {codes.data.join(' ')}
      {codes.keptAt ? ` kept ${codes.keptAt.toISOString()}` : ''}
    </p>
  );
}

const user = (sub: string) =>
  ({ access_token: 'token', profile: { sub }, expired: false }) as unknown as User;

function renderPage(options: {
  signedInAs?: string;
  fetchCodes?: () => Promise<string[]>;
  startLogin?: () => Promise<void>;
}) {
  const isServerReached = options.fetchCodes !== undefined;
  const fetchCodes = options.fetchCodes ?? (() => Promise.reject(new TypeError('offline')));
  // The route guard's question for the member's roles (GET auth/me) finds the server or not.
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    isServerReached && path === '/tools/api/auth/me'
      ? Promise.resolve({
          email: 'anna@demo.test',
          emailVerified: true,
          grants: [{ orgKey: 'ROWING', role: 'USER' }],
        })
      : Promise.reject(new ApiError('network', 0, `GET ${path} failed: network error`)),
  );
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuthOrKept />,
        children: [{ path: '/tickets', element: <Codes fetchCodes={fetchCodes} /> }],
      },
    ],
    { initialEntries: ['/tickets'] },
  );
  const auth = options.signedInAs
    ? { isAuthenticated: true, user: user(options.signedInAs) }
    : { isAuthenticated: false };
  const session = { startLogin: options.startLogin ?? (() => Promise.resolve()) };
  return render(
    <MantineProvider env="test">
      <AuthSessionProvider session={session as unknown as AuthSession}>
        <AuthContext value={{ isLoading: false, ...auth }}>
          <QueryClientProvider
            client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
          >
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AuthContext>
      </AuthSessionProvider>
    </MantineProvider>,
  );
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetKeptData();
});

describe('a page kept on the device', () => {
  it('keeps what the server answered for the signed-in member', async () => {
    renderPage({ signedInAs: 'anna', fetchCodes: () => Promise.resolve(['A1', 'A2']) });
    expect(await screen.findByText('codes A1 A2')).toBeInTheDocument();
    expect(readKeptCopy('codes')).toMatchObject({ owner: 'anna', data: ['A1', 'A2'] });
  });

  it('opens without a network and without a session from the kept copy, with its time', async () => {
    keepCopy('codes', 'anna', ['A1'], new Date('2026-06-01T10:00:00Z'));
    offline();
    renderPage({});
    expect(await screen.findByText('codes A1 kept 2026-06-01T10:00:00.000Z')).toBeInTheDocument();
  });

  it('shows the kept copy when the server cannot be reached while signed in', async () => {
    keepCopy('codes', 'anna', ['A1'], new Date('2026-06-01T10:00:00Z'));
    renderPage({ signedInAs: 'anna' });
    expect(await screen.findByText(/^codes A1 kept/)).toBeInTheDocument();
  });

  it('shows no other member’s kept copy to whoever is signed in', async () => {
    keepCopy('codes', 'anna', ['A1'], new Date('2026-06-01T10:00:00Z'));
    renderPage({ signedInAs: 'ole' });
    expect(await screen.findByText('nothing')).toBeInTheDocument();
    expect(screen.queryByText(/A1/)).toBeNull();
  });

  it('after sign-out, without a network, shows nothing personal but says why', async () => {
    keepCopy('codes', 'anna', ['A1'], new Date());
    forgetKeptData();
    offline();
    renderPage({});
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.queryByText(/A1/)).toBeNull();
  });

  it('sends a signed-out visitor with a network to sign in, whatever is kept', async () => {
    keepCopy('codes', 'anna', ['A1'], new Date());
    const startLogin = vi.fn(() => Promise.resolve());
    renderPage({ startLogin });
    await vi.waitFor(() => expect(startLogin).toHaveBeenCalled());
    expect(screen.queryByText(/A1/)).toBeNull();
  });

  it('says so, rather than waiting for ever, when nothing is kept and the query waits for a network', async () => {
    // Gone offline after the page loaded: the query library holds the call until the network is
    // back (paused), as it does for every page.
    onlineManager.setOnline(false);
    try {
      const fetchCodes = vi.fn(() => Promise.resolve(['A1']));
      renderPage({ signedInAs: 'anna', fetchCodes });
      expect(await screen.findByText('nothing')).toBeInTheDocument();
      expect(fetchCodes).not.toHaveBeenCalled();
      // Back online, it asks by itself.
      onlineManager.setOnline(true);
      expect(await screen.findByText('codes A1')).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
