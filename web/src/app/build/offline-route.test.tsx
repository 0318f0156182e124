import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#src/lib/i18n/i18n.ts';
import { forgetKeptData, keepCopy } from '#src/lib/offline/kept-data.ts';
import { withoutNetwork } from '#src/lib/offline/network-test-helpers.ts';
import { importWithReload, type PageModule } from './chunk-reload.ts';

const notKept = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /ui/assets/e.js'));
const eventsPage: PageModule = { Component: () => <p>the events</p> };

function ShowError() {
  const error = useRouteError();
  return <p>failed: {error instanceof Error ? error.message : 'unknown'}</p>;
}

/** The page's route as the app declares it, opened at its address. */
function openPage(load: () => Promise<PageModule>) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <ShowError />,
        children: [
          { path: '/events', lazy: () => importWithReload(load, { drawsWithLibraries: false }) },
          { path: '/tickets', element: <p>the kept tickets</p> },
        ],
      },
    ],
    { initialEntries: ['/events'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
  forgetKeptData();
  sessionStorage.clear();
});

describe('a page not kept on the device, opened without a network', () => {
  it('says so in its place, names the kept pages, and draws the page once the network is back', async () => {
    const network = withoutNetwork();
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockImplementationOnce(notKept)
      .mockResolvedValue(eventsPage);
    keepCopy('tickets', 'dwho', [], new Date());
    openPage(load);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('You are offline');
    expect(screen.getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/tickets');
    expect(load).toHaveBeenCalledOnce();

    await network.backOnline();
    expect(await screen.findByText('the events')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again when asked, and stays while the page still cannot load', async () => {
    withoutNetwork();
    const load = vi.fn(notKept);
    openPage(load);

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs a network');
    await userEvent.click(tryAgain);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');
  });

  it('back online after a new build was deployed, reloads once for that build (SPEC.md section 4)', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      pathname: '/ui/events',
      reload,
    } as unknown as Location);
    const network = withoutNetwork();
    // The old build's file is gone from the server as well: the same failure, online.
    const load = vi.fn(notKept);
    openPage(load);
    await screen.findByRole('alert');

    await network.backOnline();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, a page that fails for another reason reaches the error page', async () => {
    const network = withoutNetwork();
    const load = vi.fn(notKept);
    openPage(load);
    await screen.findByRole('alert');

    load.mockRejectedValue(new Error('the page broke'));
    // React reports what the route's error boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await network.backOnline();
    expect(await screen.findByText('failed: the page broke')).toBeInTheDocument();
  });
});
