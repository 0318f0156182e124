import type { Notification } from '@portal/contracts/notification';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/members-namespace.ts';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';
import { defaultPublicConfig } from '#src/lib/public-config.ts';
import { NotificationCenter } from './notification-center.tsx';

const news: Notification = {
  id: '7a1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  messageThreadId: null,
  receiverId: '5f0c1a4e-8a7e-4d0b-9a53-4b8f7f2f6a11',
  senderId: null,
  type: 'MEMBERSHIP_RENEW',
  title: 'Boat house closed',
  message: 'Closed on Saturday for repairs.',
  data: {},
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  readDate: null,
};

/** The header's bell and the centre, as the member layout wires them. */
function Bell({ onUnreadChange }: { onUnreadChange: (count: number) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Bell
      </button>
      <NotificationCenter
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        onUnreadChange={onUnreadChange}
        onAnswerFamilyLink={vi.fn()}
      />
    </>
  );
}

/** Draws the bell and returns what it was told of the unread count. */
function drawBell() {
  const onUnreadChange = vi.fn();
  render(
    <MantineProvider env="test">
      <PublicConfigProvider config={defaultPublicConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <Bell onUnreadChange={onUnreadChange} />
          </MemoryRouter>
        </QueryClientProvider>
      </PublicConfigProvider>
    </MantineProvider>,
  );
  return onUnreadChange;
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => changeLanguage('en'));

describe('NotificationCenter', () => {
  it('counts the unread notifications without drawing the panel', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([news]);
    const onUnreadChange = drawBell();
    await waitFor(() => expect(onUnreadChange).toHaveBeenLastCalledWith(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the panel with the unread ones, marks them read and gives focus back on closing', async () => {
    vi.spyOn(api, 'get').mockResolvedValue([news]);
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ updated: 1, readDate: '2026-11-28T10:00:00.000Z' });
    const onUnreadChange = drawBell();
    await waitFor(() => expect(onUnreadChange).toHaveBeenLastCalledWith(1));
    const user = userEvent.setup();
    const bell = screen.getByRole('button', { name: 'Bell' });
    await user.click(bell);

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveTextContent('Boat house closed');
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]?.[1]).toMatchObject({ body: { id: news.id, read: true } });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  });
});
