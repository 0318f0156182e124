import type { CalendarSubscription } from '@portal/contracts/event-entry';
import type { Language } from '@portal/contracts/language';
import { randomToken } from '@portal/contracts/random-token';
import { eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { calendarFeeds } from '#src/db/schema/index.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { fullName } from '@portal/contracts/member-fields';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import {
  findEventsByIds,
  listEntriesOf,
  ticketsOf,
  type EventEntryRow,
} from './events.repository.ts';
import { buildCalendar, type CalendarEvent } from './ics.ts';

const bookedStatuses = new Set<EventEntryRow['paymentStatus']>(['free', 'paid']);

/** One calendar entry per booked event, however many bookings and tickets lead to it. */
async function bookedEvents(
  db: Executor,
  member: { id: string; email: string; preferredLanguage: Language },
  publicUrl: string,
): Promise<CalendarEvent[]> {
  const t = calendarTexts[member.preferredLanguage];
  const entries = (await listEntriesOf(db, member, {})).filter((entry) =>
    bookedStatuses.has(entry.paymentStatus),
  );
  const events = await findEventsByIds(
    db,
    entries.map((entry) => entry.eventId),
  );
  const tickets = await ticketsOf(
    db,
    entries.map((entry) => entry.id),
  );
  return events
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime())
    .flatMap((event) => {
      const booked = entries.filter((entry) => entry.eventId === event.id);
      const [first] = booked;
      if (!first) return [];
      const live = tickets.filter(
        (ticket) =>
          booked.some((entry) => entry.id === ticket.eventEntryId) && ticket.status !== 'cancelled',
      ).length;
      const url = new URL(`/ui/${event.orgKey}/events/${event.id}/tickets/${first.id}`, publicUrl)
        .href;
      return [
        {
          uid: `${event.id}@member-portal`,
          start: event.startDate,
          end: event.endDate,
          summary: event.title,
          location: event.location,
          description: `${event.orgName}. ${t.tickets(live)}: ${url}`,
          url,
          stamp: new Date(Math.max(...booked.map((entry) => entry.updatedAt.getTime()))),
        },
      ];
    });
}

/** The calendar app shows these to the member, so they are in the member's language. */
const calendarTexts = {
  da: {
    name: (member: string) => `Medlemsportalen – ${member}`,
    tickets: (count: number) => (count === 1 ? '1 billet' : `${count} billetter`),
  },
  en: {
    name: (member: string) => `Member Portal – ${member}`,
    tickets: (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`),
  },
} satisfies Record<Language, unknown>;

function calendarName(member: {
  firstName: string;
  lastName: string;
  preferredLanguage: Language;
}) {
  return calendarTexts[member.preferredLanguage].name(fullName(member));
}

/** The download of the signed-in (or acted-as) member's calendar. */
export async function calendarOf(ctx: ServiceContext, acting: ActingMember): Promise<string> {
  const events = await bookedEvents(
    ctx.db,
    {
      id: acting.id,
      email: acting.email?.toLowerCase() ?? '',
      preferredLanguage: acting.row.preferredLanguage,
    },
    ctx.config.publicUrl,
  );
  return buildCalendar(calendarName(acting.row), events);
}

/** The feed a calendar app follows: the token is the key; an unknown one is "not found". */
export async function calendarOfFeed(ctx: ServiceContext, token: string): Promise<string> {
  const [feed] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  const member = feed ? await findMemberRowById(ctx.db, feed.memberId) : null;
  if (!member?.enabled) throw AppError.of('NOT_FOUND', 'calendar_not_found');
  const events = await bookedEvents(
    ctx.db,
    { id: member.id, email: member.email ?? '', preferredLanguage: member.preferredLanguage },
    ctx.config.publicUrl,
  );
  return buildCalendar(calendarName(member), events);
}

const feedUrl = (ctx: ServiceContext, token: string) =>
  new URL(`/event/api/v1/calendar/${token}.ics`, ctx.config.publicUrl).href;

/** The member's subscription address, made on first asking. */
export async function calendarSubscription(
  ctx: ServiceContext,
  acting: ActingMember,
): Promise<CalendarSubscription> {
  const token = await ctx.db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ memberId: acting.id, token: randomToken() })
      .onConflictDoNothing({ target: calendarFeeds.memberId });
    const [feed] = await tx
      .select({ token: calendarFeeds.token })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.memberId, acting.id));
    if (!feed) throw new Error('the calendar feed just written is gone');
    return feed.token;
  });
  return { url: feedUrl(ctx, token) };
}

/** A new address; the old one stops working at once (for a link shared by mistake). */
export async function renewCalendarSubscription(
  ctx: ServiceContext,
  acting: ActingMember,
): Promise<CalendarSubscription> {
  const token = randomToken();
  await ctx.db
    .insert(calendarFeeds)
    .values({ memberId: acting.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { token, createdAt: new Date() } });
  return { url: feedUrl(ctx, token) };
}
