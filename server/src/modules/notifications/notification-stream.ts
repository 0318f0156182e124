import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { DatabaseHandle, Executor } from '#src/db/client.ts';

/**
 * Live notifications (issue 17.3). A new notification sends a NOTIFY naming its receiver, which
 * PostgreSQL delivers when the transaction that made it commits, to every server on the database;
 * each server tells the bells connected to it for that member (server-sent events), and the bell
 * reads its list again. The event carries no content: what a member may read is decided by the
 * list call, as always.
 */

const channel = 'portal_notification';
/** Through proxies that close quiet connections (nginx: 60 s). */
const heartbeatMs = 25_000;
/** A member with more tabs than this gets their oldest stream closed. */
const streamsPerMember = 10;

/** In the transaction that creates a notification for `receiverId`. */
export async function announceNotification(db: Executor, receiverId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${receiverId})`);
}

interface Stream {
  send(event: string): void;
  close(): void;
}

export class NotificationHub {
  readonly #streams = new Map<string, Set<Stream>>();
  #stopListening: (() => Promise<void>) | undefined;

  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.#stopListening = await database.listen(channel, (memberId) => {
      for (const stream of this.#streams.get(memberId) ?? []) stream.send('notification');
    });
  }

  /** Ends every stream (a closing server): the browsers reconnect to another one. */
  async stop(): Promise<void> {
    for (const streams of this.#streams.values()) for (const stream of streams) stream.close();
    this.#streams.clear();
    await this.#stopListening?.();
  }

  get openStreams(): number {
    let count = 0;
    for (const streams of this.#streams.values()) count += streams.size;
    return count;
  }

  /**
   * Serves one member's stream until the browser goes, the token runs out (the browser comes
   * back with a fresh one: a stream never outlives the sign-in it was opened with) or the server
   * closes.
   */
  serve(request: FastifyRequest, reply: FastifyReply, memberId: string, until: number): void {
    const streams = this.#streams.get(memberId) ?? new Set<Stream>();
    this.#streams.set(memberId, streams);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      // nginx passes each event on at once instead of buffering the response.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
    let isOpen = true;
    const stream: Stream = {
      send: (event) => {
        if (isOpen) raw.write(`event: ${event}\ndata: {}\n\n`);
      },
      close: () => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        streams.delete(stream);
        if (streams.size === 0) this.#streams.delete(memberId);
        raw.end();
      },
    };
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    const expiry = setTimeout(() => stream.close(), Math.max(until - Date.now(), 0));
    heartbeat.unref();
    expiry.unref();
    if (streams.size >= streamsPerMember) [...streams][0]?.close();
    streams.add(stream);
    request.raw.on('close', () => stream.close());
  }
}

/** When the request's bearer token expires (ms); the auth hook has verified it already. */
export function tokenExpiry(request: FastifyRequest): number {
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  try {
    const { exp } = decodeJwt(token);
    if (exp !== undefined) return exp * 1000;
  } catch {
    // A token the hook accepted is a JWT; should one not say, the stream lives five minutes.
  }
  return Date.now() + 5 * 60_000;
}
