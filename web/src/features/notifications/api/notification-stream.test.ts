import { describe, expect, it } from 'vitest';
import { readEvents } from './notification-stream.ts';

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
