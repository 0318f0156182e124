import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { queueNames } from '#src/lib/jobs.ts';
import { mailMessageSchema } from '#src/lib/messages/mail.ts';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { testPublicUrl } from '#src/test/app.ts';

let api: MemberApiTest;
let anna: Person; // member of ROWING
let mette: Person; // ROWING's contact receiver
let sofie: Person; // super administrator, CHESS's contact receiver
const orgIds: Record<string, string> = {};

beforeAll(async () => {
  api = await startMemberApiTest();
  ({ anna, mette, sofie } = await api.demoPeople());
  const rows = await select<{ id: string; key: string }>('select id, key from organisations');
  for (const row of rows) orgIds[row.key] = row.id;
});
afterAll(async () => api.close());

/** Rows of a plain query, in the shape the statement selects. */
async function select<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const { rows } = await api.subject.database.sql.query(text, values);
  return rows as Row[];
}

const send = (person: Person | null, payload: object, headers: Record<string, string> = {}) =>
  api.call(person, { method: 'POST', url: '/member/api/v1/contact-us', payload, headers });

const message = (orgKey = 'ROWING', subject = 'Boat key') => ({
  orgId: orgIds[orgKey],
  subject,
  message: 'Hello,\nwhere do I get a key for the boat house?',
});

async function count(table: 'contact_messages' | 'notifications') {
  const rows = await select<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

async function mailJobs() {
  const rows = await select<{ data: unknown }>(
    'select data from pgboss.job where name = $1 order by created_on',
    [queueNames.mail],
  );
  return rows.map((row) => mailMessageSchema.parse(row.data));
}

/** Moves a member's messages back in time, out of the rate limit's window. */
async function age(person: Person, minutes: number) {
  await api.subject.database.sql.query(
    `update contact_messages set created_at = created_at - make_interval(mins => $2) where sender_id = $1`,
    [person.memberId, minutes],
  );
}

describe('POST /member/api/v1/contact-us', () => {
  it('notifies the organisation’s receiver, messages them on WhatsApp and confirms to the sender', async () => {
    const response = await send(anna, message());
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toEqual({
      notificationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      organisation: { key: 'ROWING', name: 'Aarhus Roklub' },
      confirmationTo: 'member@demo.test',
    });

    // The receiver sees it in the bell, with who wrote.
    const bell = await api.call(mette, { url: '/member/api/v1/member/notification/list' });
    expect(bell.json()).toContainEqual(
      expect.objectContaining({
        id: result.notificationId,
        type: 'CONTACT_US',
        receiverId: mette.memberId,
        senderId: anna.memberId,
        title: 'Boat key',
        message: 'Hello,\nwhere do I get a key for the boat house?',
        data: {
          org: 'ROWING',
          env: new URL(testPublicUrl).host,
          senderName: 'Anna Jensen',
          senderEmail: 'member@demo.test',
          link: '/ui/admin/messages?org=ROWING',
        },
      }),
    );
    // The sender's own bell is not where it goes.
    const own = await api.call(anna, { url: '/member/api/v1/member/notification/list' });
    expect(own.json().map((item: { id: string }) => item.id)).not.toContain(result.notificationId);

    expect(
      (await api.whatsAppJobs()).filter((job) => job.parameters[1] === result.notificationId),
    ).toEqual([
      expect.objectContaining({
        to: '+4520987654',
        templateId: 1,
        parameters: ['ROWING', result.notificationId, new URL(testPublicUrl).host],
      }),
    ]);
    const confirmation = (await mailJobs()).filter((mail) =>
      mail.idempotencyKey.includes(result.notificationId),
    );
    expect(confirmation).toEqual([
      expect.objectContaining({
        to: 'member@demo.test',
        subject: 'Vi har modtaget din besked: Boat key',
        text: expect.stringContaining('Tak for din besked til Aarhus Roklub.'),
      }),
    ]);
    await age(anna, 60);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = [await count('notifications'), await count('contact_messages')];
    const response = await send(anna, { orgId: 'rowing', subject: ' ', message: 'x'.repeat(4001) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['orgId', 'subject', 'message']));

    const unknown = await send(anna, { ...message(), receiverId: sofie.memberId });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toContain('receiverId');

    // A well-formed id that names no organisation.
    const noOrganisation = await send(anna, { ...message(), orgId: anna.memberId });
    expect(noOrganisation.statusCode).toBe(400);
    expect(noOrganisation.json().errors).toEqual([
      { field: 'orgId', message: 'is not an organisation you can write to' },
    ]);
    expect([await count('notifications'), await count('contact_messages')]).toEqual(before);
  });

  it('answers 409 when the organisation has no contact receiver, and writes nothing', async () => {
    await api.subject.database.sql.query(
      "update organisations set contact_receiver_email = null where key = 'SAILING'",
    );
    const before = await count('notifications');
    const response = await send(anna, message('SAILING'));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Sejlklubben Øresund does not receive messages here yet. Please contact the club directly.',
    );
    expect(await count('notifications')).toBe(before);
    const list = await api.call(anna, { url: '/org/api/v1/org/list' });
    const byKey = Object.fromEntries(
      list
        .json()
        .map((org: { key: string; acceptsContactMessages: boolean }) => [
          org.key,
          org.acceptsContactMessages,
        ]),
    );
    expect(byKey).toMatchObject({ ROWING: true, CHESS: true, SAILING: false });
  });

  it('needs a token', async () => {
    expect((await send(null, message())).statusCode).toBe(401);
  });

  it('limits a member to 3 messages in 10 minutes, even sent at once, and says when to retry', async () => {
    const writer = await api.newPerson({ firstName: 'Writer' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => send(writer, message('CHESS', `Question ${index}`))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 429, 429, 429,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().detail).toMatch(
      /^You can send 3 messages in 10 minutes\. Please try again in \d+ minutes\.$/,
    );
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const rows = await select<{ n: number }>(
      'select count(*)::int as n from notifications where sender_id = $1',
      [writer.memberId],
    );
    expect(rows[0]?.n).toBe(3);

    // The receiver deleting the notifications does not lift the limit: the messages are kept.
    await api.subject.database.sql.query('delete from notifications where sender_id = $1', [
      writer.memberId,
    ]);
    expect((await send(writer, message('CHESS'))).statusCode).toBe(429);

    await age(writer, 11);
    expect((await send(writer, message('CHESS'))).statusCode).toBe(201);
  });

  it('sends as the member a super administrator acts as', async () => {
    const response = await send(sofie, message('CHESS', 'Written for Anna'), {
      [actAsMemberHeader]: anna.memberId,
    });
    expect(response.statusCode).toBe(201);
    const [notification] = (await api.notificationsOf(sofie.memberId)).filter(
      (item) => item.title === 'Written for Anna',
    );
    expect(notification).toMatchObject({ senderId: anna.memberId, type: 'CONTACT_US' });
    expect(response.json().confirmationTo).toBe('member@demo.test');
  });
});
