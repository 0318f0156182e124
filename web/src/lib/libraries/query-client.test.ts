import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { queryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the app’s query client', () => {
  it('sends a change asked for without a network at once, so it fails there, and never later unasked', async () => {
    onlineManager.setOnline(false);
    const send = vi
      .fn<() => Promise<void>>()
      .mockRejectedValue(new ApiError('network', 0, 'PUT /member failed: network error'));
    const observer = new MutationObserver(queryClient, { mutationFn: send });
    const outcome = observer.mutate().catch((error: unknown) => error);

    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(await outcome).toBeInstanceOf(ApiError);
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    expect(send).toHaveBeenCalledOnce();
  });
});
