// A sale start: many bookings arrive within a second for one event with fewer places. Every
// booking must be answered, and exactly the event's capacity booked.
import fs from 'node:fs';
import path from 'node:path';
import { type BenchMember, newMember, percentile } from './purchase-flow.ts';
import { type SeedTarget, seedQuery } from './seed.ts';

export interface SaleStartResult {
  offered: number;
  capacity: number;
  /** From the first booking sent to the last answer. */
  allAnsweredMs: number;
  p99: number;
  /** Answered bookings per second over that time. */
  bookingsPerSecond: number;
  booked: number;
  refusedAsFull: number;
  errors: number;
  /** What the event itself says afterwards: places taken. */
  placesTaken: number;
}

const insertEvent = `
  insert into events (org_id, title, description, location, start_date, end_date, public_date, capacity)
  select id, 'Sale-start bench ' || to_char(now(), 'YYYY-MM-DD HH24:MI:SS'), 'Benchmark', 'Loopback',
         now() + interval '30 days', now() + interval '30 days 3 hours', now() - interval '1 day', $1
  from organisations where key = 'ROWING'
  returning id`;

/** Written while the server is stopped: events are set up by clubs outside the portal's API. */
export async function createSaleEvent(target: SeedTarget, capacity: number): Promise<string> {
  const [row] = await seedQuery<{ id: string }>(target, insertEvent, [capacity]);
  if (!row) throw new Error('the demo organisation ROWING is missing');
  return row.id;
}

/** Members with 20 children each: one booking per child, so every booking is a new person. */
async function bookers(origin: string, count: number) {
  const perMember = 20;
  const members: BenchMember[] = [];
  for (let start = 0; start < Math.ceil(count / perMember); start += 10) {
    const batch = Array.from(
      { length: Math.min(10, Math.ceil(count / perMember) - start) },
      (_, index) => newMember(origin, 1000 + start + index),
    );
    members.push(...(await Promise.all(batch)));
  }
  const bookings: { member: BenchMember; childId: string }[] = [];
  await Promise.all(
    members.map(async (member, memberIndex) => {
      for (let index = 0; index < perMember; index++) {
        const child = await member.api.callWhenNotBusy<{ id: string }>(
          'POST',
          '/member/api/v1/member/participant',
          { firstName: 'Child', lastName: `${memberIndex}-${index}` },
        );
        bookings.push({ member, childId: child.id });
      }
    }),
  );
  return bookings.slice(0, count);
}

export async function benchSaleStart(
  origin: string,
  eventId: string,
  capacity: number,
  offered = 1000,
  windowMs = 1000,
): Promise<SaleStartResult> {
  const bookings = await bookers(origin, offered);
  const latencies: number[] = [];
  let booked = 0;
  let refusedAsFull = 0;
  let errors = 0;
  const start = performance.now();
  let lastAnswer = start;
  await Promise.all(
    bookings.map(async ({ member, childId }, index) => {
      // Spread evenly over the window: the offered rate, whatever the answers do.
      await new Promise((resolve) => setTimeout(resolve, (index * windowMs) / offered));
      const sent = performance.now();
      try {
        await member.api.call('POST', `/event/api/v1/eve/${eventId}/booking`, {
          participantIds: [childId],
        });
        booked++;
      } catch (error) {
        if (String(error).includes('answered 409')) refusedAsFull++;
        else errors++;
      }
      const answered = performance.now();
      latencies.push(answered - sent);
      lastAnswer = Math.max(lastAnswer, answered);
    }),
  );
  const allAnsweredMs = lastAnswer - start;
  const [first] = bookings;
  const event = first
    ? await first.member.api.callWhenNotBusy<{ capacity: number; placesLeft: number }>(
        'GET',
        `/event/api/v1/eve/${eventId}`,
      )
    : { capacity, placesLeft: capacity };
  latencies.sort((a, b) => a - b);
  return {
    offered,
    capacity,
    allAnsweredMs,
    p99: percentile(latencies, 0.99),
    bookingsPerSecond: offered / (allAnsweredMs / 1000),
    booked,
    refusedAsFull,
    errors,
    placesTaken: event.capacity - event.placesLeft,
  };
}

export interface MailBurstResult {
  booked: number;
  delivered: number;
  /** From the first booking sent until the last of their confirmation mails was delivered. */
  lastDeliveredMs: number;
}

const confirmationFile = /^event-entry-.*-confirmation\.json$/;

function confirmations(mailDir: string): Set<string> {
  try {
    return new Set(fs.readdirSync(mailDir).filter((name) => confirmationFile.test(name)));
  } catch {
    return new Set();
  }
}

/**
 * A burst of bookings that all succeed, then the wait for their confirmation mails, read from the
 * file mailbox (`DATA_DIR/mail`) the server delivers to without SMTP.
 */
export async function benchMailAfterBurst(
  origin: string,
  eventId: string,
  mailDir: string,
  offered: number,
): Promise<MailBurstResult> {
  const before = confirmations(mailDir);
  const startedAt = Date.now();
  const { booked } = await benchSaleStart(origin, eventId, offered, offered);
  const deadline = Date.now() + 180_000;
  let fresh: string[] = [];
  while (Date.now() < deadline) {
    fresh = [...confirmations(mailDir)].filter((name) => !before.has(name));
    if (fresh.length >= booked) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const deliveredAt = fresh.map(
    (name) =>
      Date.parse(
        (JSON.parse(fs.readFileSync(path.join(mailDir, name), 'utf8')) as { sentAt: string })
          .sentAt,
      ) - startedAt,
  );
  return { booked, delivered: fresh.length, lastDeliveredMs: Math.max(0, ...deliveredAt) };
}
