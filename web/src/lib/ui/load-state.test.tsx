import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { withoutNetwork } from '../offline/network-test-helpers.ts';
import { Loading } from './load-state.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Loading', () => {
  it('says, without a network, that the load waits for it, and stops saying so once it is back', async () => {
    const network = withoutNetwork();
    render(
      <MantineProvider env="test">
        <Loading />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // A status of its own: announced as the network goes.
    expect(
      await screen.findByText('You are offline: this loads once the network is back.'),
    ).toHaveAttribute('role', 'status');

    await network.backOnline();
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
