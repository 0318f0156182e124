import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendeeList, StaffEvent } from '@portal/contracts/event-administration';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';

// Issue 15.2 (a first part): the organisation's events and who is coming, for its staff.
let admin: AdminApiTest;
let mette: Person;
let sofie: Person;
let eventId: string;

const base = (orgKey = 'ROWING') => `/event/api/v1/admin/organisations/${orgKey}/events`;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];

beforeAll(async () => {
  admin = await startAdminApiTest();
  ({ mette, sofie } = admin);
  const [event] = await sql<{ id: string; org_id: string }>(
    "select e.id, e.org_id from events e join organisations o on o.id = e.org_id where o.key = 'ROWING' order by e.start_date limit 1",
  );
  eventId = event?.id ?? '';
  // A member's booking of two places (hers and a guest's name) paid by card, a guest's free one,
  // and another member's paid in cash at the club (added by hand: no gateway authorisation).
  const [paid] = await sql<{ id: string }>(
    `insert into event_entries (event_id, org_id, booker_id, email, name, quantity, amount, payment_status, authorization_identifier)
     values ($1, $2, $3, 'member@demo.test', 'Anna Jensen', 2, 30000, 'paid', 'card-authorisation') returning id`,
    [eventId, event?.org_id, admin.anna.memberId],
  );
  const [free] = await sql<{ id: string }>(
    `insert into event_entries (event_id, org_id, email, name, quantity, payment_status)
     values ($1, $2, 'guest@example.test', 'Gitte Gæst', 1, 'free') returning id`,
    [eventId, event?.org_id],
  );
  const [cash] = await sql<{ id: string }>(
    `insert into event_entries (event_id, org_id, booker_id, email, name, quantity, amount, payment_status)
     values ($1, $2, $3, 'noaddress@demo.test', 'Ole Olsen', 1, 20000, 'paid') returning id`,
    [eventId, event?.org_id, admin.ole.memberId],
  );
  await sql(
    `insert into tickets (event_entry_id, event_id, code, holder_name, participant_id, status) values
       ($1, $3, 'code-anna', 'Anna Jensen', $4, 'checked_in'),
       ($1, $3, 'code-emil', 'Emil Jensen', null, 'valid'),
       ($2, $3, 'code-gitte', 'Gitte Gæst', null, 'valid'),
       ($5, $3, 'code-ole', 'Ole Olsen', $6, 'valid')`,
    [paid?.id, free?.id, eventId, admin.anna.memberId, cash?.id, admin.ole.memberId],
  );
});
afterAll(async () => admin.api.close());

describe('events for the staff', () => {
  it('are listed and their attendees shown to the organisation’s administrators only', async () => {
    await admin.expectOnlyRowingAdministrators((person) => admin.api.call(person, { url: base() }));
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${eventId}/attendees` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${eventId}/attendees/csv` }),
    );
    // ROWING's event is none of CHESS's, even for a super administrator asking there.
    const viaChess = await admin.api.call(sofie, { url: `${base('CHESS')}/${eventId}/attendees` });
    expect(viaChess.statusCode).toBe(404);
  });

  it('lists the events with their tickets and check-ins', async () => {
    const events = (await admin.api.call(mette, { url: base() })).json<StaffEvent[]>();
    expect(events.find((event) => event.id === eventId)).toMatchObject({
      tickets: 4,
      checkedIn: 1,
    });
  });

  it('shows each ticket with its booker, member or guest, what was paid and how, and searches', async () => {
    const list = (
      await admin.api.call(mette, { url: `${base()}/${eventId}/attendees` })
    ).json<AttendeeList>();
    expect(
      list.attendees.map((attendee) => [
        attendee.holderName,
        attendee.guest,
        attendee.paid,
        attendee.paidBy,
        attendee.status,
      ]),
    ).toEqual([
      ['Anna Jensen', false, 15_000, 'card', 'checked_in'],
      ['Emil Jensen', false, 15_000, 'card', 'valid'],
      ['Gitte Gæst', true, 0, null, 'valid'],
      ['Ole Olsen', false, 20_000, 'cash', 'valid'],
    ]);
    const found = (
      await admin.api.call(mette, { url: `${base()}/${eventId}/attendees?search=gitte` })
    ).json<AttendeeList>();
    expect(found.attendees.map((attendee) => attendee.holderName)).toEqual(['Gitte Gæst']);
  });

  it('exports the list as CSV for the door, in Danish', async () => {
    const csv = await admin.api.call(mette, {
      url: `${base()}/${eventId}/attendees/csv?language=da`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFNavn;Booket af;E-mail;Medlem eller gæst;Betalt;Betalt med;Status;Booket',
    );
    expect(lines[1]).toMatch(
      /^Anna Jensen;Anna Jensen;member@demo.test;Medlem;150,00;Kort;Tjekket ind;\d{4}-/,
    );
    expect(lines[3]).toContain('Gitte Gæst;Gitte Gæst;guest@example.test;Gæst;0,00;;Gyldig');
    expect(lines[4]).toContain(
      'Ole Olsen;Ole Olsen;noaddress@demo.test;Medlem;200,00;Kontant;Gyldig',
    );
  });
});
