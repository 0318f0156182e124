import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { closeBarGroup, showBar } from '#src/lib/notification-bars/bar-store.ts';
import { NotificationBars } from './notification-bars.tsx';

const renderBars = (routeName: string) =>
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <NotificationBars routeName={routeName} />
      </MemoryRouter>
    </MantineProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

afterEach(() => {
  act(() => {
    for (const group of ['address', 'saved', 'other']) closeBarGroup(group);
  });
  vi.useRealTimers();
});

describe('NotificationBars', () => {
  it('shows the bars of the route and not the excluded ones', () => {
    showBar({
      groupId: 'address',
      type: 'error',
      closable: false,
      message: 'Please complete your profile.',
      exclude: ['memberships'],
    });
    showBar({
      groupId: 'other',
      type: 'success',
      closable: true,
      message: 'Only on tickets',
      target: ['tickets'],
    });
    renderBars('memberships');
    expect(screen.queryByText('Please complete your profile.')).toBeNull();
    expect(screen.queryByText('Only on tickets')).toBeNull();
  });

  it('replaces a bar of the same group', () => {
    showBar({ groupId: 'saved', type: 'success', closable: true, message: 'first' });
    showBar({ groupId: 'saved', type: 'success', closable: true, message: 'second' });
    renderBars('dashboard');
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('counts down in seconds and closes itself', async () => {
    vi.useFakeTimers();
    showBar({
      groupId: 'saved',
      type: 'success',
      closable: true,
      message: 'Saved',
      autoCloseTime: 3_000,
    });
    renderBars('dashboard');
    expect(screen.getByText(/Closes in 3 s/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText(/Closes in 2 s/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes on the close button only when closable', () => {
    showBar({ groupId: 'address', type: 'error', closable: false, message: 'Fix it' });
    showBar({ groupId: 'saved', type: 'success', closable: true, message: 'Done' });
    renderBars('dashboard');
    expect(screen.getAllByRole('button', { name: 'Close message' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Done')).toBeNull();
    expect(screen.getByText('Fix it')).toBeInTheDocument();
  });
});
