// The administrators' roster at club scale: 10,000 members in one organisation, listed with mixed
// filters, sorts and pages, and exported whole as CSV and as an Excel workbook.
import { percentile } from './purchase-flow.ts';
import { type SeedTarget, seedQuery } from './seed.ts';

export const rosterSize = 10_000;

export interface RosterResult {
  members: number;
  requests: number;
  p50: number;
  p95: number;
  csvMs: number;
  csvBytes: number;
  xlsxMs: number;
  xlsxBytes: number;
  errors: number;
}

/** One organisation, BENCH, with its members: 60 % paid this year, some expired, some never. */
const insertRoster = `
  with org as (
    insert into organisations (key, name) values ('BENCH', 'Bench Roklub')
    on conflict (key) do update set name = excluded.name returning id
  ),
  conf as (
    insert into membership_configurations
      (org_id, name, membership_price, vat_rate, membership_surcharge, start_date, end_date)
    select id, 'Adult ' || g, 100000 + g * 10000, 25, 1500,
      date_trunc('year', now())::date, (date_trunc('year', now()) + interval '1 year - 1 day')::date
    from org, generate_series(1, 3) g
    returning id, org_id, start_date, end_date
  ),
  people as (
    insert into members (email, first_name, last_name, phone)
    select 'roster-' || g || '@bench.test', 'First' || g, 'Last' || (g % 997), '+45 ' || (20000000 + g)
    from generate_series(1, ${String(rosterSize)}) g
    returning id
  ),
  chosen as (
    select p.id as member_id, c.id as conf_id, c.org_id, c.start_date, c.end_date,
      (array['active', 'active', 'active', 'expired', 'inactive'])[1 + abs(hashtext(p.id::text)) % 5]
        as status
    from people p
      join (select *, row_number() over (order by id) - 1 as n from conf) c
        on c.n = abs(hashtext(p.id::text || 'type')) % 3
  ),
  held as (
    insert into memberships (org_id, member_id, status, overall_start_date, overall_end_date)
    select org_id, member_id, status,
      case when status = 'inactive' then null else start_date end,
      case when status = 'inactive' then null else end_date end
    from chosen
    returning id, member_id
  )
  insert into membership_history
    (membership_id, member_id, membership_conf_id, membership_for, start_date, end_date, status)
  select h.id, c.member_id, c.conf_id, extract(year from c.start_date)::int, c.start_date,
    c.end_date, c.status
  from held h join chosen c on c.member_id = h.member_id`;

/** Written while the server is stopped: the embedded database admits one process at a time. */
export async function createRoster(target: SeedTarget): Promise<void> {
  await seedQuery(target, insertRoster);
}

const queries = [
  '',
  '?sort=email&direction=desc',
  '?status=active&sort=memberSince',
  '?status=expired&page=20',
  '?search=Last42&sort=name',
  '?type=Adult%202&sort=periodEnd&direction=desc',
  '?page=200&pageSize=50',
  '?search=2000123',
];

async function timed(
  url: string,
  token: string,
): Promise<{ ms: number; bytes: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, orgKey: 'ALL' },
    signal: AbortSignal.timeout(60_000),
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, ok: response.ok };
}

/** Lists the roster 50 times over mixed queries (one at a time), then exports it twice. */
export async function benchRoster(origin: string, adminToken: string): Promise<RosterResult> {
  const base = `${origin}/org/api/v1/admin/organisations/BENCH/members`;
  const times: number[] = [];
  let errors = 0;
  await timed(base, adminToken);
  for (let index = 0; index < 50; index += 1) {
    const answer = await timed(`${base}${queries[index % queries.length] ?? ''}`, adminToken);
    times.push(answer.ms);
    if (!answer.ok) errors += 1;
  }
  const total = await fetch(`${base}?pageSize=1`, {
    headers: { authorization: `Bearer ${adminToken}`, orgKey: 'ALL' },
  }).then((response) => response.json() as Promise<{ total: number }>);
  const csv = await timed(`${base}/export?format=csv&language=da`, adminToken);
  const xlsx = await timed(`${base}/export?format=xlsx&language=da`, adminToken);
  if (!csv.ok) errors += 1;
  if (!xlsx.ok) errors += 1;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    members: total.total,
    requests: times.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    csvMs: csv.ms,
    csvBytes: csv.bytes,
    xlsxMs: xlsx.ms,
    xlsxBytes: xlsx.bytes,
    errors,
  };
}
