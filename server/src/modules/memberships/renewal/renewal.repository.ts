import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { membershipRenewals, memberships } from '#src/db/schema/index.ts';

export type RenewalRow = typeof membershipRenewals.$inferSelect;
export type NewRenewal = typeof membershipRenewals.$inferInsert;
export type RenewalChanges = Partial<Omit<NewRenewal, 'id' | 'membershipId'>>;

export async function findRenewal(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RenewalRow | null> {
  const query = db.select().from(membershipRenewals).where(eq(membershipRenewals.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Null when the membership already has a renewal for that period (another run made it). */
export async function insertRenewal(tx: Executor, values: NewRenewal): Promise<RenewalRow | null> {
  const [row] = await tx
    .insert(membershipRenewals)
    .values(values)
    .onConflictDoNothing({
      target: [membershipRenewals.membershipId, membershipRenewals.periodStart],
    })
    .returning();
  return row ?? null;
}

export async function updateRenewal(
  tx: Executor,
  id: string,
  changes: RenewalChanges,
): Promise<void> {
  await tx
    .update(membershipRenewals)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(membershipRenewals.id, id));
}

/** The latest renewal of each membership, for the member's and the roster's views. */
export async function latestRenewals(
  db: Executor,
  membershipIds: string[],
): Promise<Map<string, RenewalRow>> {
  if (membershipIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(membershipRenewals)
    .where(inArray(membershipRenewals.membershipId, membershipIds))
    .orderBy(desc(membershipRenewals.periodStart));
  const latest = new Map<string, RenewalRow>();
  for (const row of rows) if (!latest.has(row.membershipId)) latest.set(row.membershipId, row);
  return latest;
}

/** A membership's renewals still to be charged or invited, newest first, locked. */
export async function lockOpenRenewals(tx: Executor, membershipId: string): Promise<RenewalRow[]> {
  return tx
    .select()
    .from(membershipRenewals)
    .where(
      and(
        eq(membershipRenewals.membershipId, membershipId),
        inArray(membershipRenewals.status, ['scheduled', 'retrying', 'invited']),
      ),
    )
    .orderBy(desc(membershipRenewals.periodStart))
    .for('update');
}

export interface RenewalCandidate {
  membershipId: string;
  memberId: string;
  orgId: string;
  autoRenewal: boolean;
  hasCard: boolean;
  /** The latest paid period. */
  historyId: string;
  confName: string;
  endDate: string;
  /** What that period cost, when a payment line says. */
  previousAmount: number | null;
}

/**
 * Memberships whose latest paid period ended at most `graceDays` ago (or has not ended): the
 * ones next period's offer concerns. A long-lapsed member is not invited back every year.
 */
export async function renewalCandidates(
  db: Executor,
  today: string,
  graceDays: number,
): Promise<RenewalCandidate[]> {
  const result = await db.execute(sql`
    select m.id as membership_id, m.member_id, m.org_id, m.auto_renewal,
           m.saved_card_identifier is not null as has_card,
           latest.id as history_id, latest.conf_name, latest.end_date::text as end_date,
           latest.total as previous_amount
    from ${memberships} m
    join lateral (
      select h.id, h.end_date, c.name as conf_name, l.total
      from membership_history h
      join membership_payment_lines l on l.history_id = h.id
      join membership_payments p on p.id = l.payment_id and p.payment_status = 'paid'
      join membership_configurations c on c.id = h.membership_conf_id
      where h.membership_id = m.id and h.enabled
      order by h.end_date desc
      limit 1
    ) latest on true
    where m.enabled and latest.end_date >= ${today}::date - ${graceDays}::int
  `);
  const rows = (
    result as {
      rows: {
        membership_id: string;
        member_id: string;
        org_id: string;
        auto_renewal: boolean;
        has_card: boolean;
        history_id: string;
        conf_name: string;
        end_date: string;
        previous_amount: number | null;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    membershipId: row.membership_id,
    memberId: row.member_id,
    orgId: row.org_id,
    autoRenewal: row.auto_renewal,
    hasCard: row.has_card,
    historyId: row.history_id,
    confName: row.conf_name,
    endDate: row.end_date,
    previousAmount: row.previous_amount,
  }));
}

/** Automatic renewals whose notice is due: the organisation's notice days before the charge. */
export async function dueNotices(db: Executor, today: string): Promise<string[]> {
  const result = await db.execute(sql`
    select r.id from membership_renewals r
    join organisations o on o.id = r.org_id
    where r.kind = 'automatic' and r.status = 'scheduled' and r.notice_sent_at is null
      and r.charge_date - o.renewal_notice_days <= ${today}::date
    order by r.charge_date, r.id
  `);
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/**
 * Renewals to charge today: announced and due, or left charging by a server whose hold has run
 * out (it died or lost its answer: they are reconciled with the gateway before any new charge).
 */
export async function dueCharges(db: Executor, today: string, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select id from membership_renewals
    where (status in ('scheduled', 'retrying') and notice_sent_at is not null
           and next_attempt_on <= ${today}::date)
       or (status = 'charging' and lease_until < ${now.toISOString()}::timestamptz)
    order by next_attempt_on, id
  `);
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id);
}
