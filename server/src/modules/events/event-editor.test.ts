import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventInput, StaffEventDetail } from '@portal/contracts/event-administration';
import { queueNames } from '#src/lib/jobs.ts';
import { testCards } from '#src/lib/payments/gateway-contract.ts';
import { payInWindow } from '#src/lib/payments/sandbox/sandbox-test-helpers.ts';
import type { Person } from '#src/modules/members/member-test-kit.ts';
import { queuedJobs, eventually } from '#src/modules/memberships/membership-test-helpers.ts';
import { type AdminApiTest, startAdminApiTest } from '#src/modules/organisations/admin-test-kit.ts';
import { runCancellationRefund } from './event-cancellation-jobs.ts';
import { eventFixtures } from './events.test-kit.ts';

// Issue 15.1: the event editor, and cancelling an event with every paid booking paid back once.
let admin: AdminApiTest;
let fixtures: ReturnType<typeof eventFixtures>;
let mette: Person;
let sofie: Person;
let anna: Person;

const base = (orgKey = 'ROWING') => `/event/api/v1/admin/organisations/${orgKey}/events`;
const sql = async <T>(text: string, values: unknown[] = []) =>
  (await admin.api.subject.database.sql.query(text, values)).rows as T[];
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number, hours = 18) =>
  new Date(Math.floor(Date.now() / day) * day + days * day + hours * 3_600_000).toISOString();

function input(values: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Julefrokost',
    description: 'Dinner in the boathouse.\n\nProgramme: https://example.test/programme',
    location: 'Bådehuset',
    startDate: inDays(20),
    endDate: inDays(20, 23),
    publicDate: inDays(-1),
    saleStart: null,
    saleEnd: inDays(18),
    capacity: 40,
    memberPrice: 15_000,
    guestPrice: 20_000,
    forMembers: false,
    guestsInvited: false,
    enabled: true,
    maxPerBooking: null,
    ...values,
  };
}

const create = async (values: Partial<EventInput> = {}, person = mette) => {
  const made = await admin.api.call(person, {
    method: 'POST',
    url: base(),
    payload: input(values),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<StaffEventDetail>();
};

beforeAll(async () => {
  admin = await startAdminApiTest();
  fixtures = eventFixtures(admin.api);
  ({ mette, sofie, anna } = admin);
});
afterAll(async () => admin.api.close());

describe('the event editor', () => {
  it('is for the organisation’s administrators only, call by call', async () => {
    const event = await create();
    await admin.expectOnlyRowingAdministrators(
      (person) => admin.api.call(person, { method: 'POST', url: base(), payload: input() }),
      201,
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { url: `${base()}/${event.id}` }),
    );
    await admin.expectOnlyRowingAdministrators((person) =>
      admin.api.call(person, { method: 'PUT', url: `${base()}/${event.id}`, payload: input() }),
    );
    const doomed = await create();
    const cancel = (person: Person | null) =>
      admin.api.call(person, {
        method: 'POST',
        url: `${base()}/${doomed.id}/cancel`,
        payload: { reason: 'Storm' },
      });
    for (const { who, person, status } of admin.accessMatrix(200).slice(0, 4)) {
      expect((await cancel(person)).statusCode, who).toBe(status);
    }
    expect((await cancel(sofie)).statusCode).toBe(200);
    // The event of ROWING is not CHESS's to see, even for a super administrator asking there.
    expect((await admin.api.call(sofie, { url: `${base('CHESS')}/${event.id}` })).statusCode).toBe(
      404,
    );
  });

  it('creates an event members see, with sale window and limits, and audits it', async () => {
    const event = await create({ saleStart: inDays(2), maxPerBooking: 2 });
    expect(event).toMatchObject({
      title: 'Julefrokost',
      capacity: 40,
      placesTaken: 0,
      maxPerBooking: 2,
      saleEnd: inDays(18),
      cancelledAt: null,
    });
    const seen = await admin.api.call(anna, { url: `/event/api/v1/eve/${event.id}` });
    expect(seen.json()).toMatchObject({ bookingClosedReason: 'saleNotStarted', maxPerBooking: 2 });
    const early = await admin.api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${event.id}/booking`,
      payload: { participantIds: [anna.memberId] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('sale_not_started');
    expect(early.json().detail).toMatch(
      /^Booking for this event opens on \d{4}-\d\d-\d\d \d\d:\d\d\.$/,
    );
    const [audit] = await sql<{ action: string; actor_email: string }>(
      "select action, actor_email from audit_log where action = 'event_created' and details->>'eventId' = $1",
      [event.id],
    );
    expect(audit).toEqual({ action: 'event_created', actor_email: 'admin@demo.test' });
  });

  it('refuses more places in one booking than the event allows', async () => {
    const event = await create({ memberPrice: 0, guestPrice: 0, maxPerBooking: 1 });
    const emil = await fixtures.childOf(anna);
    const booking = await admin.api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${event.id}/booking`,
      payload: { participantIds: [anna.memberId, emil] },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json()).toMatchObject({
      code: 'too_many_per_booking',
      detail: 'One booking may take at most 1 place.',
    });
  });

  it('names the field of each mistake, and keeps what was there', async () => {
    const event = await create();
    const attempts: [Partial<EventInput>, string, string][] = [
      [{ endDate: inDays(19) }, 'endDate', 'must be after the start'],
      [{ saleEnd: inDays(21) }, 'saleEnd', 'must be before the event ends'],
      [{ saleStart: inDays(19), saleEnd: inDays(18) }, 'saleStart', 'must be before the sale ends'],
      [{ title: '  ' }, 'title', 'is required'],
      [{ memberPrice: -1 }, 'memberPrice', 'must be 0 or more'],
      [{ capacity: 0 }, 'capacity', 'must be at least 1'],
      [{ maxPerBooking: 21 }, 'maxPerBooking', 'must be at most 20'],
      [{ location: 'Bådehuset\u0007' }, 'location', 'must not contain control characters'],
      [
        { forMembers: true, guestsInvited: true },
        'guestsInvited',
        'cannot be combined with members only',
      ],
    ];
    for (const [values, field, message] of attempts) {
      const response = await admin.api.call(mette, {
        method: 'PUT',
        url: `${base()}/${event.id}`,
        payload: input(values),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const kept = await admin.api.call(mette, { url: `${base()}/${event.id}` });
    expect(kept.json()).toMatchObject({ title: 'Julefrokost', capacity: 40 });
  });

  it('keeps the capacity at or above the places taken, and a raised capacity books at once', async () => {
    const event = await create({ capacity: 2, memberPrice: 0, guestPrice: 0 });
    const emil = await fixtures.childOf(anna);
    const booked = await admin.api.call(anna, {
      method: 'POST',
      url: `/event/api/v1/eve/${event.id}/booking`,
      payload: { participantIds: [anna.memberId, emil] },
    });
    expect(booked.statusCode).toBe(201);
    const lower = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${event.id}`,
      payload: input({ capacity: 1, memberPrice: 0, guestPrice: 0 }),
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      code: 'capacity_below_taken',
      errors: [{ field: 'capacity', message: 'must be at least 2' }],
    });
    const raised = await admin.api.call(mette, {
      method: 'PUT',
      url: `${base()}/${event.id}`,
      payload: input({ capacity: 3, memberPrice: 0, guestPrice: 0, title: 'Julefrokost 2' }),
    });
    expect(raised.json()).toMatchObject({ capacity: 3, placesTaken: 2, title: 'Julefrokost 2' });
    const [audit] = await sql<{
      details: { before: { capacity: number }; after: { capacity: number } };
    }>(
      "select details from audit_log where action = 'event_changed' and details->>'eventId' = $1",
      [event.id],
    );
    expect([audit?.details.before.capacity, audit?.details.after.capacity]).toEqual([2, 3]);
  });
});

describe('cancelling an event', () => {
  it('cancels every booking, tells every booker and refunds 50 paid bookings once each, even when the job runs twice', async () => {
    const live = await admin.api.call(mette, {
      method: 'PUT',
      url: `/org/api/v1/admin/organisations/ROWING/payment-configuration`,
      payload: { provider: 'sandbox', testMode: false },
    });
    expect(live.statusCode).toBe(200);
    const event = await create({ capacity: 60, memberPrice: 5_000, guestPrice: 5_000 });
    // Fifty children of Anna's, each booked and paid on its own: fifty card payments.
    const children = await fixtures.addChildren(anna, 50);
    for (const child of children) {
      const booked = await admin.api.call(anna, {
        method: 'POST',
        url: `/event/api/v1/eve/${event.id}/booking`,
        payload: { participantIds: [child] },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const landing = await payInWindow(
        admin.api.subject.app,
        booked.json<{ paymentWindowLink: string }>().paymentWindowLink,
        testCards.approve,
      );
      const confirmed = await admin.api.call(anna, {
        method: 'POST',
        url: '/event/api/v1/payment/confirm',
        payload: {
          token: landing.searchParams.get('token'),
          authorizationIdentifier: landing.searchParams.get('authorizationIdentifier'),
        },
      });
      expect(confirmed.json().entry.paymentStatus).toBe('paid');
    }
    // And a free booking made by hand, which is simply cancelled.
    const free = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${event.id}/bookings`,
      payload: { memberId: anna.memberId, payment: 'free' },
    });
    expect(free.statusCode, free.body).toBe(201);

    // Anna reads Danish: she is told in Danish, whoever cancels.
    await sql("update members set preferred_language = 'da' where id = $1", [anna.memberId]);
    const cancelled = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${event.id}/cancel`,
      payload: { reason: 'The boathouse is flooded' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelledBookings: 51, refundsQueued: 50 });
    expect(await fixtures.liveTickets(event.id)).toBe(0);
    const again = await admin.api.call(mette, {
      method: 'POST',
      url: `${base()}/${event.id}/cancel`,
      payload: { reason: 'Twice' },
    });
    expect(again.json().code).toBe('event_already_cancelled');
    // Members no longer see it, and it takes no booking.
    expect((await admin.api.call(anna, { url: `/event/api/v1/eve/${event.id}` })).statusCode).toBe(
      404,
    );

    const refunds = () =>
      sql<{ n: number }>(
        `select count(*)::int as n from payment_refunds r join event_entries e on e.id = r.event_entry_id
          where e.event_id = $1 and r.status = 'done'`,
        [event.id],
      );
    await eventually(async () => (await refunds())[0]?.n === 50, 30);
    const entries = await sql<{ id: string; payment_status: string }>(
      'select id, payment_status from event_entries where event_id = $1',
      [event.id],
    );
    expect(entries.every((entry) => entry.payment_status === 'cancelled')).toBe(true);

    // The job again, twice at once for every booking (a retry, a second server): nothing more.
    const ctx = {
      db: admin.api.subject.database.db,
      jobs: admin.api.subject.jobs,
      config: admin.api.subject.config,
      log: admin.api.subject.app.log,
    };
    const jobs = entries.map((entry) => ({
      entryId: entry.id,
      orgKey: 'ROWING',
      reason: 'The boathouse is flooded',
      actor: { subject: 'x', email: 'admin@demo.test' },
    }));
    await Promise.all(
      jobs.flatMap((job) => [runCancellationRefund(ctx, job), runCancellationRefund(ctx, job)]),
    );
    const rows = await sql<{ n: number; refunded: number }>(
      `select count(*)::int as n, coalesce(sum(r.amount), 0)::int as refunded
         from payment_refunds r join event_entries e on e.id = r.event_entry_id where e.event_id = $1`,
      [event.id],
    );
    expect(rows[0]).toEqual({ n: 50, refunded: 250_000 });
    // The gateway's own books: each authorization paid back (or released) exactly once.
    const ledger = await sql<{ refunded: number; voided: number }>(
      `select coalesce(sum(a.refunded_amount), 0)::int as refunded,
          count(*) filter (where a.status = 'voided')::int as voided
         from sandbox_authorizations a join event_entries e on e.authorization_identifier = a.id::text
        where e.event_id = $1`,
      [event.id],
    );
    expect((ledger[0]?.refunded ?? 0) + (ledger[0]?.voided ?? 0) * 5_000).toBe(250_000);
    // Anna is told once per booking: under the bell and by mail (besides each booking's
    // registration notice).
    const notices = await sql<{ n: number }>(
      `select count(*)::int as n from notifications where receiver_id = $1
         and data->>'eventId' = $2 and data->>'news' is distinct from 'booked'`,
      [anna.memberId, event.id],
    );
    expect(notices[0]?.n).toBe(51);
    const mails = await queuedJobs(admin.api.subject, queueNames.mail, 'The boathouse is flooded');
    const keys = mails.map((mail) => String(mail.idempotencyKey));
    // One cancellation per booking, and a refund receipt per card payment.
    expect(keys.filter((key) => key.startsWith('booking-cancelled-'))).toHaveLength(51);
    expect(keys.filter((key) => key.startsWith('refund-'))).toHaveLength(50);
    const cancellation = mails.find((mail) =>
      String(mail.idempotencyKey).startsWith('booking-cancelled-'),
    );
    expect(cancellation?.subject).toBe('Aflyst: Julefrokost');
    const [notice] = await sql<{ title: string; message: string }>(
      `select title, message from notifications where receiver_id = $1 and data->>'eventId' = $2
         and data->>'news' is distinct from 'booked' limit 1`,
      [anna.memberId, event.id],
    );
    expect(notice?.title).toBe('Arrangementet er aflyst');
    expect(notice?.message).toContain('Begrundelse: The boathouse is flooded');
  });
});
