import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
  memberships,
} from '#src/db/schema/index.ts';

export type MembershipRow = typeof memberships.$inferSelect;
export type HistoryRow = typeof membershipHistory.$inferSelect;
type MembershipStatus = MembershipRow['status'];

/** The membership of a member in an organisation, created inactive when there is none yet. */
export async function ensureMembership(
  tx: Executor,
  memberId: string,
  orgId: string,
): Promise<MembershipRow> {
  await tx
    .insert(memberships)
    .values({ memberId, orgId, status: 'inactive' })
    .onConflictDoNothing({ target: [memberships.memberId, memberships.orgId] });
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.orgId, orgId)));
  if (!row) throw new Error('membership vanished right after it was ensured');
  return row;
}

export async function insertHistory(
  tx: Executor,
  values: typeof membershipHistory.$inferInsert,
): Promise<HistoryRow> {
  const [row] = await tx.insert(membershipHistory).values(values).returning();
  if (!row) throw new Error('insert into membership_history returned no row');
  return row;
}

export async function setHistoryEnabled(
  tx: Executor,
  historyIds: string[],
  enabled: boolean,
): Promise<void> {
  if (historyIds.length === 0) return;
  await tx
    .update(membershipHistory)
    .set({ enabled, statusChangeDate: new Date() })
    .where(inArray(membershipHistory.id, historyIds));
}

export async function listMembershipsOfMembers(
  db: Executor,
  memberIds: string[],
): Promise<MembershipRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .select()
    .from(memberships)
    .where(inArray(memberships.memberId, memberIds))
    .orderBy(asc(memberships.createdAt));
}

export async function findMembershipRow(db: Executor, id: string): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  return row ?? null;
}

export async function findHistoryRow(db: Executor, id: string): Promise<HistoryRow | null> {
  const [row] = await db.select().from(membershipHistory).where(eq(membershipHistory.id, id));
  return row ?? null;
}

/** A membership's history records with the payment line and payment each belongs to. */
export async function listHistoryWithPayments(db: Executor, membershipId: string) {
  return db
    .select({
      history: membershipHistory,
      line: membershipPaymentLines,
      payment: membershipPayments,
    })
    .from(membershipHistory)
    .innerJoin(membershipPaymentLines, eq(membershipPaymentLines.historyId, membershipHistory.id))
    .innerJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId))
    .where(eq(membershipHistory.membershipId, membershipId))
    .orderBy(desc(membershipHistory.startDate), desc(membershipHistory.createdAt));
}

/**
 * The history records of the given members' memberships, each with whether a paid payment
 * covers it: the facts the status recalculation works from. Locks the memberships, so two
 * recalculations of one member run one after the other.
 */
export async function lockMembershipsWithRecords(tx: Executor, memberIds: string[]) {
  if (memberIds.length === 0) return { memberships: [], records: [] };
  const locked = await tx
    .select()
    .from(memberships)
    .where(inArray(memberships.memberId, memberIds))
    .orderBy(asc(memberships.id))
    .for('update');
  if (locked.length === 0) return { memberships: locked, records: [] };
  const records = await tx
    .select({
      id: membershipHistory.id,
      membershipId: membershipHistory.membershipId,
      startDate: membershipHistory.startDate,
      endDate: membershipHistory.endDate,
      status: membershipHistory.status,
      isPaid: sql<boolean>`coalesce(${membershipPayments.paymentStatus} = 'paid', false)`,
    })
    .from(membershipHistory)
    .leftJoin(membershipPaymentLines, eq(membershipPaymentLines.historyId, membershipHistory.id))
    .leftJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId))
    .where(
      and(
        inArray(
          membershipHistory.membershipId,
          locked.map((row) => row.id),
        ),
        eq(membershipHistory.enabled, true),
      ),
    );
  return { memberships: locked, records };
}

export async function updateMembershipStatus(
  tx: Executor,
  id: string,
  values: {
    status: MembershipStatus;
    oldStatus: string | null;
    newStatus: string | null;
    overallStartDate: string | null;
    overallEndDate: string | null;
  },
): Promise<void> {
  await tx
    .update(memberships)
    .set({ ...values, updateDate: new Date() })
    .where(eq(memberships.id, id));
}

export async function setHistoryStatus(
  tx: Executor,
  ids: string[],
  status: MembershipStatus,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(membershipHistory)
    .set({ status, statusChangeDate: new Date() })
    .where(inArray(membershipHistory.id, ids));
}

export async function findMembershipRows(db: Executor, ids: string[]): Promise<MembershipRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(memberships).where(inArray(memberships.id, ids));
}
