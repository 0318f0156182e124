import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { createSecondTestApp, type TestApp } from '#src/test/app.ts';
import type { EventRow } from './events.repository.ts';
import { eventFixtures } from './events.test-kit.ts';
import {
  announcePlacesFreed,
  forgetSoldOut,
  markRead,
  noteEventRead,
  placesFreedChannel,
  recallSoldOut,
} from './sold-out.ts';

// The memory of sold-out events, and how places freed anywhere end it (issue 18.2).

let api: MemberApiTest;
let database: DatabaseHandle;
let anna: Person;
let ole: Person;

beforeAll(async () => {
  api = await startMemberApiTest();
  database = api.subject.database;
  ({ anna, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

/** What a read of a full event shows, as far as the memory looks at it. */
const fullEvent = (id: string) => ({ id, capacity: 1, placesTaken: 1 }) as EventRow;
const rememberFull = (id: string) =>
  noteEventRead(database.db, fullEvent(id), Date.now(), markRead(database.db));
const isRemembered = (id: string) => recallSoldOut(database.db, id, Date.now()) !== null;

/**
 * Resolves when the server on `on` has heard that places of the event were freed. Its own
 * listener was added first, so by then it has forgotten the event.
 */
async function heard(on: DatabaseHandle, eventId: string): Promise<() => Promise<void>> {
  let hear = () => {};
  const arrived = new Promise<void>((resolve) => (hear = resolve));
  const stop = await on.listen(placesFreedChannel, (payload) => {
    if (payload === eventId) hear();
  });
  return async () => {
    await arrived;
    await stop();
  };
}

describe('the sold-out memory', () => {
  it('forgets an event when a transaction that freed its places commits, not when it rolls back', async () => {
    const [rolledBack, committed] = [randomUUID(), randomUUID()];
    rememberFull(rolledBack);
    rememberFull(committed);
    await database.db
      .transaction(async (tx) => {
        await announcePlacesFreed(tx, rolledBack);
        tx.rollback();
      })
      .catch(() => undefined);
    // Notifications arrive in the order their transactions commit: once the second is heard,
    // the first would have been.
    const committedHeard = await heard(database, committed);
    await database.db.transaction((tx) => announcePlacesFreed(tx, committed));
    await committedHeard();
    expect(isRemembered(committed)).toBe(false);
    expect(isRemembered(rolledBack)).toBe(true);
  });

  it('does not remember a read that began before places were freed', () => {
    const event = randomUUID();
    const mark = markRead(database.db);
    forgetSoldOut(database.db, randomUUID());
    noteEventRead(database.db, fullEvent(event), Date.now(), mark);
    expect(isRemembered(event)).toBe(false);
    rememberFull(event);
    expect(isRemembered(event)).toBe(true);
  });
});

describe.skipIf(inject('databaseTemplate').kind !== 'postgres')(
  'two servers on one PostgreSQL',
  () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await createSecondTestApp(api.subject);
    });
    afterAll(async () => second.close());

    const book = (app: TestApp, person: Person, eventId: string, participantIds: string[]) =>
      app.app.inject({
        method: 'POST',
        url: `/event/api/v1/eve/${eventId}/booking`,
        headers: person.headers,
        payload: { participantIds },
      });

    it('a place freed on one is bookable on the other as soon as the commit is heard', async () => {
      const fixtures = eventFixtures(api);
      const event = await fixtures.createEvent({ capacity: 1 });
      const [child] = await fixtures.addChildren(anna, 1);
      const booked = await book(api.subject, anna, event, [child ?? '']);
      expect(booked.statusCode).toBe(201);
      const { entry } = booked.json<{ entry: { id: string } }>();
      // The second server finds the event full, and remembers it so.
      expect((await book(second, ole, event, [ole.memberId])).json()).toMatchObject({
        detail: 'The event is full.',
      });

      const freedHeard = await heard(second.database, event);
      const cancelled = await api.subject.app.inject({
        method: 'POST',
        url: `/event/api/v1/eve-entry/${entry.id}/cancel`,
        headers: anna.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      await freedHeard();
      // Well within the memory's second: only the notification can have ended it.
      expect((await book(second, ole, event, [ole.memberId])).statusCode).toBe(201);
      expect(await fixtures.placesTaken(event)).toBe(1);
    });
  },
);
