import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { membershipConfigurations, membershipHistory } from '#src/db/schema/index.ts';
import type { MembershipConfigurationRow } from './organisations.repository.ts';

export type MembershipTypeValues = Pick<
  MembershipConfigurationRow,
  | 'name'
  | 'membershipPrice'
  | 'vatRate'
  | 'membershipSurcharge'
  | 'startDate'
  | 'endDate'
  | 'offerStartDate'
>;

/** How a type has been used: periods paid with it, and any period at all (paid or begun). */
export interface TypeUse {
  sold: number;
  used: number;
}

export async function listMembershipTypeRows(
  db: Executor,
  orgId: string,
  includeRetired: boolean,
): Promise<MembershipConfigurationRow[]> {
  return db
    .select()
    .from(membershipConfigurations)
    .where(
      and(
        eq(membershipConfigurations.orgId, orgId),
        includeRetired ? undefined : isNull(membershipConfigurations.retiredAt),
      ),
    )
    .orderBy(
      asc(membershipConfigurations.startDate),
      asc(membershipConfigurations.name),
      asc(membershipConfigurations.createdAt),
    );
}

export async function usesOfTypes(db: Executor, ids: string[]): Promise<Map<string, TypeUse>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: membershipHistory.membershipConfId,
      used: count(),
      sold: sql<number>`count(*) filter (where ${membershipHistory.status} in ('active', 'expired'))`.mapWith(
        Number,
      ),
    })
    .from(membershipHistory)
    .where(inArray(membershipHistory.membershipConfId, ids))
    .groupBy(membershipHistory.membershipConfId);
  return new Map(rows.map((row) => [row.id, { sold: row.sold, used: row.used }]));
}

/** Locked for the change: a purchase that starts meanwhile waits, and so does a second edit. */
export async function findMembershipTypeRowForUpdate(
  tx: Executor,
  orgId: string,
  id: string,
): Promise<MembershipConfigurationRow | null> {
  const [row] = await tx
    .select()
    .from(membershipConfigurations)
    .where(and(eq(membershipConfigurations.orgId, orgId), eq(membershipConfigurations.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertMembershipTypeRow(
  tx: Executor,
  values: MembershipTypeValues & { orgId: string; replacesId?: string | null },
): Promise<MembershipConfigurationRow> {
  const [row] = await tx.insert(membershipConfigurations).values(values).returning();
  if (!row) throw new Error('the membership type was not written');
  return row;
}

export async function updateMembershipTypeRow(
  tx: Executor,
  id: string,
  values: Partial<MembershipTypeValues> & { retiredAt?: Date },
): Promise<MembershipConfigurationRow> {
  const [row] = await tx
    .update(membershipConfigurations)
    .set(values)
    .where(eq(membershipConfigurations.id, id))
    .returning();
  if (!row) throw new Error(`membership type ${id} is gone`);
  return row;
}

export async function deleteMembershipTypeRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(membershipConfigurations).where(eq(membershipConfigurations.id, id));
}
