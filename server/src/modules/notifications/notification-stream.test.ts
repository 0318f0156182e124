import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgresDatabase } from '#src/db/client.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { createTestApp, type TestApp } from '#src/test/app.ts';
import { mintAccessToken } from '#src/test/access-token.ts';
import { databaseUrlFor } from '#src/test/global-setup.ts';
import { insertNotification } from './notifications.repository.ts';

// Issue 17.3: the bell hears of a new notification at once, over server-sent events, on every
// server of one database (PostgreSQL LISTEN/NOTIFY; PGlite's own in one process).

const template = inject('databaseTemplate');
let api: MemberApiTest;
let anna: Person;
let mette: Person;
let baseUrl: string;

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ anna, mette } = await api.demoPeople());
  baseUrl = await api.subject.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

/** Opens a member's stream and collects its events as they come. */
async function openStream(url: string, person: Person) {
  const abort = new AbortController();
  const response = await fetch(`${url}/member/api/v1/member/notification/stream`, {
    headers: { ...person.headers, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: string[] = [];
  let ended = false;
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        buffered += decoder.decode(chunk.value, { stream: true });
        const blocks = buffered.split('\n\n');
        buffered = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          if (event) events.push(event);
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      ended = true;
    }
  })();
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 5_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`no ${what} within 5 s: ${events.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  await until(() => events.includes('ready'), 'ready event');
  return {
    response,
    events,
    isEnded: () => ended,
    waitFor: (count: number) =>
      until(() => events.filter((e) => e === 'notification').length >= count, 'notification'),
    close: () => abort.abort(),
  };
}

const notify = (subject: TestApp, receiverId: string, title: string) =>
  subject.database.db.transaction((tx) =>
    insertNotification(tx, {
      receiverId,
      senderId: null,
      type: 'MEMBERSHIP_RENEW',
      title,
      message: 'A test',
      data: {},
    }),
  );

describe('the bell hears of a new notification at once', () => {
  it('streams to its member only, with the token and the right Accept', async () => {
    const stream = await openStream(baseUrl, anna);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await notify(api.subject, mette.memberId, 'For Mette');
    await notify(api.subject, anna.memberId, 'For Anna');
    await stream.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events.filter((e) => e === 'notification')).toHaveLength(1);
    stream.close();

    const anonymous = await fetch(`${baseUrl}/member/api/v1/member/notification/stream`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    const wrongAccept = await fetch(`${baseUrl}/member/api/v1/member/notification/stream`, {
      headers: anna.headers,
    });
    expect(wrongAccept.status).toBe(406);
  });

  it('tells nothing before the transaction that made the notification commits', async () => {
    const stream = await openStream(baseUrl, anna);
    await expect(
      api.subject.database.db.transaction(async (tx) => {
        await insertNotification(tx, {
          receiverId: anna.memberId,
          senderId: null,
          type: 'MEMBERSHIP_RENEW',
          title: 'Rolled back',
          message: '',
          data: {},
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.events).not.toContain('notification');
    stream.close();
  });

  it('ends when its token expires, so a signed-out bell hears nothing more', async () => {
    const token = await mintAccessToken(api.subject.app, anna.email, { expiresIn: '3s' });
    const stream = await openStream(baseUrl, {
      ...anna,
      headers: { authorization: `Bearer ${token}` },
    });
    const deadline = Date.now() + 8_000;
    while (!stream.isEnded() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stream.isEnded()).toBe(true);
    await notify(api.subject, anna.memberId, 'After the token expired');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.events).not.toContain('notification');
  });

  it.skipIf(template.kind !== 'postgres')(
    'reaches a bell connected to another server of the same PostgreSQL',
    async () => {
      const [row] = (await api.subject.database.sql.query('select current_database() as name'))
        .rows as { name: string }[];
      const other = await createTestApp({
        database: await openPostgresDatabase(
          databaseUrlFor(template.kind === 'postgres' ? template.serverUrl : '', row?.name ?? ''),
        ),
      });
      try {
        const otherUrl = await other.app.listen({ port: 0, host: '127.0.0.1' });
        const stream = await openStream(otherUrl, anna);
        await notify(api.subject, anna.memberId, 'Made on the first server');
        await stream.waitFor(1);
        stream.close();
      } finally {
        await other.close();
      }
    },
  );
});
