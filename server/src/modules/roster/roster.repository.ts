import { sql, type SQL } from 'drizzle-orm';
import type { RosterStatus } from '@portal/contracts/roster';
import type { Executor } from '#src/db/client.ts';

export interface RosterFilter {
  orgId: string;
  today: string;
  memberId?: string | undefined;
  search?: string | undefined;
  status?: RosterStatus | undefined;
  type?: string | undefined;
  period?: number | undefined;
  sort: 'name' | 'email' | 'memberSince' | 'status' | 'type' | 'periodEnd';
  direction: 'asc' | 'desc';
}

export interface RosterRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  member_since: string | null;
  status: RosterStatus;
  type: string | null;
  period_start: string | null;
  period_end: string | null;
  auto_renewal: boolean;
  renewal_status: 'retrying' | 'failed' | null;
  renewal_failure_code: number | null;
  renewal_next_attempt_on: string | null;
  total: number;
}

const sortColumns: Record<RosterFilter['sort'], SQL> = {
  name: sql`lower(name)`,
  email: sql`lower(email)`,
  memberSince: sql`member_since`,
  status: sql`status`,
  type: sql`lower(type)`,
  periodEnd: sql`period_end`,
};

/**
 * Everyone the organisation knows, one row each, in one query so that it filters, sorts, counts
 * and pages in the database: members with a membership (paid or begun), the children of those
 * members, and those who booked or hold a ticket for one of its events. The status comes from the
 * latest paid period: none is never paid, one that ended is expired, one that runs now or later
 * (next year's, paid ahead) is active, or ready for renewal when the organisation offers today a
 * period that ends later.
 */
function rosterQuery(filter: RosterFilter): SQL {
  const { orgId, today } = filter;
  const conditions: SQL[] = [];
  if (filter.memberId) conditions.push(sql`id = ${filter.memberId}`);
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.type) conditions.push(sql`lower(type) = lower(${filter.type})`);
  if (filter.period) {
    conditions.push(sql`exists (select 1 from membership_history h
      join memberships hm on hm.id = h.membership_id and hm.org_id = ${orgId}
      where h.member_id = rows.id and h.status in ('active', 'expired')
        and extract(year from h.start_date) = ${filter.period})`);
  }
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
    conditions.push(
      sql`(name ilike ${pattern} or email ilike ${pattern} or phone ilike ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`
    with roster as (
      select member_id from memberships where org_id = ${orgId}
      union
      select c.id from members c join memberships m on m.member_id = c.parent_id
        where m.org_id = ${orgId}
      union
      select booker_id from event_entries
        where org_id = ${orgId} and booker_id is not null and payment_status in ('free', 'paid')
      union
      select t.participant_id from tickets t join event_entries e on e.id = t.event_entry_id
        where e.org_id = ${orgId} and t.participant_id is not null
    ),
    offer as (
      select max(end_date) as end_date from membership_configurations
      where org_id = ${orgId} and retired_at is null and end_date >= ${today}
        and (offer_start_date is null or offer_start_date <= ${today})
    ),
    rows as (
      select mem.id, trim(mem.first_name || ' ' || mem.last_name) as name, mem.email, mem.phone,
        nullif(concat_ws(', ', mem.address_line1, nullif(trim(concat_ws(' ', mem.post_code, mem.city)), '')), '') as address,
        ms.overall_start_date as member_since,
        case
          when l.end_date is null then 'never_paid'
          when l.end_date < ${today} then 'expired'
          when (select end_date from offer) > l.end_date then 'ready_for_renewal'
          else 'active'
        end as status,
        l.type, l.start_date as period_start, l.end_date as period_end,
        coalesce(ms.auto_renewal, false) as auto_renewal,
        rn.status as renewal_status, rn.failure_code as renewal_failure_code,
        rn.next_attempt_on as renewal_next_attempt_on
      from roster r
        join members mem on mem.id = r.member_id
        left join lateral (
          select id, status, overall_start_date, overall_end_date, auto_renewal from memberships
          where member_id = mem.id and org_id = ${orgId}
          -- One at most (unique); the limit keeps the planner from flattening it into a scan.
          limit 1
        ) ms on true
        -- Looked up per member through the history's member index: a plan that does not depend
        -- on how fresh the table statistics are.
        left join lateral (
          select c.name as type, h.start_date, h.end_date
          from membership_history h
            join memberships hm on hm.id = h.membership_id and hm.org_id = ${orgId}
            join membership_configurations c on c.id = h.membership_conf_id
          where h.member_id = mem.id and h.status in ('active', 'expired')
          order by h.end_date desc
          limit 1
        ) l on true
        -- The latest renewal, shown when its charge was declined (retrying) or failed for good.
        left join lateral (
          select case when status in ('retrying', 'failed') then status end as status,
            failure_code, next_attempt_on
          from membership_renewals where membership_id = ms.id
          order by period_start desc
          limit 1
        ) rn on true
    )
    select id, name, email, phone, address, member_since::text, status, type,
      period_start::text, period_end::text, auto_renewal, renewal_status, renewal_failure_code,
      renewal_next_attempt_on::text, count(*) over ()::int as total
    from rows ${where}
    order by ${sortColumns[filter.sort]} ${filter.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`}, id`;
}

export async function listRosterRows(
  db: Executor,
  filter: RosterFilter,
  page: { limit: number; offset: number },
): Promise<RosterRow[]> {
  const result = await db.execute(
    sql`${rosterQuery(filter)} limit ${page.limit} offset ${page.offset}`,
  );
  return (result as { rows: RosterRow[] }).rows;
}

/** The names and years the filters offer: the organisation's types and paid period years. */
export async function rosterChoices(db: Executor, orgId: string) {
  const types = await db.execute(sql`
    select distinct name from membership_configurations where org_id = ${orgId} order by name`);
  const periods = await db.execute(sql`
    select distinct extract(year from h.start_date)::int as year
    from membership_history h join memberships ms on ms.id = h.membership_id
    where ms.org_id = ${orgId} order by year desc`);
  return {
    types: (types as { rows: { name: string }[] }).rows.map((row) => row.name),
    periods: (periods as { rows: { year: number }[] }).rows.map((row) => row.year),
  };
}

export async function memberHistoryRows(db: Executor, orgId: string, memberId: string) {
  const result = await db.execute(sql`
    select h.id, c.name as type, h.start_date::text as start_date, h.end_date::text as end_date,
      h.status, h.status in ('active', 'expired') as paid
    from membership_history h
      join memberships ms on ms.id = h.membership_id
      join membership_configurations c on c.id = h.membership_conf_id
    where ms.org_id = ${orgId} and h.member_id = ${memberId}
    order by h.start_date desc, h.created_at desc`);
  return (
    result as {
      rows: {
        id: string;
        type: string;
        start_date: string;
        end_date: string;
        status: string;
        paid: boolean;
      }[];
    }
  ).rows;
}

export async function memberFamilyRows(db: Executor, memberId: string) {
  const result = await db.execute(sql`
    select c.id, trim(c.first_name || ' ' || c.last_name) as name, 'child' as relation
      from members c where c.parent_id = ${memberId}
    union all
    select p.id, trim(p.first_name || ' ' || p.last_name), 'parent'
      from members me join members p on p.id = me.parent_id where me.id = ${memberId}`);
  return (result as { rows: { id: string; name: string; relation: 'child' | 'parent' }[] }).rows;
}

export async function memberTicketRows(db: Executor, orgId: string, memberId: string) {
  const result = await db.execute(sql`
    select t.id, ev.title as event, ev.start_date, t.holder_name, t.status
    from tickets t
      join event_entries e on e.id = t.event_entry_id
      join events ev on ev.id = t.event_id
    where e.org_id = ${orgId} and (t.participant_id = ${memberId} or e.booker_id = ${memberId})
    order by ev.start_date desc`);
  return (
    result as {
      rows: {
        id: string;
        event: string;
        start_date: Date | string;
        holder_name: string;
        status: string;
      }[];
    }
  ).rows;
}
