import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { defaultPublicConfig } from '#src/lib/public-config.ts';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** A page whose code does not load, as the build's loader fails without a network. */
function openPageThatFailsToLoad() {
  const router = createMemoryRouter(
    [
      {
        path: '/my-profile',
        errorElement: <RouteErrorBoundary />,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ],
    { initialEntries: ['/my-profile'] },
  );
  render(
    // The frame's brand reads the configuration.
    <PublicConfigProvider config={defaultPublicConfig}>
      <RouterProvider router={router} />
    </PublicConfigProvider>,
  );
}

describe('a page whose code did not load', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says offline that the page is not kept on the device, not that the portal is down', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPageThatFailsToLoad();
    expect(
      await screen.findByText(
        'You are offline, and this page is not kept on this device. Try again when you have a network.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/down for maintenance/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  it('online, is the server error it is, with its description', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openPageThatFailsToLoad();
    expect(
      await screen.findByText('An unexpected error happened on our side. Try again in a moment.'),
    ).toBeVisible();
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
