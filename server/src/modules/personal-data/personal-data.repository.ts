import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import {
  auditLog,
  calendarFeeds,
  cardRequests,
  contactMessages,
  contactReplies,
  eventEntries,
  events,
  familyInvitations,
  members,
  membershipConfigurations,
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
  membershipRenewals,
  memberships,
  notifications,
  organisations,
  paymentRefunds,
  tickets,
  waitingListEntries,
} from '#src/db/schema/index.ts';

/**
 * The reads of a member's own data (GDPR articles 15 and 20). This module answers for a member's
 * data across the features, so it reads their tables; it changes them in erasure.repository.ts.
 */

export type MemberRow = typeof members.$inferSelect;

export async function childrenOf(db: Executor, parentId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(eq(members.parentId, parentId))
    .orderBy(asc(members.registrationDate), asc(members.id));
}

const other = alias(members, 'other');

/** Invitations the member sent or received, naming the other member. */
export async function invitationsOf(db: Executor, memberId: string) {
  return db
    .select({
      invitation: familyInvitations,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
    })
    .from(familyInvitations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${familyInvitations.inviterId} = ${memberId}
        then ${familyInvitations.inviteeId} else ${familyInvitations.inviterId} end`,
    )
    .where(or(eq(familyInvitations.inviterId, memberId), eq(familyInvitations.inviteeId, memberId)))
    .orderBy(asc(familyInvitations.createdAt));
}

export async function membershipsOf(db: Executor, memberIds: string[]) {
  return db
    .select({ membership: memberships, orgKey: organisations.key, orgName: organisations.name })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .where(inArray(memberships.memberId, memberIds))
    .orderBy(asc(memberships.createdAt));
}

export async function historyOf(db: Executor, memberIds: string[]) {
  return db
    .select({ history: membershipHistory, typeName: membershipConfigurations.name })
    .from(membershipHistory)
    .innerJoin(
      membershipConfigurations,
      eq(membershipConfigurations.id, membershipHistory.membershipConfId),
    )
    .where(inArray(membershipHistory.memberId, memberIds))
    .orderBy(asc(membershipHistory.startDate));
}

export async function renewalsOf(db: Executor, memberIds: string[]) {
  return db
    .select()
    .from(membershipRenewals)
    .where(inArray(membershipRenewals.memberId, memberIds))
    .orderBy(asc(membershipRenewals.periodStart));
}

/** Payments the member made, and those another member made that paid for one of them. */
export async function paymentsOf(db: Executor, memberIds: string[]) {
  const paidFor = db
    .select({ id: membershipPaymentLines.paymentId })
    .from(membershipPaymentLines)
    .where(inArray(membershipPaymentLines.memberId, memberIds));
  return db
    .select({ payment: membershipPayments, orgKey: organisations.key, orgName: organisations.name })
    .from(membershipPayments)
    .innerJoin(organisations, eq(organisations.id, membershipPayments.orgId))
    .where(
      or(
        inArray(membershipPayments.payerMemberId, memberIds),
        inArray(membershipPayments.id, paidFor),
      ),
    )
    .orderBy(asc(membershipPayments.paymentCreatedAt));
}

export async function paymentLinesOf(db: Executor, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(membershipPaymentLines)
    .where(inArray(membershipPaymentLines.paymentId, paymentIds))
    .orderBy(asc(membershipPaymentLines.position));
}

export async function refundsOf(db: Executor, of: { paymentIds: string[]; entryIds: string[] }) {
  if (of.paymentIds.length === 0 && of.entryIds.length === 0) return [];
  const none = ['00000000-0000-0000-0000-000000000000'];
  return db
    .select()
    .from(paymentRefunds)
    .where(
      or(
        inArray(paymentRefunds.membershipPaymentId, of.paymentIds.length ? of.paymentIds : none),
        inArray(paymentRefunds.eventEntryId, of.entryIds.length ? of.entryIds : none),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt));
}

export async function cardChecksOf(db: Executor, memberId: string) {
  return db
    .select()
    .from(cardRequests)
    .where(eq(cardRequests.payerMemberId, memberId))
    .orderBy(asc(cardRequests.createdAt));
}

/** Bookings the member made, and bookings of others in which one of them holds a ticket. */
export async function bookingsOf(db: Executor, bookerId: string, memberIds: string[]) {
  const holding = db
    .select({ id: tickets.eventEntryId })
    .from(tickets)
    .where(inArray(tickets.participantId, memberIds));
  return db
    .select({
      entry: eventEntries,
      title: events.title,
      startDate: events.startDate,
      orgKey: organisations.key,
      orgName: organisations.name,
    })
    .from(eventEntries)
    .innerJoin(events, eq(events.id, eventEntries.eventId))
    .innerJoin(organisations, eq(organisations.id, eventEntries.orgId))
    .where(or(eq(eventEntries.bookerId, bookerId), inArray(eventEntries.id, holding)))
    .orderBy(asc(events.startDate));
}

export async function ticketsOf(db: Executor, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.eventEntryId, entryIds))
    .orderBy(asc(tickets.createdAt));
}

export async function waitingPlacesOf(db: Executor, memberId: string) {
  return db
    .select({ place: waitingListEntries, title: events.title, startDate: events.startDate })
    .from(waitingListEntries)
    .innerJoin(events, eq(events.id, waitingListEntries.eventId))
    .where(eq(waitingListEntries.memberId, memberId))
    .orderBy(asc(waitingListEntries.createdAt));
}

export async function notificationsOf(db: Executor, memberIds: string[]) {
  return db
    .select()
    .from(notifications)
    .where(inArray(notifications.receiverId, memberIds))
    .orderBy(asc(notifications.createdAt));
}

export async function contactThreadsOf(db: Executor, memberId: string) {
  return db
    .select({ message: contactMessages, orgKey: organisations.key, orgName: organisations.name })
    .from(contactMessages)
    .innerJoin(organisations, eq(organisations.id, contactMessages.orgId))
    .where(eq(contactMessages.senderId, memberId))
    .orderBy(asc(contactMessages.createdAt));
}

export async function contactRepliesOf(db: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.createdAt));
}

/** What was done as the member, by them, or asked about them. */
export async function auditEntriesAbout(
  db: Executor,
  member: { id: string; email: string | null },
) {
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        eq(auditLog.actedAsMemberId, member.id),
        eq(auditLog.requestedMember, member.id),
        member.email ? eq(auditLog.actorEmail, member.email) : sql`false`,
      ),
    )
    .orderBy(asc(auditLog.sequence));
}

export async function calendarFeedOf(db: Executor, memberId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return row ?? null;
}

/** The organisations' contact details, for the privacy page. */
export async function organisationContacts(db: Executor) {
  return db
    .select({
      key: organisations.key,
      name: organisations.name,
      address: organisations.address,
      cvrNumber: organisations.cvrNumber,
      contactEmail: organisations.contactReceiverEmail,
    })
    .from(organisations)
    .where(eq(organisations.enabled, true))
    .orderBy(asc(organisations.name));
}
