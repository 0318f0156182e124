import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import type { EventEntry } from '@portal/contracts/event-entry';
import {
  type MemberApiTest,
  type Person,
  startMemberApiTest,
} from '#src/modules/members/member-test-kit.ts';
import { eventFixtures } from './events.test-kit.ts';
import { SOLD_OUT_MEMORY_MS } from './sold-out.ts';

let api: MemberApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let anna: Person; // member@demo.test, mother of Emil
let mette: Person; // ADMIN of ROWING
let sofie: Person; // super administrator
let ole: Person;

beforeAll(async () => {
  api = await startMemberApiTest();
  fixtures = eventFixtures(api);
  ({ anna, mette, sofie, ole } = await api.demoPeople());
});
afterAll(async () => api.close());

const get = (person: Person | null, url: string, headers: Record<string, string> = {}) =>
  api.call(person, { url: `/event/api/v1${url}`, headers });
const post = (person: Person | null, url: string, payload?: object) =>
  api.call(person, { method: 'POST', url: `/event/api/v1${url}`, payload });
const book = (person: Person, eventId: string, participantIds: string[]) =>
  post(person, `/eve/${eventId}/booking`, { participantIds });

const register = (eventId: string, payload: object, remoteAddress = '10.1.0.1') =>
  api.subject.app.inject({
    method: 'POST',
    url: `/event/api/v1/public/eve/${eventId}/registration`,
    payload,
    remoteAddress,
  });

async function childOf(person: Person): Promise<string> {
  const { rows } = await api.subject.database.sql.query(
    'select id from members where parent_id = $1 order by registration_date limit 1',
    [person.memberId],
  );
  const [row] = rows as { id: string }[];
  if (!row) throw new Error('no child');
  return row.id;
}

describe('the event list', () => {
  it('shows enabled, public events; members-only ones only to members, upcoming first', async () => {
    const titles = async (person: Person) =>
      (await get(person, '/eve/list')).json<{ title: string }[]>().map((event) => event.title);
    const hidden = await fixtures.createEvent({ publicInDays: 3 });
    const disabled = await fixtures.createEvent({ enabled: false });

    const before = await titles(anna);
    expect(before).toContain('Open day at the boathouse');
    expect(before).toContain('Friday blitz tournament');
    expect(before).not.toContain('Members’ regatta on Brabrand Lake');
    expect(before).not.toContain(`Test event ${hidden.slice(0, 8)}`);
    expect(before).not.toContain(`Test event ${disabled.slice(0, 8)}`);
    // Upcoming first: the past autumn row (members only, so not shown yet) and soonest first.
    const upcoming = (await get(anna, '/eve/list')).json<{ startDate: string }[]>();
    expect(upcoming.map((event) => event.startDate)).toEqual(
      [...upcoming.map((event) => event.startDate)].sort(),
    );

    await fixtures.makeMember(anna.memberId);
    const after = (await get(anna, '/eve/list')).json<
      {
        title: string;
        isMember: boolean;
        endDate: string;
      }[]
    >();
    expect(after.map((event) => event.title)).toContain('Members’ regatta on Brabrand Lake');
    const past = after.findIndex((event) => event.title === 'Autumn row to Kalø');
    expect(past).toBe(after.length - 1);

    // Staff of the organisation see an event before its public date (SPEC.md section 6).
    expect(await titles(mette)).toContain(`Test event ${hidden.slice(0, 8)}`);
    expect(await titles(sofie)).toContain(`Test event ${hidden.slice(0, 8)}`);
    // Acting as a member shows the member's view.
    const acting = await get(sofie, '/eve/list', { [actAsMemberHeader]: ole.memberId });
    expect(acting.json().map((event: { title: string }) => event.title)).not.toContain(
      `Test event ${hidden.slice(0, 8)}`,
    );
  });

  it('filters by organisation and answers 400 for a bad id, 401 without a token', async () => {
    const chess = await fixtures.orgId('CHESS');
    const list = (await get(anna, `/eve/list?orgId=${chess}`)).json<{ orgKey: string }[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((event) => event.orgKey))).toEqual(new Set(['CHESS']));
    const bad = await get(anna, '/eve/list?orgId=chess');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('orgId');
    expect((await get(null, '/eve/list')).statusCode).toBe(401);
  });

  it('tells the places left and why an event cannot be booked', async () => {
    const full = await fixtures.createEvent({ capacity: 1 });
    const child = await childOf(anna);
    expect((await book(anna, full, [child])).statusCode).toBe(201);
    const detail = (await get(ole, `/eve/${full}`)).json();
    expect(detail).toMatchObject({ placesLeft: 0, bookingClosedReason: 'full' });
    const past = await fixtures.eventId('Autumn row to Kalø');
    expect((await get(anna, `/eve/${past}`)).json().bookingClosedReason).toBe('past');
    // A members-only event is not there for someone who is not a member.
    expect((await get(ole, `/eve/${past}`)).statusCode).toBe(404);
  });
});

describe('booking', () => {
  it('books the member and her child, one ticket each, and mails the confirmation', async () => {
    const event = await fixtures.createEvent({ capacity: 10 });
    const child = await childOf(anna);
    const response = await book(anna, event, [anna.memberId, child]);
    expect(response.statusCode).toBe(201);
    const { entry, paymentWindowLink } = response.json<{
      entry: EventEntry;
      paymentWindowLink: null;
    }>();
    expect(paymentWindowLink).toBeNull();
    expect(entry).toMatchObject({
      eveId: event,
      quantity: 2,
      amount: 0,
      paymentStatus: 'free',
      email: 'member@demo.test',
    });
    expect(entry.tickets.map((ticket) => ticket.holderName).sort()).toEqual([
      'Anna Jensen',
      'Emil Jensen',
    ]);
    const codes = entry.tickets.map((ticket) => ticket.code);
    expect(new Set(codes).size).toBe(2);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await fixtures.placesTaken(event)).toBe(2);

    const { rows } = await api.subject.database.sql.query(
      "select data from pgboss.job where name = 'mail.send' and data->>'idempotencyKey' = $1",
      [`event-entry-${entry.id}-confirmation`],
    );
    const [mail] = rows as { data: { to: string; text: string } }[];
    expect(mail?.data.to).toBe('member@demo.test');
    for (const code of codes) expect(mail?.data.text).toContain(code);

    // EVENT_REGISTRATION under the bell of the booker and of the child she booked (issue 17.3).
    const registrations = async (memberId: string) =>
      (await api.notificationsOf(memberId)).filter(
        (notice) => notice.data.news === 'booked' && notice.data.entryId === entry.id,
      );
    const [forAnna] = await registrations(anna.memberId);
    expect(forAnna).toMatchObject({
      title: 'Du er tilmeldt',
      data: { link: `/ui/ROWING/events/${event}/tickets/${entry.id}` },
    });
    expect(forAnna?.message).toContain('2 billetter');
    const [forEmil, ...more] = await registrations(child);
    expect(more).toEqual([]);
    expect(forEmil?.message).toMatch(/^Anna Jensen har tilmeldt dig /);

    // Under My Tickets and in the entry list of SPEC.md section 7, both variants.
    const mine = (await get(anna, '/tickets')).json<EventEntry[]>();
    expect(mine.map((item) => item.id)).toContain(entry.id);
    const byEmail = await get(anna, `/eve-entry/list?email=member@demo.test`);
    expect(byEmail.json().map((item: EventEntry) => item.id)).toContain(entry.id);
    const narrowed = await get(
      anna,
      `/eve-entry/list?email=member@demo.test&paymentStatus=paid&eveId=${event}&orgId=${entry.orgId}`,
    );
    expect(narrowed.json()).toEqual([]);
    expect((await get(anna, `/eve-entry/list?email=admin@demo.test`)).statusCode).toBe(403);
    expect((await get(anna, `/eve-entry/${entry.id}`)).json().tickets).toHaveLength(2);
    expect((await get(ole, `/eve-entry/${entry.id}`)).statusCode).toBe(404);

    // Booking her again is refused: one live ticket per participant and event.
    const again = await book(anna, event, [anna.memberId]);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Anna Jensen already has a ticket for this event.');
  });

  it('refuses a past, closed, full, members-only or foreign booking, and books nothing', async () => {
    const child = await childOf(anna);
    const past = await fixtures.eventId('Autumn row to Kalø');
    const closed = await fixtures.createEvent({ deadlineInDays: -1 });
    const small = await fixtures.createEvent({ capacity: 1 });
    const membersOnly = await fixtures.createEvent({ forMembers: true });
    await fixtures.makeMember(anna.memberId);

    const refusals = [
      [await book(anna, past, [anna.memberId]), 409, 'This event has already begun.'],
      [await book(anna, closed, [anna.memberId]), 409, 'Registration for this event has closed.'],
      [
        await book(anna, small, [anna.memberId, child]),
        409,
        'Only 1 place is left; 2 were asked for.',
      ],
      [
        await book(anna, membersOnly, [anna.memberId, child]),
        403,
        'This event is for members of Aarhus Roklub only, and Emil Jensen has no active membership.',
      ],
    ] as const;
    for (const [response, status, detail] of refusals) {
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
    }
    // A member one may not act for, a quantity of 0, the same participant twice.
    const foreign = await book(anna, small, [ole.memberId]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].field).toBe('participantIds');
    const none = await book(anna, small, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('participantIds');
    expect((await book(anna, small, [child, child])).statusCode).toBe(400);
    for (const event of [closed, small, membersOnly]) {
      expect(await fixtures.placesTaken(event)).toBe(0);
      expect(await fixtures.liveTickets(event)).toBe(0);
    }
  });

  it('cancels a free booking and gives the places back', async () => {
    const event = await fixtures.createEvent({ capacity: 2 });
    const child = await childOf(anna);
    const { entry } = (await book(anna, event, [child])).json<{ entry: EventEntry }>();
    expect((await post(ole, `/eve-entry/${entry.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await post(anna, `/eve-entry/${entry.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().paymentStatus).toBe('cancelled');
    expect(cancelled.json().tickets.map((ticket: { status: string }) => ticket.status)).toEqual([
      'cancelled',
    ]);
    expect(await fixtures.placesTaken(event)).toBe(0);
    // Twice changes nothing more.
    expect((await post(anna, `/eve-entry/${entry.id}/cancel`)).statusCode).toBe(200);
    expect(await fixtures.placesTaken(event)).toBe(0);
    // The child can be booked again.
    expect((await book(anna, event, [child])).statusCode).toBe(201);
  });
});

describe('the price of a booking', () => {
  it('is each participant’s own price, member or guest, as the booking charges it', async () => {
    const event = await fixtures.createEvent({ memberPrice: 10_000, guestPrice: 15_000 });
    const child = await childOf(anna);
    await fixtures.makeMember(anna.memberId);
    const quote = (person: Person | null, participantIds: string[]) =>
      post(person, `/eve/${event}/booking/quote`, { participantIds });

    const mixed = await quote(anna, [anna.memberId, child]);
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json()).toEqual({
      amount: 25_000,
      currency: 'DKK',
      participants: [
        { participantId: anna.memberId, isMember: true, price: 10_000 },
        { participantId: child, isMember: false, price: 15_000 },
      ],
    });
    await fixtures.makeMember(child);
    expect((await quote(anna, [anna.memberId, child])).json().amount).toBe(20_000);

    const foreign = await quote(anna, [ole.memberId]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].field).toBe('participantIds');
    expect((await quote(anna, [])).statusCode).toBe(400);
    expect((await quote(null, [child])).statusCode).toBe(401);
  });

  it('is not found for an event the booker may not see: disabled, or for members only', async () => {
    const disabled = await fixtures.createEvent({ enabled: false });
    // In CHESS, so that Ole's membership there touches no other test.
    const membersOnly = await fixtures.createEvent({ orgKey: 'CHESS', forMembers: true });
    const quote = (event: string) =>
      post(ole, `/eve/${event}/booking/quote`, { participantIds: [ole.memberId] });
    expect((await quote(disabled)).statusCode).toBe(404);
    expect((await quote(membersOnly)).statusCode).toBe(404);
    await fixtures.makeMember(ole.memberId, 'CHESS');
    expect((await quote(membersOnly)).statusCode).toBe(200);
  });
});

describe('a sold-out event', () => {
  it('is answered from memory for a moment, and booked again as soon as a place is freed here', async () => {
    const event = await fixtures.createEvent({ capacity: 1 });
    const child = await childOf(anna);
    const { entry } = (await book(anna, event, [child])).json<{ entry: EventEntry }>();
    expect((await book(ole, event, [ole.memberId])).json().detail).toBe('The event is full.');

    // A place freed by this server is bookable at once.
    expect((await post(anna, `/eve-entry/${entry.id}/cancel`)).statusCode).toBe(200);
    expect((await book(ole, event, [ole.memberId])).statusCode).toBe(201);

    // A capacity raised in the database is seen once the moment has passed.
    expect((await book(mette, event, [mette.memberId])).json().detail).toBe('The event is full.');
    await api.subject.database.sql.query('update events set capacity = 2 where id = $1', [event]);
    expect((await book(mette, event, [mette.memberId])).json().detail).toBe('The event is full.');
    await new Promise((resolve) => setTimeout(resolve, SOLD_OUT_MEMORY_MS + 50));
    expect((await book(mette, event, [mette.memberId])).statusCode).toBe(201);
    expect(await fixtures.placesTaken(event)).toBe(2);
  });
});

describe('guest registration', () => {
  it('registers a guest without an account for an event that invites guests', async () => {
    const openDay = await fixtures.eventId('Open day at the boathouse');
    const page = await api.subject.app.inject({ url: `/event/api/v1/public/eve/${openDay}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ title: 'Open day at the boathouse', guestsInvited: true });

    const response = await register(openDay, {
      name: 'Karen Guest',
      email: 'Karen@Example.test',
      quantity: 3,
    });
    expect(response.statusCode).toBe(201);
    const { entry } = response.json<{ entry: EventEntry }>();
    expect(entry).toMatchObject({
      email: 'karen@example.test',
      quantity: 3,
      paymentStatus: 'free',
    });
    expect(entry.tickets).toHaveLength(3);
  });

  it('refuses a bad email, a quantity of 0 or too many, and events not open to guests', async () => {
    const openDay = await fixtures.eventId('Open day at the boathouse');
    const badEmail = await register(
      openDay,
      { name: 'K', email: 'karen@', quantity: 1 },
      '10.1.0.2',
    );
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ field: 'email', message: 'Invalid email address' }]);
    const zero = await register(
      openDay,
      { name: 'K', email: 'k@example.test', quantity: 0 },
      '10.1.0.2',
    );
    expect(zero.json().errors[0].field).toBe('quantity');
    const small = await fixtures.createEvent({ capacity: 2, guestsInvited: true });
    const tooMany = await register(
      small,
      { name: 'K', email: 'k@example.test', quantity: 3 },
      '10.1.0.2',
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('Only 2 places are left; 3 were asked for.');
    const membersOnly = await fixtures.createEvent({ forMembers: true });
    const closedToGuests = await register(
      membersOnly,
      { name: 'K', email: 'k@example.test', quantity: 1 },
      '10.1.0.2',
    );
    expect(closedToGuests.statusCode).toBe(404);
    expect(await fixtures.placesTaken(small)).toBe(0);
  });
});

describe('capacity under load', () => {
  it('books exactly 20 of 200 simultaneous bookings for 20 places', async () => {
    const event = await fixtures.createEvent({ capacity: 20 });
    const parent = await api.newPerson({ firstName: 'Busy' });
    const children = await fixtures.addChildren(parent, 200);
    const answers = await Promise.all(children.map((child) => book(parent, event, [child])));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(180);
    expect(await fixtures.placesTaken(event)).toBe(20);
    expect(await fixtures.liveTickets(event)).toBe(20);
  });

  it('books exactly 20 of 200 simultaneous guest registrations', async () => {
    const event = await fixtures.createEvent({ capacity: 20, guestsInvited: true });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        register(
          event,
          { name: `Guest ${index}`, email: `guest-${index}@example.test`, quantity: 1 },
          `10.2.${Math.floor(index / 250)}.${index % 250}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(20);
    expect(await fixtures.placesTaken(event)).toBe(20);
    expect(await fixtures.liveTickets(event)).toBe(20);
  });
});
