import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
} from '#src/db/schema/index.ts';

export type PaymentRow = typeof membershipPayments.$inferSelect;
export type PaymentLineRow = typeof membershipPaymentLines.$inferSelect;
export type PaymentChanges = Partial<Omit<typeof membershipPayments.$inferInsert, 'id'>>;

export async function insertPayment(
  tx: Executor,
  values: typeof membershipPayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(membershipPayments).values(values).returning();
  if (!row) throw new Error('insert into membership_payments returned no row');
  return row;
}

export async function insertPaymentLines(
  tx: Executor,
  lines: (typeof membershipPaymentLines.$inferInsert)[],
): Promise<void> {
  if (lines.length > 0) await tx.insert(membershipPaymentLines).values(lines);
}

type PaymentKey = { id: string } | { returnToken: string } | { callbackToken: string };

/** One payment by id or token; `lock` holds it for the rest of the transaction. */
export async function findPayment(
  db: Executor,
  key: PaymentKey,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | null> {
  const where =
    'id' in key
      ? eq(membershipPayments.id, key.id)
      : 'returnToken' in key
        ? eq(membershipPayments.returnToken, key.returnToken)
        : eq(membershipPayments.callbackToken, key.callbackToken);
  const query = db.select().from(membershipPayments).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The unfinished purchase of a member in an organisation (there is at most one). */
export async function findPendingPayment(
  db: Executor,
  payerMemberId: string,
  orgId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(membershipPayments)
    .where(
      and(
        eq(membershipPayments.payerMemberId, payerMemberId),
        eq(membershipPayments.orgId, orgId),
        eq(membershipPayments.paymentStatus, 'init_mem'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function updatePayment(
  tx: Executor,
  id: string,
  changes: PaymentChanges,
): Promise<void> {
  await tx
    .update(membershipPayments)
    .set({ ...changes, paymentUpdatedAt: new Date() })
    .where(eq(membershipPayments.id, id));
}

/** The lines of a payment with the period and membership of each line's history record. */
export async function listPaymentLines(db: Executor, paymentId: string) {
  return db
    .select({
      line: membershipPaymentLines,
      membershipId: membershipHistory.membershipId,
      startDate: membershipHistory.startDate,
      endDate: membershipHistory.endDate,
      membershipFor: membershipHistory.membershipFor,
    })
    .from(membershipPaymentLines)
    .innerJoin(membershipHistory, eq(membershipHistory.id, membershipPaymentLines.historyId))
    .where(eq(membershipPaymentLines.paymentId, paymentId))
    .orderBy(asc(membershipPaymentLines.position));
}

export async function findLineOfHistory(
  db: Executor,
  historyId: string,
): Promise<PaymentLineRow | null> {
  const [row] = await db
    .select()
    .from(membershipPaymentLines)
    .where(eq(membershipPaymentLines.historyId, historyId));
  return row ?? null;
}

/** Which of the memberships have a paid record, i.e. a receipt to show. */
export async function findMembershipsWithPaidRecord(
  db: Executor,
  membershipIds: string[],
): Promise<Set<string>> {
  if (membershipIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ membershipId: membershipHistory.membershipId })
    .from(membershipHistory)
    .innerJoin(membershipPaymentLines, eq(membershipPaymentLines.historyId, membershipHistory.id))
    .innerJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId))
    .where(
      and(
        inArray(membershipHistory.membershipId, membershipIds),
        eq(membershipPayments.paymentStatus, 'paid'),
      ),
    );
  return new Set(rows.map((row) => row.membershipId));
}
