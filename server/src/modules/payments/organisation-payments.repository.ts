import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  OrganisationPaymentStatus,
  PaymentKind,
} from '@portal/contracts/organisation-payments';
import type { Executor } from '#src/db/client.ts';
import {
  eventEntries,
  membershipPaymentLines,
  membershipPayments,
  paymentRefunds,
} from '#src/db/schema/index.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type MembershipPaymentRow = typeof membershipPayments.$inferSelect;
export type EventEntryRow = typeof eventEntries.$inferSelect;

export interface PaymentListRow {
  kind: PaymentKind;
  id: string;
  created_at: Date | string;
  order_number: string | null;
  payer_name: string;
  payer_email: string;
  description: string;
  amount: number;
  vat: number;
  currency: string;
  status: OrganisationPaymentStatus;
  refunded: number;
  gateway_reference: string | null;
  masked_card: string | null;
  total: number;
}

export interface PaymentFilter {
  orgId: string;
  kind?: PaymentKind | undefined;
  id?: string | undefined;
  /** The member who paid (membership) or booked (event). */
  payerMemberId?: string | undefined;
  search?: string | undefined;
  status?: OrganisationPaymentStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Both kinds of payment as one list, in SQL so it pages and counts on the server: membership
 * payments with their lines, and paid event bookings (free ones moved no money). The status
 * says what the club sees: a paid payment with money paid back is partly or wholly refunded.
 */
function paymentsQuery(filter: PaymentFilter): SQL {
  const refundedOf = (column: SQL) =>
    sql`coalesce((select sum(r.amount) from payment_refunds r where ${column} and r.status in ('pending', 'done')), 0)::int`;
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.id) conditions.push(sql`id = ${filter.id}`);
  if (filter.payerMemberId) conditions.push(sql`payer_member_id = ${filter.payerMemberId}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.from) {
    conditions.push(sql`(created_at at time zone 'Europe/Copenhagen')::date >= ${filter.from}`);
  }
  if (filter.to) {
    conditions.push(sql`(created_at at time zone 'Europe/Copenhagen')::date <= ${filter.to}`);
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
    conditions.push(
      sql`(payer_name ilike ${pattern} or payer_email ilike ${pattern} or order_number ilike ${pattern} or description ilike ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    with raw as (
      select 'membership' as kind, mp.id, mp.payment_created_at as created_at,
        mp.gateway_order_number as order_number, mp.billing_name as payer_name,
        mp.billing_email as payer_email,
        coalesce((select string_agg(l.member_name || ': ' || l.membership_name, ', ' order by l.position)
          from membership_payment_lines l where l.payment_id = mp.id), '') as description,
        mp.payment_total as amount,
        coalesce((select sum(l.vat) from membership_payment_lines l where l.payment_id = mp.id), 0)::int as vat,
        mp.currency, mp.payment_status as raw_status,
        ${refundedOf(sql`r.membership_payment_id = mp.id`)} as refunded,
        mp.authorization_identifier as gateway_reference, mp.masked_card,
        mp.payer_member_id
      from membership_payments mp where mp.org_id = ${filter.orgId}
      union all
      select 'event', e.id, e.created_at, e.order_number, e.name, e.email, ev.title, e.amount, 0,
        e.currency, e.payment_status, ${refundedOf(sql`r.event_entry_id = e.id`)},
        e.authorization_identifier, e.masked_card, e.booker_id
      from event_entries e join events ev on ev.id = e.event_id
      where e.org_id = ${filter.orgId} and e.payment_status <> 'free'
    ),
    payments as (
      select *, case
        when raw_status in ('init_mem', 'pending') then 'pending'
        when raw_status = 'refunded' then 'refunded'
        when raw_status = 'paid' and refunded > 0 then 'partly_refunded'
        when raw_status = 'cancelled' and refunded > 0 then 'refunded'
        else raw_status end as status
      from raw
    )
    select kind, id, created_at, order_number, payer_name, payer_email, description, amount, vat,
      currency, status, refunded, gateway_reference, masked_card, count(*) over ()::int as total
    from payments ${where}`;
}

export async function listPaymentRows(
  db: Executor,
  filter: PaymentFilter,
  page: { limit: number; offset: number },
): Promise<PaymentListRow[]> {
  const result = await db.execute(
    sql`${paymentsQuery(filter)} order by created_at desc, id limit ${page.limit} offset ${page.offset}`,
  );
  return (result as { rows: PaymentListRow[] }).rows;
}

export async function findMembershipPaymentRow(
  db: Executor,
  orgId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<MembershipPaymentRow | null> {
  const query = db
    .select()
    .from(membershipPayments)
    .where(and(eq(membershipPayments.orgId, orgId), eq(membershipPayments.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEventEntryRow(
  db: Executor,
  orgId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<EventEntryRow | null> {
  const query = db
    .select()
    .from(eventEntries)
    .where(and(eq(eventEntries.orgId, orgId), eq(eventEntries.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listMembershipPaymentLines(db: Executor, paymentId: string) {
  return db
    .select()
    .from(membershipPaymentLines)
    .where(eq(membershipPaymentLines.paymentId, paymentId))
    .orderBy(asc(membershipPaymentLines.position));
}

const refundsOf = (kind: PaymentKind, paymentId: string) =>
  kind === 'membership'
    ? eq(paymentRefunds.membershipPaymentId, paymentId)
    : eq(paymentRefunds.eventEntryId, paymentId);

export async function listRefundRows(
  db: Executor,
  kind: PaymentKind,
  paymentId: string,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(refundsOf(kind, paymentId))
    .orderBy(asc(paymentRefunds.createdAt));
}

export async function findRefundById(db: Executor, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

export async function findRefundByKey(db: Executor, key: string): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.idempotencyKey, key));
  return row ?? null;
}

export async function insertRefundRow(
  tx: Executor,
  values: typeof paymentRefunds.$inferInsert,
): Promise<RefundRow> {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  if (!row) throw new Error('the refund was not written');
  return row;
}

export async function finishRefundRow(
  tx: Executor,
  id: string,
  outcome: { status: 'done' | 'failed'; failure?: string },
): Promise<RefundRow> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({ ...outcome, completedAt: new Date() })
    .where(eq(paymentRefunds.id, id))
    .returning();
  if (!row) throw new Error(`refund ${id} is gone`);
  return row;
}

/** Lines and refunds of the payments settled in a period, for the treasurer's report. */
export async function settledInPeriod(
  db: Executor,
  orgId: string,
  period: { from: string; to: string },
) {
  const inPeriod = (column: typeof membershipPayments.settledAt | typeof eventEntries.settledAt) =>
    sql`(${column} at time zone 'Europe/Copenhagen')::date between ${period.from} and ${period.to}`;
  const memberships = await db
    .select({
      paymentId: membershipPayments.id,
      currency: membershipPayments.currency,
      confId: membershipPaymentLines.membershipConfId,
      name: membershipPaymentLines.membershipName,
      price: membershipPaymentLines.price,
      vat: membershipPaymentLines.vat,
      surcharge: membershipPaymentLines.surcharge,
      total: membershipPaymentLines.total,
    })
    .from(membershipPaymentLines)
    .innerJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId))
    .where(
      and(
        eq(membershipPayments.orgId, orgId),
        inArray(membershipPayments.paymentStatus, ['paid', 'refunded']),
        inPeriod(membershipPayments.settledAt),
      ),
    )
    .orderBy(asc(membershipPaymentLines.position));
  const bookings = await db
    .select({
      id: eventEntries.id,
      amount: eventEntries.amount,
      paymentStatus: eventEntries.paymentStatus,
    })
    .from(eventEntries)
    .where(
      and(
        eq(eventEntries.orgId, orgId),
        sql`${eventEntries.amount} > 0`,
        inPeriod(eventEntries.settledAt),
        inArray(eventEntries.paymentStatus, ['paid', 'cancelled']),
      ),
    );
  const refunds = await db
    .select({
      membershipPaymentId: paymentRefunds.membershipPaymentId,
      eventEntryId: paymentRefunds.eventEntryId,
      amount: paymentRefunds.amount,
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orgId, orgId), eq(paymentRefunds.status, 'done')));
  return { memberships, bookings, refunds };
}
