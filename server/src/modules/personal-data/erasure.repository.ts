import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  auditLog,
  calendarFeeds,
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
  tickets,
  waitingListEntries,
} from '#src/db/schema/index.ts';

/** The writes that erase a member (GDPR article 17); the payments stay, anonymised. */

export async function lockMember(tx: Executor, id: string) {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  return row ?? null;
}

/**
 * The children the member keeps. Each child has one keeper in the portal (`parent_id`), so none
 * has another guardian who would keep it: all of them go with the member.
 */
export async function childrenToErase(tx: Executor, parentId: string) {
  return tx
    .select({ id: members.id, profileImage: members.profileImage })
    .from(members)
    .where(eq(members.parentId, parentId))
    .for('update');
}

/** A payment window, a held booking or a renewal charge still open: it must end first. */
export async function hasPaymentUnderWay(
  tx: Executor,
  memberId: string,
  ids: string[],
): Promise<boolean> {
  const result = await tx.execute(sql`select
    exists (select 1 from ${membershipPayments} where ${membershipPayments.payerMemberId} = ${memberId}
      and ${membershipPayments.paymentStatus} = 'init_mem')
    or exists (select 1 from ${eventEntries} where ${eventEntries.bookerId} = ${memberId}
      and ${eventEntries.paymentStatus} = 'pending')
    or exists (select 1 from ${membershipRenewals}
      where ${inArray(membershipRenewals.memberId, ids)} and ${membershipRenewals.status} = 'charging')
    as busy`);
  return (result as { rows: { busy: boolean }[] }).rows[0]?.busy === true;
}

/** The member's first paid booking of an event still to come and not cancelled, if any. */
export async function paidFutureBooking(tx: Executor, memberId: string, now: Date) {
  const [row] = await tx
    .select({ title: events.title })
    .from(eventEntries)
    .innerJoin(events, eq(events.id, eventEntries.eventId))
    .where(
      and(
        eq(eventEntries.bookerId, memberId),
        eq(eventEntries.paymentStatus, 'paid'),
        gt(events.startDate, now),
        isNull(events.cancelledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function freeFutureBookings(tx: Executor, memberId: string, now: Date) {
  const rows = await tx
    .select({ id: eventEntries.id })
    .from(eventEntries)
    .innerJoin(events, eq(events.id, eventEntries.eventId))
    .where(
      and(
        eq(eventEntries.bookerId, memberId),
        eq(eventEntries.paymentStatus, 'free'),
        gt(events.startDate, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** An organisation whose Contact Us messages go to this email. */
export async function organisationReceivingContactAt(tx: Executor, email: string) {
  const [row] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.contactReceiverEmail, email))
    .limit(1);
  return row ?? null;
}

/** The memberships of these members, with the latest type held: what their clubs are told. */
export async function membershipsToTell(tx: Executor, ids: string[]) {
  return tx
    .selectDistinctOn([memberships.id], {
      memberId: memberships.memberId,
      orgId: organisations.id,
      orgKey: organisations.key,
      orgName: organisations.name,
      status: memberships.status,
      typeName: membershipConfigurations.name,
    })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.orgId))
    .leftJoin(membershipHistory, eq(membershipHistory.membershipId, memberships.id))
    .leftJoin(
      membershipConfigurations,
      eq(membershipConfigurations.id, membershipHistory.membershipConfId),
    )
    .where(inArray(memberships.memberId, ids))
    .orderBy(memberships.id, desc(membershipHistory.startDate));
}

/** Empties the member's row: the anonymous reference is what remains of who they were. */
export async function anonymiseMember(tx: Executor, id: string, reference: string, now: Date) {
  const [firstName = reference, lastName = ''] = reference.split(/ (?=\S+$)/);
  await tx
    .update(members)
    .set({
      firstName,
      lastName,
      email: null,
      phone: null,
      gender: null,
      dateOfBirth: null,
      profileImage: null,
      addressLine1: null,
      addressLine2: null,
      addressLine3: null,
      city: null,
      postCode: null,
      country: null,
      comments: null,
      enabled: false,
      familyLink: false,
      familyInvitationStatus: null,
      deletedAt: now,
      anonymousReference: reference,
      updateDate: now,
    })
    .where(eq(members.id, id));
}

/** Family links, the notifications to and from them, calendar feeds and waiting places go. */
export async function deleteTiesOf(tx: Executor, memberId: string, ids: string[]) {
  await tx
    .delete(familyInvitations)
    .where(
      or(eq(familyInvitations.inviterId, memberId), eq(familyInvitations.inviteeId, memberId)),
    );
  await tx
    .delete(notifications)
    .where(or(inArray(notifications.receiverId, ids), inArray(notifications.senderId, ids)));
  await tx.delete(calendarFeeds).where(inArray(calendarFeeds.memberId, ids));
  await tx.delete(waitingListEntries).where(inArray(waitingListEntries.memberId, ids));
}

/**
 * Contact Us threads the member started go with their answers (docs/decisions.md); a reply they
 * wrote in another thread keeps its text under the reference.
 */
export async function eraseContactUs(tx: Executor, memberId: string, reference: string) {
  await tx.delete(contactMessages).where(eq(contactMessages.senderId, memberId));
  await tx
    .update(contactReplies)
    .set({ authorName: reference })
    .where(eq(contactReplies.authorId, memberId));
}

/** Bookings and payments keep amounts and dates; names, addresses and emails give way. */
export async function anonymiseMoneyRecords(tx: Executor, memberId: string, reference: string) {
  await tx
    .update(membershipPayments)
    .set({ billingName: reference, billingAddress: '', billingEmail: '', billingPhone: null })
    .where(eq(membershipPayments.payerMemberId, memberId));
  await tx
    .update(eventEntries)
    .set({ name: reference, email: '' })
    .where(eq(eventEntries.bookerId, memberId));
}

/** A participant's name on payment lines and tickets, someone else's included. */
export async function anonymiseParticipant(tx: Executor, id: string, reference: string) {
  await tx
    .update(membershipPaymentLines)
    .set({ memberName: reference })
    .where(eq(membershipPaymentLines.memberId, id));
  await tx.update(tickets).set({ holderName: reference }).where(eq(tickets.participantId, id));
}

/** The security log keeps what happened, with the reference for the member's email. */
export async function anonymiseAuditActor(tx: Executor, email: string, reference: string) {
  await tx.update(auditLog).set({ actorEmail: reference }).where(eq(auditLog.actorEmail, email));
}
