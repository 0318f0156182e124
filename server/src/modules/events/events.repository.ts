import { and, asc, eq, exists, getTableColumns, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { reusableStatement } from '#src/db/reusable-statement.ts';
import {
  eventEntries,
  events,
  members,
  memberships,
  organisations,
  tickets,
} from '#src/db/schema/index.ts';
import { actsForCondition } from '#src/modules/family/family-access.service.ts';
import { announcePlacesFreed } from './sold-out.ts';

export type EventRow = typeof events.$inferSelect & { orgKey: string; orgName: string };
export type EventEntryRow = typeof eventEntries.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type NewEventEntry = typeof eventEntries.$inferInsert;
export type NewTicket = typeof tickets.$inferInsert;

const eventWithOrganisation = {
  ...getTableColumns(events),
  orgKey: organisations.key,
  orgName: organisations.name,
};

/** Enabled events, soonest first; visibility to the caller is decided by the service. */
export async function listEnabledEvents(
  db: Executor,
  filter: { orgId?: string | undefined },
): Promise<EventRow[]> {
  return db
    .select(eventWithOrganisation)
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.orgId))
    .where(and(eq(events.enabled, true), filter.orgId ? eq(events.orgId, filter.orgId) : undefined))
    .orderBy(asc(events.startDate), asc(events.id));
}

// Every booking reads its event first; at a sale start that is most of the work.
const eventById = reusableStatement('event_by_id', (db) =>
  db
    .select(eventWithOrganisation)
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.orgId))
    .where(eq(events.id, sql.placeholder('id'))),
);

export async function findEvent(db: Executor, id: string): Promise<EventRow | null> {
  const [row] = await eventById(db, { id });
  return row ?? null;
}

/** A person named in a booking, or the booker. */
export interface BookingPerson {
  id: string;
  firstName: string;
  lastName: string;
  /** The booker themselves, their child, or a member who approved the booker's family link. */
  mayBookFor: boolean;
  /** Holds an active membership of the event's organisation today. */
  isMember: boolean;
}

/**
 * The booker and the people a booking names, in one read: at a sale start every statement of a
 * booking counts, so it is also built once. Ids that name no member are simply missing.
 */
const peopleOfBooking = reusableStatement('people_of_booking', (db) => {
  const bookerId = sql.placeholder('bookerId');
  const activeMembership = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(
      and(
        eq(memberships.memberId, members.id),
        eq(memberships.orgId, sql.placeholder('orgId')),
        eq(memberships.status, 'active'),
        eq(memberships.enabled, true),
        gte(memberships.overallEndDate, sql.placeholder('today')),
      ),
    );
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      mayBookFor: sql<boolean>`${actsForCondition(db, bookerId)}`,
      isMember: sql<boolean>`${exists(activeMembership)}`,
    })
    .from(members)
    .where(sql`${members.id} = any(${sql.placeholder('ids')}::uuid[])`);
});

export async function bookingPeople(
  db: Executor,
  booking: { bookerId: string; orgId: string; memberIds: string[]; today: string },
): Promise<BookingPerson[]> {
  return peopleOfBooking(db, {
    bookerId: booking.bookerId,
    orgId: booking.orgId,
    today: booking.today,
    ids: [...new Set([booking.bookerId, ...booking.memberIds])],
  });
}

/**
 * Takes `quantity` places in one conditional update: the row lock makes simultaneous bookings
 * wait for each other and the condition is checked again on the row each one finds, so capacity
 * is never exceeded. Null when there is no room (or the event is gone or switched off).
 */
export async function takePlaces(
  db: Executor,
  eventId: string,
  quantity: number,
): Promise<{ placesTaken: number } | null> {
  const [row] = await db
    .update(events)
    .set({ placesTaken: sql`${events.placesTaken} + ${quantity}` })
    .where(
      and(
        eq(events.id, eventId),
        eq(events.enabled, true),
        sql`${events.cancelledAt} is null`,
        sql`(${events.capacity} is null or ${events.placesTaken} + ${quantity} <= ${events.capacity})`,
      ),
    )
    .returning({ placesTaken: events.placesTaken });
  return row ?? null;
}

/** Gives places back; every server hears of it when the transaction commits (sold-out.ts). */
export async function releasePlaces(db: Executor, eventId: string, quantity: number) {
  await db
    .update(events)
    .set({ placesTaken: sql`greatest(${events.placesTaken} - ${quantity}, 0)` })
    .where(eq(events.id, eventId));
  await announcePlacesFreed(db, eventId);
}

export async function insertEntry(db: Executor, values: NewEventEntry): Promise<EventEntryRow> {
  const [row] = await db.insert(eventEntries).values(values).returning();
  if (!row) throw new Error('insert into event_entries returned no row');
  return row;
}

export async function insertTickets(db: Executor, values: NewTicket[]): Promise<TicketRow[]> {
  if (values.length === 0) return [];
  return db.insert(tickets).values(values).returning();
}

/** Of these members, those who already hold a live ticket for the event. */
export async function participantsWithTickets(
  db: Executor,
  eventId: string,
  memberIds: string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ participantId: tickets.participantId })
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, eventId),
        inArray(tickets.participantId, memberIds),
        ne(tickets.status, 'cancelled'),
      ),
    );
  return new Set(rows.flatMap((row) => (row.participantId ? [row.participantId] : [])));
}

export async function findEntry(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EventEntryRow | null> {
  const query = db.select().from(eventEntries).where(eq(eventEntries.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function cancelTicketsOf(db: Executor, entryId: string) {
  await db.update(tickets).set({ status: 'cancelled' }).where(eq(tickets.eventEntryId, entryId));
}

export async function ticketsOf(db: Executor, entryIds: string[]): Promise<TicketRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.eventEntryId, entryIds))
    .orderBy(asc(tickets.createdAt), asc(tickets.code));
}

/**
 * Entries a member booked, or holds a ticket in, or that were made with their email (a guest
 * registration before they had an account); narrowed by the filters.
 */
export async function listEntriesOf(
  db: Executor,
  member: { id: string; email: string },
  filter: {
    paymentStatus?: string | undefined;
    eventId?: string | undefined;
    orgId?: string | undefined;
  },
): Promise<EventEntryRow[]> {
  const holdsTicket = sql`exists (select 1 from ${tickets} where ${tickets.eventEntryId} = ${eventEntries.id} and ${tickets.participantId} = ${member.id})`;
  return db
    .select()
    .from(eventEntries)
    .where(
      and(
        or(eq(eventEntries.bookerId, member.id), eq(eventEntries.email, member.email), holdsTicket),
        filter.paymentStatus
          ? eq(eventEntries.paymentStatus, filter.paymentStatus as EventEntryRow['paymentStatus'])
          : undefined,
        filter.eventId ? eq(eventEntries.eventId, filter.eventId) : undefined,
        filter.orgId ? eq(eventEntries.orgId, filter.orgId) : undefined,
      ),
    )
    .orderBy(asc(eventEntries.createdAt));
}

export async function findEventsByIds(db: Executor, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(eventWithOrganisation)
    .from(events)
    .innerJoin(organisations, eq(organisations.id, events.orgId))
    .where(inArray(events.id, [...new Set(ids)]));
}

/** The organisations in which a member holds an active membership today. */
export async function activeOrganisationIds(
  db: Executor,
  memberId: string,
  today: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(
      and(
        eq(memberships.memberId, memberId),
        eq(memberships.status, 'active'),
        eq(memberships.enabled, true),
        gte(memberships.overallEndDate, today),
      ),
    );
  return new Set(rows.map((row) => row.orgId));
}

export async function findEntryBy(
  db: Executor,
  key: { returnToken: string } | { callbackToken: string },
  options: { lock?: boolean } = {},
): Promise<EventEntryRow | null> {
  const condition =
    'returnToken' in key
      ? eq(eventEntries.returnToken, key.returnToken)
      : eq(eventEntries.callbackToken, key.callbackToken);
  const query = db.select().from(eventEntries).where(condition);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateEntry(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      EventEntryRow,
      | 'paymentStatus'
      | 'holdExpiresAt'
      | 'authorizationIdentifier'
      | 'paymentIdentifier'
      | 'paymentWindowLink'
      | 'maskedCard'
      | 'captureStatus'
      | 'voidStatus'
      | 'statusReason'
      | 'settledAt'
    >
  >,
) {
  await db
    .update(eventEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventEntries.id, id));
}

/** A member's bookings of an event still waiting for payment. */
export async function pendingEntriesOf(
  db: Executor,
  bookerId: string,
  eventId: string,
): Promise<EventEntryRow[]> {
  return db
    .select()
    .from(eventEntries)
    .where(
      and(
        eq(eventEntries.bookerId, bookerId),
        eq(eventEntries.eventId, eventId),
        eq(eventEntries.paymentStatus, 'pending'),
      ),
    )
    .for('update');
}
