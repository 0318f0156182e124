import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResult } from '@portal/contracts/event-entry';
import type {
  GuestWaitingPlace,
  OwnWaitingPlace,
  StaffWaitingEntry,
  WaitingPlace,
} from '@portal/contracts/waiting-list';
import { queueNames } from '#src/lib/jobs.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { queuedJobs } from '#src/modules/memberships/membership-test-helpers.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { eventFixtures } from './events.test-kit.ts';
import { expireOffer, offerFreedPlaces } from './waiting-list-offers.ts';

// Issue 15.4: the waiting list of a full event.
let admin: AdminApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let anna: Person;
let ole: Person;
let mette: Person;

const api = () => admin.api;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await api().subject.database.sql.query(text, values)).rows as T[];
const hours = (n: number) => n * 60 * 60 * 1000;

const call = (
  person: Person | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => api().call(person, { method, url: `/event/api/v1${url}`, ...(payload ? { payload } : {}) });

/** A new member with a Danish address (a card payment needs one), member of ROWING. */
async function newMember(firstName: string) {
  const person = await api().newPerson({ firstName });
  await sql(
    `update members set address_line1 = 'Tangkrogen 1', city = 'Aarhus C', post_code = '8000',
       country = 'Denmark' where id = $1`,
    [person.memberId],
  );
  await fixtures.makeMember(person.memberId);
  return person;
}

async function book(person: Person, eventId: string) {
  const response = await call(person, 'POST', `/eve/${eventId}/booking`, {
    participantIds: [person.memberId],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResult>();
}

async function join(person: Person, eventId: string, ids = [person.memberId]) {
  const response = await call(person, 'POST', `/eve/${eventId}/waiting-list`, {
    participantIds: ids,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WaitingPlace>();
}

const placeOf = async (person: Person, eventId: string) =>
  (await call(person, 'GET', `/eve/${eventId}/waiting-list`)).json<OwnWaitingPlace>().place;

const mailsTo = async (email: string, subject: string) =>
  (await queuedJobs(api().subject, queueNames.mail, email)).filter((mail) =>
    String(mail.subject).startsWith(subject),
  );

/** A full free event of one place, booked by a new member: the line starts empty. */
async function fullEvent(values: Parameters<typeof fixtures.createEvent>[0] = {}) {
  const eventId = await fixtures.createEvent({ capacity: 1, ...values });
  const holder = await newMember('Holder');
  const booked = await book(holder, eventId);
  return { eventId, holder, entry: booked.entry };
}

beforeAll(async () => {
  admin = await startAdminApiTest();
  fixtures = eventFixtures(admin.api);
  ({ anna, ole, mette } = admin);
  await fixtures.makeMember(anna.memberId);
});
afterAll(async () => admin.api.close());

describe('who may use the waiting list', () => {
  it('shows each member only their own place, and the whole line to the organisation’s administrators', async () => {
    const { eventId } = await fullEvent();
    await join(anna, eventId);
    expect((await call(null, 'GET', `/eve/${eventId}/waiting-list`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/eve/${eventId}/waiting-list`, {})).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/eve/${eventId}/waiting-list`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/eve/${eventId}/waiting-list/offer`, {})).statusCode).toBe(
      401,
    );
    expect(await placeOf(anna, eventId)).toMatchObject({ status: 'waiting', position: 1 });
    for (const other of [ole, admin.chessAdmin, mette, admin.sofie]) {
      const response = await call(other, 'GET', `/eve/${eventId}/waiting-list`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ place: null });
      // Nobody leaves or takes another's place.
      expect((await call(other, 'DELETE', `/eve/${eventId}/waiting-list`)).statusCode).toBe(404);
      expect((await call(other, 'POST', `/eve/${eventId}/waiting-list/offer`, {})).statusCode).toBe(
        409,
      );
    }
    await admin.expectOnlyRowingAdministrators((person) =>
      api().call(person, {
        url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}/waiting-list`,
      }),
    );
    // Another organisation's event is not found through ROWING.
    const chessEvent = await fixtures.createEvent({ orgKey: 'CHESS' });
    const elsewhere = await api().call(mette, {
      url: `/event/api/v1/admin/organisations/ROWING/events/${chessEvent}/waiting-list`,
    });
    expect(elsewhere.statusCode).toBe(404);
    await call(anna, 'DELETE', `/eve/${eventId}/waiting-list`);
  });

  it('is joined only when the event is too full, once per member, for people one may book for', async () => {
    const open = await fixtures.createEvent({ capacity: 5 });
    const roomy = await call(anna, 'POST', `/eve/${open}/waiting-list`, {
      participantIds: [anna.memberId],
    });
    expect(roomy.statusCode).toBe(409);
    expect(roomy.json()).toMatchObject({ code: 'event_has_places', params: { count: 5 } });

    const { eventId, holder } = await fullEvent();
    await join(anna, eventId);
    const twice = await call(anna, 'POST', `/eve/${eventId}/waiting-list`, {
      participantIds: [anna.memberId],
    });
    expect(twice.json()).toMatchObject({ code: 'already_waiting' });
    const stranger = await call(ole, 'POST', `/eve/${eventId}/waiting-list`, {
      participantIds: [anna.memberId],
    });
    expect(stranger.statusCode).toBe(404);
    const holding = await call(holder, 'POST', `/eve/${eventId}/waiting-list`, {
      participantIds: [holder.memberId],
    });
    expect(holding.json()).toMatchObject({ code: 'already_has_ticket' });
    const bad = await call(anna, 'POST', `/eve/${eventId}/waiting-list`, { participantIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('participantIds');
    await call(anna, 'DELETE', `/eve/${eventId}/waiting-list`);
  });
});

describe('offers', () => {
  it('go to the first in line when a booking is cancelled, hold the places, and become a booking', async () => {
    const { eventId, holder, entry } = await fullEvent();
    const first = await newMember('First');
    const second = await newMember('Second');
    expect(await join(first, eventId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await join(second, eventId)).toMatchObject({ status: 'waiting', position: 2 });
    expect(await mailsTo(first.email, 'På venteliste')).toHaveLength(1);

    const cancelled = await call(holder, 'POST', `/eve-entry/${entry.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The freed place is held for the offer: nobody else can book it.
    expect(await fixtures.placesTaken(eventId)).toBe(1);
    const offered = await placeOf(first, eventId);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    const hold = Date.parse(offered?.offerExpiresAt ?? '') - Date.now();
    expect(hold).toBeGreaterThan(hours(23.9));
    expect(hold).toBeLessThanOrEqual(hours(24));
    expect(await placeOf(second, eventId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await mailsTo(first.email, 'Der er plads til dig')).toHaveLength(1);
    const [notice] = await api().notificationsOf(first.memberId);
    expect(notice).toMatchObject({ type: 'EVENT_REGISTRATION', title: 'Der er plads til dig' });
    const outsider = await newMember('Late');
    expect(
      (
        await call(outsider, 'POST', `/eve/${eventId}/booking`, {
          participantIds: [outsider.memberId],
        })
      ).statusCode,
    ).toBe(409);

    const taken = await call(first, 'POST', `/eve/${eventId}/waiting-list/offer`, {});
    expect(taken.statusCode, taken.body).toBe(201);
    const booking = taken.json<BookingResult>();
    expect(booking.entry).toMatchObject({ paymentStatus: 'free', quantity: 1 });
    expect(booking.paymentWindowLink).toBeNull();
    expect(await fixtures.placesTaken(eventId)).toBe(1);
    expect(await fixtures.liveTickets(eventId)).toBe(1);
    expect(await placeOf(first, eventId)).toMatchObject({
      status: 'accepted',
      entryId: booking.entry.id,
    });
    const again = await call(first, 'POST', `/eve/${eventId}/waiting-list/offer`, {});
    expect(again.json()).toMatchObject({ code: 'no_waiting_offer' });
  });

  it('pass to the next in line when not taken in time, once however often the job runs', async () => {
    const { eventId, holder, entry } = await fullEvent();
    const first = await newMember('Slow');
    const second = await newMember('Next');
    await join(first, eventId);
    await join(second, eventId);
    await call(holder, 'POST', `/eve-entry/${entry.id}/cancel`);
    const offer = await placeOf(first, eventId);
    const [job] = await queuedJobs(api().subject, queueNames.waitingListOfferExpiry, offer?.id);
    expect(job).toEqual({ waitingId: offer?.id });

    const ctx = { ...api().subject.app.deps, db: api().subject.database.db };
    // Before its end the offer holds.
    await expireOffer(ctx, offer?.id ?? '', new Date(Date.now() + hours(23)));
    expect(await placeOf(first, eventId)).toMatchObject({ status: 'offered' });
    const later = new Date(Date.now() + hours(25));
    await Promise.all([
      expireOffer(ctx, offer?.id ?? '', later),
      expireOffer(ctx, offer?.id ?? '', later),
    ]);
    expect(await placeOf(first, eventId)).toMatchObject({ status: 'expired' });
    expect(await placeOf(second, eventId)).toMatchObject({ status: 'offered' });
    expect(await fixtures.placesTaken(eventId)).toBe(1);
    const late = await call(first, 'POST', `/eve/${eventId}/waiting-list/offer`, {});
    expect(late.json()).toMatchObject({ code: 'no_waiting_offer' });
  });

  it('pass on when given back, and skip a place in line that asks for more than is free', async () => {
    const eventId = await fixtures.createEvent({ capacity: 2 });
    const holder = await newMember('Pair');
    const child = (await fixtures.addChildren(holder, 1))[0] ?? '';
    const family = await newMember('Family');
    const kids = await fixtures.addChildren(family, 2);
    const single = await newMember('Single');
    await book(holder, eventId);
    const booked = await book(await newMember('Other'), eventId);
    expect(await fixtures.placesTaken(eventId)).toBe(2);
    await join(family, eventId, [family.memberId, ...kids]);
    await join(single, eventId);
    await join(holder, eventId, [child]);

    // One place frees: the family of three waits, the single member behind them is offered it.
    const staff = await api().call(mette, {
      method: 'POST',
      url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}/bookings/${booked.entry.id}/cancel`,
      payload: { reason: 'Ill', idempotencyKey: crypto.randomUUID() },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(await placeOf(family, eventId)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await placeOf(single, eventId)).toMatchObject({ status: 'offered' });
    expect(await placeOf(holder, eventId)).toMatchObject({ status: 'waiting', position: 2 });

    // Given back, the offer goes to the next that fits.
    expect((await call(single, 'DELETE', `/eve/${eventId}/waiting-list`)).statusCode).toBe(204);
    expect(await placeOf(holder, eventId)).toMatchObject({ status: 'offered' });
    const line = await api().call(mette, {
      url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}/waiting-list`,
    });
    expect(
      line.json<StaffWaitingEntry[]>().map((row) => [row.name, row.status, row.position]),
    ).toEqual([
      ['Pair Person', 'offered', null],
      ['Family Person', 'waiting', 1],
      ['Single Person', 'left', null],
    ]);
  });

  it('follow a raised capacity, and end with a cancelled event', async () => {
    const { eventId } = await fullEvent();
    const waiting = await newMember('Raised');
    const behind = await newMember('Behind');
    await join(waiting, eventId);
    await join(behind, eventId);
    const editor = await api().call(mette, {
      url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}`,
    });
    const detail = editor.json();
    expect(detail.waiting).toBe(2);
    const input = {
      title: detail.title,
      description: detail.description,
      location: detail.location,
      startDate: detail.startDate,
      endDate: detail.endDate,
      publicDate: detail.publicDate,
      saleStart: detail.saleStart,
      saleEnd: detail.saleEnd,
      capacity: 2,
      memberPrice: detail.memberPrice,
      guestPrice: detail.guestPrice,
      forMembers: detail.forMembers,
      guestsInvited: detail.guestsInvited,
      enabled: detail.enabled,
      maxPerBooking: detail.maxPerBooking,
      offerHoldHours: 2,
    };
    const changed = await api().call(mette, {
      method: 'PUT',
      url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}`,
      payload: input,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ offerHoldHours: 2, placesTaken: 2, waiting: 1 });
    const offer = await placeOf(waiting, eventId);
    expect(Date.parse(offer?.offerExpiresAt ?? '') - Date.now()).toBeLessThanOrEqual(hours(2));

    const cancelled = await api().call(mette, {
      method: 'POST',
      url: `/event/api/v1/admin/organisations/ROWING/events/${eventId}/cancel`,
      payload: { reason: 'Storm' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await placeOf(waiting, eventId)).toMatchObject({ status: 'cancelled' });
    expect(await placeOf(behind, eventId)).toMatchObject({ status: 'cancelled' });
    expect(await fixtures.placesTaken(eventId)).toBe(0);
    // Both are told, offered or not, in their language.
    for (const person of [waiting, behind]) {
      const [mail] = await mailsTo(person.email, 'Aflyst');
      expect(String(mail?.text)).toContain('Begrundelse: Storm');
    }
    const notices = await api().notificationsOf(behind.memberId);
    expect(notices.map((notice) => notice.title)).toEqual(['Arrangementet er aflyst']);
  });

  it('of a paid event lead to the card window, and stand again when the card is declined', async () => {
    const { eventId, holder, entry } = await fullEvent({ memberPrice: 10_000, guestPrice: 15_000 });
    const buyer = await newMember('Buyer');
    await join(buyer, eventId);
    // The holder's booking waits for payment: giving it up frees its place for the line.
    expect(entry.paymentStatus).toBe('pending');
    expect((await call(holder, 'POST', `/eve-entry/${entry.id}/cancel`)).statusCode).toBe(200);
    expect(await placeOf(buyer, eventId)).toMatchObject({ status: 'offered' });

    const taken = await call(buyer, 'POST', `/eve/${eventId}/waiting-list/offer`, {
      language: 'en',
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const first = taken.json<BookingResult>();
    expect(first.entry).toMatchObject({ paymentStatus: 'pending', amount: 10_000 });
    const declined = await payInWindow(
      api().subject.app,
      first.paymentWindowLink ?? '',
      testCards.decline,
    );
    const answer = await call(buyer, 'POST', '/payment/decline', {
      token: declined.searchParams.get('token'),
    });
    expect(answer.json().entry.paymentStatus).toBe('declined');
    // The offer holds the place again, and is taken with another card.
    expect(await placeOf(buyer, eventId)).toMatchObject({ status: 'offered' });
    expect(await fixtures.placesTaken(eventId)).toBe(1);
    const second = (
      await call(buyer, 'POST', `/eve/${eventId}/waiting-list/offer`, {})
    ).json<BookingResult>();
    const paid = await payInWindow(
      api().subject.app,
      second.paymentWindowLink ?? '',
      testCards.approve,
    );
    const confirmed = await call(buyer, 'POST', '/payment/confirm', {
      token: paid.searchParams.get('token'),
      authorizationIdentifier: paid.searchParams.get('authorizationIdentifier'),
    });
    expect(confirmed.json().entry.paymentStatus).toBe('paid');
    expect(await placeOf(buyer, eventId)).toMatchObject({ status: 'accepted' });
    expect(await fixtures.placesTaken(eventId)).toBe(1);
    expect(await fixtures.liveTickets(eventId)).toBe(1);
  });
});

describe('guests', () => {
  it('join a full free event open to guests, follow their place by the link, and take the offer', async () => {
    const eventId = await fixtures.createEvent({ capacity: 2, guestsInvited: true });
    const registered = await call(null, 'POST', `/public/eve/${eventId}/registration`, {
      name: 'Early Guest',
      email: 'early@example.test',
      quantity: 2,
    });
    expect(registered.statusCode).toBe(201);
    const joined = await call(null, 'POST', `/public/eve/${eventId}/waiting-list`, {
      name: 'Waiting Guest',
      email: 'waiting@example.test',
      quantity: 2,
      language: 'en',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'waiting', position: 1 });
    const [mail] = await mailsTo('waiting@example.test', 'On the waiting list');
    const link = /\/ui\/ROWING\/waiting-list\/([A-Za-z0-9]{40})/.exec(String(mail?.text));
    const token = link?.[1] ?? '';
    expect(token).toHaveLength(40);
    const place = await call(null, 'GET', `/public/waiting-list/${token}`);
    expect(place.json<GuestWaitingPlace>()).toMatchObject({
      name: 'Waiting Guest',
      position: 1,
      event: { id: eventId, orgKey: 'ROWING' },
    });
    expect((await call(null, 'POST', `/public/waiting-list/${token}/offer`)).json()).toMatchObject({
      code: 'no_waiting_offer',
    });
    expect((await call(null, 'GET', `/public/waiting-list/${'x'.repeat(40)}`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', '/public/waiting-list/short')).statusCode).toBe(400);

    await sql("update event_entries set payment_status = 'cancelled' where event_id = $1", [
      eventId,
    ]);
    await sql("update tickets set status = 'cancelled' where event_id = $1", [eventId]);
    await sql('update events set places_taken = 0, capacity = 1 where id = $1', [eventId]);
    // One place is too few for two: the change of capacity is made here, so the line waits.
    const ctx = { ...api().subject.app.deps, db: api().subject.database.db };
    await ctx.db.transaction((tx) => offerFreedPlaces(ctx, tx, eventId, new Date()));
    expect((await call(null, 'GET', `/public/waiting-list/${token}`)).json().status).toBe(
      'waiting',
    );
    await sql('update events set capacity = 2 where id = $1', [eventId]);
    await ctx.db.transaction((tx) => offerFreedPlaces(ctx, tx, eventId, new Date()));
    expect((await call(null, 'GET', `/public/waiting-list/${token}`)).json().status).toBe(
      'offered',
    );
    expect(await mailsTo('waiting@example.test', 'A place is free for you')).toHaveLength(1);
    const taken = await call(null, 'POST', `/public/waiting-list/${token}/offer`);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<BookingResult>().entry).toMatchObject({ quantity: 2, paymentStatus: 'free' });
    expect(await fixtures.liveTickets(eventId)).toBe(2);
    expect(await fixtures.placesTaken(eventId)).toBe(2);
  });

  it('cannot wait for a paid event or one that does not invite guests', async () => {
    const paid = await fixtures.createEvent({
      capacity: 0,
      guestsInvited: true,
      guestPrice: 5_000,
    });
    const guest = { name: 'Paying Guest', email: 'paying@example.test', quantity: 1 };
    expect(
      (await call(null, 'POST', `/public/eve/${paid}/waiting-list`, guest)).json(),
    ).toMatchObject({ code: 'paid_event_needs_account' });
    const closed = await fixtures.createEvent({ capacity: 0 });
    expect((await call(null, 'POST', `/public/eve/${closed}/waiting-list`, guest)).statusCode).toBe(
      404,
    );
  });
});
