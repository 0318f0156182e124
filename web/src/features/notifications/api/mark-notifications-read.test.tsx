import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { queryClient } from '#src/lib/libraries/query-client.ts';
import { useMarkNotificationsRead } from './mark-notifications-read.ts';

const id = '7a1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('useMarkNotificationsRead', () => {
  it('marks a notification seen without a network read once the network is back', async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ updated: 1, readDate: '2026-11-30T10:00:00.000Z' });
    // The app's own client, whose changes otherwise go out only when asked.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkNotificationsRead(), { wrapper });
    act(() => {
      onlineManager.setOnline(false);
      result.current.mutate({ id });
    });
    await waitFor(() => expect(result.current.isPaused).toBe(true));
    expect(put).not.toHaveBeenCalled();

    act(() => {
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(put).toHaveBeenCalledOnce();
    expect(put.mock.calls[0]?.[1]).toMatchObject({ body: { id, read: true } });
  });
});
