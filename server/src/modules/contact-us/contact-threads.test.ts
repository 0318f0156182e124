import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactThread, ContactThreadList } from '@portal/contracts/contact-us';
import { queueNames } from '#src/lib/jobs.ts';
import { mailMessageSchema } from '#src/lib/messages/mail.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 14.6: Contact Us as threads the club answers in the portal and the member reads.
let admin: AdminApiTest;
let mette: Person;
let ole: Person;
let writer: Person;
let threadId: string;

const inbox = (orgKey = 'ROWING') => `/org/api/v1/admin/organisations/${orgKey}/messages`;
const own = '/member/api/v1/contact-us/threads';
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

async function orgId(key: string) {
  const [row] = await sql<{ id: string }>('select id from organisations where key = $1', [key]);
  return row?.id ?? '';
}

beforeAll(async () => {
  admin = await startAdminApiTest({ env: { NOTIFICATIONS_ENABLED: 'true' } });
  ({ mette, ole } = admin);
  writer = await admin.api.newPerson({ firstName: 'Sigrid', preferredLanguage: 'da' });
  const sent = await admin.api.call(writer, {
    method: 'POST',
    url: '/member/api/v1/contact-us',
    payload: {
      orgId: await orgId('ROWING'),
      subject: 'Winter training',
      message: 'When does it start?',
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [row] = await sql<{ id: string }>('select id from contact_messages where sender_id = $1', [
    writer.memberId,
  ]);
  threadId = row?.id ?? '';
});
afterAll(async () => admin.api.close());

const reply = (person: Person | null, body: unknown, orgKey = 'ROWING', id = threadId) =>
  admin.api.call(person, {
    method: 'POST',
    url: `${inbox(orgKey)}/${id}/replies`,
    payload: { body },
  });

describe('the Contact Us inbox', () => {
  it('is read and answered by the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: inbox() }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${inbox()}/${threadId}` }),
    );
    await admin.expectOnlyRowingAdministrators((person) => reply(person, 'Access check'), 201);
    // A ROWING thread is not CHESS's, even for a super administrator asking there.
    expect(
      (await admin.api.call(admin.sofie, { url: `${inbox('CHESS')}/${threadId}` })).statusCode,
    ).toBe(404);
    expect((await reply(admin.sofie, 'Wrong club', 'CHESS')).statusCode).toBe(404);
  });

  it('lists threads as open until the club answers, then answered', async () => {
    await sql(`delete from contact_replies where message_id = $1`, [threadId]);
    await sql(`update contact_messages set state = 'open' where id = $1`, [threadId]);
    const open = (
      await admin.api.call(mette, { url: `${inbox()}?state=open` })
    ).json<ContactThreadList>();
    expect(open.threads.find((thread) => thread.id === threadId)).toMatchObject({
      subject: 'Winter training',
      state: 'open',
      count: 1,
      sender: { email: writer.email },
    });

    const answered = await reply(mette, 'Training starts on 3 November.\nSee you there!');
    expect(answered.statusCode).toBe(201);
    expect(answered.json<ContactThread>()).toMatchObject({
      state: 'answered',
      entries: [
        { fromClub: false, body: 'When does it start?' },
        {
          fromClub: true,
          body: 'Training starts on 3 November.\nSee you there!',
          authorName: 'Mette Larsen, Aarhus Roklub',
        },
      ],
    });
    const lists = (
      await admin.api.call(mette, { url: `${inbox()}?state=answered` })
    ).json<ContactThreadList>();
    expect(lists.threads.map((thread) => thread.id)).toContain(threadId);
  });

  it('tells the member under the bell and by mail, in the member’s language, and audits the reply', async () => {
    const [notice] = await sql<{
      type: string;
      title: string;
      message: string;
      data: { threadId: string };
    }>(
      `select type, title, message, data from notifications where receiver_id = $1 and type = 'CONTACT_US_REPLY'`,
      [writer.memberId],
    );
    expect(notice).toMatchObject({ title: 'Svar: Winter training', data: { threadId } });
    const mails = (
      await sql<{ data: unknown }>('select data from pgboss.job where name = $1', [queueNames.mail])
    )
      .map((row) => mailMessageSchema.parse(row.data))
      .filter((mail) => mail.to === writer.email && mail.subject === 'Svar: Winter training')
      .filter((mail) => mail.text.includes('Training starts on 3 November.'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Sigrid');
    const audit = await sql<{ details: { length: number } }>(
      `select details from audit_log where action = 'contact_reply_sent' and details ->> 'threadId' = $1`,
      [threadId],
    );
    expect(audit.at(-1)?.details.length).toBe(
      'Training starts on 3 November.\nSee you there!'.length,
    );
  });

  it('shows the member their thread and lets them answer in it, opening it again', async () => {
    const mine = await admin.api.call(writer, { url: own });
    expect(mine.json()).toEqual([expect.objectContaining({ id: threadId, state: 'answered' })]);
    const thread = await admin.api.call(writer, { url: `${own}/${threadId}` });
    expect(thread.json<ContactThread>().entries).toHaveLength(2);

    const answer = await admin.api.call(writer, {
      method: 'POST',
      url: `${own}/${threadId}/replies`,
      payload: { body: 'Thank you! Can my son come too?' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json<ContactThread>()).toMatchObject({ state: 'open' });
    expect(answer.json<ContactThread>().entries.at(-1)).toMatchObject({ fromClub: false });
    const [told] = await sql<{ title: string }>(
      `select title from notifications n join members m on m.id = n.receiver_id
        where m.email = 'admin@demo.test' and n.title = 'Re: Winter training'`,
    );
    expect(told).toBeDefined();
  });

  it('keeps a thread from everyone but its member', async () => {
    expect((await admin.api.call(ole, { url: `${own}/${threadId}` })).statusCode).toBe(404);
    const foreign = await admin.api.call(ole, {
      method: 'POST',
      url: `${own}/${threadId}/replies`,
      payload: { body: 'Not mine' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await admin.api.call(ole, { url: own })).json()).toEqual([]);
    expect((await admin.api.call(null, { url: own })).statusCode).toBe(401);
    expect((await admin.api.call(null, { url: `${own}/${threadId}` })).statusCode).toBe(401);
  });

  it('refuses an empty, too long or control-character reply by field, and writes nothing', async () => {
    const before = await sql('select id from contact_replies where message_id = $1', [threadId]);
    for (const body of ['   ', 'x'.repeat(4001), 'bad\u0007bell']) {
      const refused = await reply(mette, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field: 'body' }] });
      const answered = await admin.api.call(writer, {
        method: 'POST',
        url: `${own}/${threadId}/replies`,
        payload: { body },
      });
      expect(answered.statusCode).toBe(400);
    }
    expect(
      await sql('select id from contact_replies where message_id = $1', [threadId]),
    ).toHaveLength(before.length);
  });

  it('counts the member’s answers towards the Contact Us limit', async () => {
    const answer = () =>
      admin.api.call(writer, {
        method: 'POST',
        url: `${own}/${threadId}/replies`,
        payload: { body: 'One more thing' },
      });
    // One message and one answer so far: the third in ten minutes is the last one allowed.
    expect((await answer()).statusCode).toBe(201);
    const limited = await answer();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
