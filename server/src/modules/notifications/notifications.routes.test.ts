import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/db/schema/index.ts';
import { familySteps } from '#src/modules/family/family-test-steps.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';

// OWASP ASVS 8.2.2: notifications are read, marked and deleted by their receiver only.
let api: MemberApiTest;
let steps: ReturnType<typeof familySteps>;
let mette: Person; // another member

beforeAll(async () => {
  api = await startMemberApiTest();
  steps = familySteps(api);
  ({ mette } = await api.demoPeople());
});
afterAll(async () => api.close());

const base = '/member/api/v1/member/notification';
const list = (person: Person | null, memberId?: string) =>
  api.call(person, { url: `${base}/list${memberId ? `?memberId=${memberId}` : ''}` });
const markRead = (person: Person | null, payload: object) =>
  api.call(person, { method: 'PUT', url: `${base}/read`, payload });
const remove = (person: Person | null, id: string) =>
  api.call(person, { method: 'DELETE', url: `${base}/item/${id}` });

/** A receiver with two family link requests; the first inviter's request is older. */
async function receiverWithRequests() {
  const receiver = await api.newPerson();
  const first = await api.newPerson();
  const second = await api.newPerson();
  await steps.invite(first, receiver.email);
  await steps.invite(second, receiver.email);
  return { receiver, first, second };
}

const rowsOf = (memberId: string) =>
  api.subject.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.receiverId, memberId));

describe('GET member/notification/list (OWASP ASVS 8.2.2)', () => {
  it('gives the receiver their unread notifications, newest first', async () => {
    const { receiver, first, second } = await receiverWithRequests();
    const response = await list(receiver, receiver.memberId);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((n: { senderId: string }) => n.senderId)).toEqual([
      second.memberId,
      first.memberId,
    ]);
    expect((await list(receiver)).json()).toEqual(response.json());
  });

  it('refuses another member and a pending family member (the sender) the receiver’s list', async () => {
    const { receiver, first } = await receiverWithRequests();
    expect((await list(mette, receiver.memberId)).statusCode).toBe(403);
    expect((await list(first, receiver.memberId)).statusCode).toBe(403);
    expect((await list(first)).json()).toEqual([]);
  });

  it('needs a token and a valid id', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const bad = await api.call(mette, { url: `${base}/list?memberId=me` });
    expect(bad.json().errors).toEqual([{ field: 'memberId', message: expect.any(String) }]);
  });
});

describe('PUT member/notification/read (OWASP ASVS 8.2.2)', () => {
  it('marks the receiver’s notifications about one invitee read, at the server’s time', async () => {
    const { receiver } = await receiverWithRequests();
    const started = Date.now();
    const response = await markRead(receiver, {
      receiverId: receiver.memberId,
      inviteeEmail: receiver.email,
      read: true,
      readDate: '2001-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().updated).toBe(2);
    expect(Date.parse(response.json().readDate)).toBeGreaterThanOrEqual(started - 1000);
    const rows = await rowsOf(receiver.memberId);
    expect(rows.every((row) => row.read && (row.readDate?.getTime() ?? 0) >= started - 1000)).toBe(
      true,
    );
    expect((await list(receiver)).json()).toEqual([]);
  });

  it('marks one by id', async () => {
    const { receiver } = await receiverWithRequests();
    const [newest] = (await list(receiver)).json();
    expect((await markRead(receiver, { id: newest.id })).json().updated).toBe(1);
    expect((await list(receiver)).json()).toHaveLength(1);
  });

  it('refuses another member and the sender, and changes nothing', async () => {
    const { receiver, first } = await receiverWithRequests();
    for (const person of [mette, first]) {
      expect((await markRead(person, { receiverId: receiver.memberId })).statusCode).toBe(403);
    }
    // Without a receiver, only the caller's own are marked: the receiver's stay unread.
    const [newest] = (await list(receiver)).json();
    expect((await markRead(first, { id: newest.id })).json().updated).toBe(0);
    expect((await list(receiver)).json()).toHaveLength(2);
  });

  it('refuses read: false and unknown fields, naming them, and changes nothing', async () => {
    const { receiver } = await receiverWithRequests();
    const unread = await markRead(receiver, { read: false });
    expect(unread.json().errors).toEqual([{ field: 'read', message: 'can only be true' }]);
    const extra = await markRead(receiver, { read: true, type: 'X' });
    expect(extra.json().errors).toEqual([{ field: 'type', message: expect.any(String) }]);
    expect((await list(receiver)).json()).toHaveLength(2);
  });

  it('needs a token', async () => {
    expect((await markRead(null, { read: true })).statusCode).toBe(401);
  });
});

describe('DELETE member/notification/item/{id} (OWASP ASVS 8.2.2)', () => {
  it('deletes the receiver’s notification', async () => {
    const { receiver } = await receiverWithRequests();
    const [newest] = (await list(receiver)).json();
    expect((await remove(receiver, newest.id)).statusCode).toBe(204);
    expect(await rowsOf(receiver.memberId)).toHaveLength(1);
    expect((await remove(receiver, newest.id)).statusCode).toBe(404);
  });

  it('is not found for another member or the sender; nothing is deleted', async () => {
    const { receiver, first } = await receiverWithRequests();
    const ids = (await list(receiver)).json().map((n: { id: string }) => n.id);
    for (const person of [mette, first]) {
      for (const id of ids) expect((await remove(person, id)).statusCode).toBe(404);
    }
    expect((await remove(receiver, randomUUID())).statusCode).toBe(404);
    expect(await rowsOf(receiver.memberId)).toHaveLength(2);
  });

  it('needs a token', async () => {
    const { receiver } = await receiverWithRequests();
    const [newest] = (await list(receiver)).json();
    expect((await remove(null, newest.id)).statusCode).toBe(401);
  });
});
