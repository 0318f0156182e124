import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  cardRequests,
  eventEntries,
  members,
  membershipPaymentLines,
  membershipPayments,
  membershipRenewals,
  memberships,
  paymentRefunds,
} from '#src/db/schema/index.ts';

/**
 * The money records that name a member (as payer, as a participant of a line, as booker of a paid
 * booking, and their refunds): each one's time, for bookkeeping law's years. SQL over `ids`.
 */
const moneyTimesOf = (ids: string[]) => {
  // One array literal: drizzle would spread a JavaScript array into a list of parameters.
  const list = `{${ids.join(',')}}`;
  return sql`
  select coalesce(p.settled_at, p.payment_created_at) as at
    from membership_payments p
    where p.payment_status in ('paid', 'refunded')
      and (p.payer_member_id = any(${list}::uuid[]) or exists (select 1 from membership_payment_lines l
        where l.payment_id = p.id and l.member_id = any(${list}::uuid[])))
  union all
  select coalesce(e.settled_at, e.created_at) from event_entries e
    where e.booker_id = any(${list}::uuid[]) and e.amount > 0
      and (e.payment_status = 'paid' or exists (select 1 from payment_refunds r where r.event_entry_id = e.id))
  union all
  select coalesce(r.completed_at, r.created_at) from payment_refunds r
    left join membership_payments p on p.id = r.membership_payment_id
    left join event_entries e on e.id = r.event_entry_id
    where p.payer_member_id = any(${list}::uuid[]) or e.booker_id = any(${list}::uuid[])`;
};

/** Whether any money record names these members: then bookkeeping law keeps them. */
export async function hasMoneyRecords(db: Executor, ids: string[]): Promise<boolean> {
  const result = await db.execute(sql`select exists (${moneyTimesOf(ids)}) as kept`);
  return (result as { rows: { kept: boolean }[] }).rows[0]?.kept === true;
}

/**
 * Deleted members (with the children deleted with them) whose last money record's year ended
 * more than `years` years before `today`, or who have none: nothing need be kept of them.
 */
export async function familiesPastRetention(
  db: Executor,
  today: string,
  years: number,
): Promise<{ root: string; ids: string[] }[]> {
  const result = await db.execute(sql`
    select m.id as root, string_agg(f.id::text, ',') as ids
    from members m join members f on f.id = m.id or f.parent_id = m.id
    where m.deleted_at is not null and m.parent_id is null
    group by m.id`);
  const families = (result as { rows: { root: string; ids: string }[] }).rows.map((row) => ({
    root: row.root,
    ids: row.ids.split(','),
  }));
  const due: { root: string; ids: string[] }[] = [];
  const thisYear = Number(today.slice(0, 4));
  for (const family of families) {
    const last = await db.execute(sql`
      select max(extract(year from at at time zone 'Europe/Copenhagen'))::int as year
      from (${moneyTimesOf(family.ids)}) times`);
    const year = (last as { rows: { year: number | null }[] }).rows[0]?.year ?? null;
    if (year === null || year + years < thisYear) due.push(family);
  }
  return due;
}

/**
 * Removes a deleted member and the children deleted with them, with every record that names
 * them: what cascades from the member rows (notifications, messages, feeds) and the money records,
 * whose years have passed. A line for them in another member's payment goes with their membership.
 */
export async function purgeFamily(tx: Executor, root: string, ids: string[]): Promise<void> {
  const theirPayments = tx
    .select({ id: membershipPayments.id })
    .from(membershipPayments)
    .where(
      or(
        inArray(membershipPayments.payerMemberId, ids),
        inArray(
          membershipPayments.id,
          tx
            .select({ id: membershipPaymentLines.paymentId })
            .from(membershipPaymentLines)
            .where(inArray(membershipPaymentLines.memberId, ids)),
        ),
      ),
    );
  const theirBookings = tx
    .select({ id: eventEntries.id })
    .from(eventEntries)
    .where(inArray(eventEntries.bookerId, ids));
  await tx
    .delete(paymentRefunds)
    .where(
      or(
        inArray(paymentRefunds.membershipPaymentId, theirPayments),
        inArray(paymentRefunds.eventEntryId, theirBookings),
      ),
    );
  await tx.delete(membershipPayments).where(inArray(membershipPayments.payerMemberId, ids));
  await tx.delete(eventEntries).where(inArray(eventEntries.bookerId, ids));
  await tx.delete(membershipRenewals).where(inArray(membershipRenewals.memberId, ids));
  await tx.delete(cardRequests).where(inArray(cardRequests.payerMemberId, ids));
  // Their periods cascade, and with them the lines (and payments) that paid for those periods.
  await tx.delete(memberships).where(inArray(memberships.memberId, ids));
  // The children cascade from the parent's row.
  await tx.delete(members).where(inArray(members.id, [root]));
}
