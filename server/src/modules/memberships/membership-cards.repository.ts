import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
  memberships,
} from '#src/db/schema/index.ts';

/** A paid period of a membership, with the card code of the membership it belongs to. */
export interface PaidPeriodRow {
  membershipId: string;
  memberId: string;
  orgId: string;
  cardCode: string;
  typeName: string;
  startDate: string;
  endDate: string;
}

const paidPeriodColumns = {
  membershipId: memberships.id,
  memberId: memberships.memberId,
  orgId: memberships.orgId,
  cardCode: memberships.cardCode,
  // The type's name as it was bought: a later rename of the type does not change a paid card.
  typeName: membershipPaymentLines.membershipName,
  startDate: membershipHistory.startDate,
  endDate: membershipHistory.endDate,
};

function paidPeriods(db: Executor) {
  return db
    .select(paidPeriodColumns)
    .from(memberships)
    .innerJoin(membershipHistory, eq(membershipHistory.membershipId, memberships.id))
    .innerJoin(membershipPaymentLines, eq(membershipPaymentLines.historyId, membershipHistory.id))
    .innerJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId));
}

const isPaidAndEnabled = and(
  eq(membershipPayments.paymentStatus, 'paid'),
  eq(membershipHistory.enabled, true),
  eq(memberships.enabled, true),
);

/** Every paid period of the given members' memberships. */
export async function listPaidPeriodsOfMembers(
  db: Executor,
  memberIds: string[],
): Promise<PaidPeriodRow[]> {
  if (memberIds.length === 0) return [];
  return paidPeriods(db).where(and(inArray(memberships.memberId, memberIds), isPaidAndEnabled));
}

/** The membership a card code belongs to, in one organisation: null when it is none of its. */
export async function findMembershipByCardCode(
  db: Executor,
  orgId: string,
  cardCode: string,
): Promise<{ id: string; memberId: string } | null> {
  const [row] = await db
    .select({ id: memberships.id, memberId: memberships.memberId })
    .from(memberships)
    .where(and(eq(memberships.cardCode, cardCode), eq(memberships.orgId, orgId)));
  return row ?? null;
}

/** The paid periods of one membership. */
export async function listPaidPeriodsOfMembership(
  db: Executor,
  membershipId: string,
): Promise<PaidPeriodRow[]> {
  return paidPeriods(db).where(and(eq(memberships.id, membershipId), isPaidAndEnabled));
}
