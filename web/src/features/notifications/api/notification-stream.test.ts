import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClientHooks } from '#src/lib/api-client.ts';
import { readEvents, useLiveNotifications } from './notification-stream.ts';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('reading the notification stream', () => {
  it('names each event once, however the bytes are cut, and skips comments and retry lines', async () => {
    const names: string[] = [];
    await readEvents(
      streamOf(
        'retry: 5000\n\nevent: ready\nda',
        'ta: {}\n\n: ping\n\nevent: notif',
        'ication\ndata: {}\r\n\r\nevent: notification\ndata: {}\n\n',
      ),
      (name) => names.push(name),
    );
    expect(names).toEqual(['ready', 'notification', 'notification']);
  });
});

describe('the live notification stream', () => {
  afterEach(() => {
    setApiClientHooks({ getAccessToken: () => Promise.resolve(undefined) });
    vi.unstubAllGlobals();
  });

  it('is asked for with the token, at low priority: it stays open and is never waited for', async () => {
    setApiClientHooks({ getAccessToken: () => Promise.resolve('the-token') });
    const fetch = vi.fn<typeof globalThis.fetch>(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);

    const { unmount } = renderHook(() => useLiveNotifications(true), { wrapper });

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/member/api/v1/member/notification/stream');
    expect(init).toMatchObject({
      priority: 'low',
      headers: { authorization: 'Bearer the-token', accept: 'text/event-stream' },
    });
    unmount();
  });
});
