import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiCallHeaders } from '#src/lib/api-client.ts';
import { notificationsKey } from './list-notifications.ts';

const streamPath = '/member/api/v1/member/notification/stream';

/**
 * Reads a server-sent event stream and calls `onEvent` with each event's name. Over fetch rather
 * than EventSource: the bearer token travels in a header, never in the address.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (name: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const name = /^event: ?(.+)$/m.exec(block)?.[1];
      if (name) onEvent(name.trim());
    }
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The longest the list waits for the stream's `ready` (`useLiveNotifications`): through a proxy that
 * holds the stream's events back, the count still comes.
 */
export const listWaitMs = 5_000;

/**
 * Keeps the bell's list fresh while the member is signed in: the server says when a notification
 * was created for them, and the list is read again. The stream ends when its token does; it is
 * opened again with the current one, a second later (longer after failures, at most a minute).
 * Unmounted at sign-out, it stops; the list's own polling remains the fallback.
 *
 * Returns whether the list may be read. The first time, it waits for the stream's `ready`: read
 * before it, the list missed what came between its reading and the stream's start, so `ready` read
 * it again, and every page a member opened asked for it twice. Where there is no stream to wait
 * for (notifications off, no token, a browser without streams, a failed stream), or after
 * `listWaitMs`, it is read at once.
 */
export function useLiveNotifications(isEnabled: boolean): boolean {
  const queryClient = useQueryClient();
  const canStream = isEnabled && typeof ReadableStream !== 'undefined';
  const [isListReadable, setListReadable] = useState(false);
  useEffect(() => {
    if (!canStream) return;
    const stop = new AbortController();
    const isStopped = () => stop.signal.aborted;
    const readList = () => setListReadable(true);
    const waited = setTimeout(readList, listWaitMs);
    // An inactive list (not yet readable) is only marked stale: it is read once, when it may be.
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });
    void (async () => {
      let delay = 1_000;
      while (!isStopped()) {
        try {
          const headers = await apiCallHeaders();
          if (!headers.authorization) {
            readList();
            return;
          }
          // Low priority: a stream open as long as the page is never waited for, neither by the
          // page's own requests for bandwidth nor by a tool that waits for the page to have loaded.
          const response = await fetch(streamPath, {
            headers: { ...headers, accept: 'text/event-stream' },
            priority: 'low',
            signal: stop.signal,
          });
          if (!response.ok || !response.body) throw new Error(`stream: HTTP ${response.status}`);
          delay = 1_000;
          // `ready` too: what came while the stream was away is read then.
          await readEvents(response.body, (name) => {
            if (name === 'ready') readList();
            if (name === 'ready' || name === 'notification') refresh();
          });
        } catch {
          if (isStopped()) return;
          readList();
          delay = Math.min(delay * 2, 60_000);
        }
        await wait(delay, stop.signal);
      }
    })();
    return () => {
      clearTimeout(waited);
      stop.abort();
    };
  }, [canStream, queryClient]);
  return !canStream || isListReadable;
}
