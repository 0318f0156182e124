import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setApiClientHooks } from '#src/lib/api-client.ts';
import { useNotifications } from './list-notifications.ts';
import { listWaitMs, readEvents, useLiveNotifications } from './notification-stream.ts';

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
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  /** The bell's two hooks, as the notification centre wires them; returns the list's reads. */
  function drawBell(stream: () => Promise<Response>) {
    setApiClientHooks({ getAccessToken: () => Promise.resolve('the-token') });
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>(stream));
    const listReads = vi.spyOn(api, 'get').mockResolvedValue([]);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { unmount } = renderHook(() => useNotifications(useLiveNotifications(true)), { wrapper });
    return { listReads, unmount };
  }

  /** A stream that stays open; `send` writes to it. */
  function openStream() {
    const encoder = new TextEncoder();
    let send = (_chunk: string) => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (chunk) => controller.enqueue(encoder.encode(chunk));
      },
    });
    return { response: new Response(body, { status: 200 }), send: (chunk: string) => send(chunk) };
  }

  /** A moment in which a second read would start; the bell's updates in it are inside `act`. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it('reads the list once the stream is ready, then once for each new notification', async () => {
    const stream = openStream();
    const { listReads, unmount } = drawBell(() => Promise.resolve(stream.response));

    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await settle();
    expect(listReads).not.toHaveBeenCalled();

    stream.send('retry: 5000\n\nevent: ready\ndata: {}\n\n');
    await waitFor(() => expect(listReads).toHaveBeenCalledOnce());
    await settle();
    expect(listReads).toHaveBeenCalledOnce();

    stream.send('event: notification\ndata: {}\n\n');
    await waitFor(() => expect(listReads).toHaveBeenCalledTimes(2));
    unmount();
  });

  it('reads the list at once when the stream fails', async () => {
    const { listReads, unmount } = drawBell(() =>
      Promise.resolve(new Response('unavailable', { status: 503 })),
    );
    await waitFor(() => expect(listReads).toHaveBeenCalledOnce());
    unmount();
  });

  it('reads the list after a while when the stream never says it is ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { listReads, unmount } = drawBell(() => new Promise<Response>(() => undefined));
    // The clock is moved inside `act`: the bell's state changes as it moves.
    await act(() => vi.advanceTimersByTimeAsync(listWaitMs - 1));
    expect(listReads).not.toHaveBeenCalled();
    // And past the query library's own timers.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(listReads).toHaveBeenCalledOnce();
    unmount();
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
