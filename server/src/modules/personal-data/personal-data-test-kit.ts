import { unzipSync, strFromU8 } from 'fflate';
import { expect } from 'vitest';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import type { AdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

export const archiveUrl = '/member/api/v1/member/personal-data';
export const deletionUrl = '/member/api/v1/member/account/deletion';

/** A member with something in every corner of the portal, for the export and the deletion. */
export interface FullMember {
  person: Person;
  childId: string;
  paymentId: string;
  bookingId: string;
}

export async function sql<T>(admin: AdminApiTest, text: string, values: unknown[] = []) {
  return (await admin.api.subject.database.sql.query(text, values)).rows as T[];
}

/**
 * A new member (English-speaking, so the texts can be read) with a child, an invitation to Ole, a
 * paid Adult membership of ROWING, a free booking of ROWING's open day for themself and the child,
 * a Contact Us message and a calendar feed.
 */
export async function fullMember(admin: AdminApiTest, firstName = 'Karen'): Promise<FullMember> {
  const { api } = admin;
  const person = await api.newPerson({ firstName, lastName: 'Dahl', preferredLanguage: 'en' });
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    api.call(person, { method, url, payload });
  const child = await call('POST', '/member/api/v1/member/participant', {
    firstName: 'Lille',
    lastName: 'Dahl',
    dateOfBirth: '2015-03-02',
  });
  expect(child.statusCode, child.body).toBe(201);
  const invited = await call('POST', '/member/api/v1/family/invitation', {
    email: 'noaddress@demo.test',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [adult] = await sql<{ id: string }>(
    admin,
    `select c.id from membership_configurations c join organisations o on o.id = c.org_id
     where o.key = 'ROWING' and c.name = 'Adult' and c.retired_at is null
       and c.start_date <= current_date and c.end_date >= current_date`,
  );
  const paymentId = await admin.buyMembership(person, 'ROWING', adult?.id ?? '');
  const [openDay] = await sql<{ id: string }>(
    admin,
    `select id from events where title = 'Open day at the boathouse'`,
  );
  const booked = await call('POST', `/event/api/v1/eve/${openDay?.id ?? ''}/booking`, {
    participantIds: [person.memberId, child.json<{ id: string }>().id],
  });
  expect(booked.statusCode, booked.body).toBeLessThan(300);
  const [rowing] = await sql<{ id: string }>(
    admin,
    `select id from organisations where key = 'ROWING'`,
  );
  const wrote = await call('POST', '/member/api/v1/contact-us', {
    orgId: rowing?.id,
    subject: 'Oars for my daughter',
    message: 'Do you lend children’s oars?',
  });
  expect(wrote.statusCode, wrote.body).toBeLessThan(300);
  await sql(admin, `insert into calendar_feeds (member_id, token) values ($1, $2)`, [
    person.memberId,
    `feed-${person.memberId}`,
  ]);
  const [booking] = await sql<{ id: string }>(
    admin,
    'select id from event_entries where booker_id = $1',
    [person.memberId],
  );
  return {
    person,
    childId: child.json<{ id: string }>().id,
    paymentId,
    bookingId: booking?.id ?? '',
  };
}

/** The archive's files by name, JSON parsed (images left as bytes). */
export function readArchive(body: Buffer): Record<string, unknown> & { 'README.txt': string } {
  const files = unzipSync(new Uint8Array(body));
  const read: Record<string, unknown> = {};
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('.json')) read[name] = JSON.parse(strFromU8(bytes));
    else if (name.endsWith('.txt')) read[name] = strFromU8(bytes);
    else read[name] = bytes;
  }
  return read as Record<string, unknown> & { 'README.txt': string };
}
