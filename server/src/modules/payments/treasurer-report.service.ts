import type { Language } from '@portal/contracts/language';
import type { ReportRow, TreasurerReport } from '@portal/contracts/organisation-payments';
import type { Caller } from '#src/lib/auth.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { AppError } from '#src/lib/errors.ts';
import { csvAmount, toCsv } from '#src/lib/exports/csv.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { settledInPeriod } from './organisation-payments.repository.ts';

type Sums = Omit<ReportRow, 'name' | 'kind'>;
const zero = (): Sums => ({
  count: 0,
  net: 0,
  vat: 0,
  surcharge: 0,
  gross: 0,
  refunded: 0,
  afterRefunds: 0,
});

/** Shares `amount` out over `weights` in proportion, in whole øre that add up to it exactly. */
export function shareOut(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  const rest = amount - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[shares.length - 1] = (shares.at(-1) ?? 0) + rest;
  return shares;
}

/**
 * The treasurer's period report: the payments settled in the period, by membership type and for
 * events, from the lines as they were charged (not today's prices), with what was paid back of
 * them. A refund of a payment with several lines is shared out over its lines by their amounts.
 */
export async function treasurerReport(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; from?: string | undefined; to?: string | undefined },
): Promise<TreasurerReport> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const year = clubToday().slice(0, 4);
  const from = input.from ?? `${year}-01-01`;
  const to = input.to ?? `${year}-12-31`;
  if (to < from) {
    throw AppError.of('BAD_REQUEST', 'report_period_reversed', undefined, [
      { field: 'to', message: 'must be on or after from' },
    ]);
  }
  const { memberships, bookings, refunds } = await settledInPeriod(ctx.db, organisation.id, {
    from,
    to,
  });
  const refundedOf = new Map<string, number>();
  for (const refund of refunds) {
    const key = refund.membershipPaymentId ?? refund.eventEntryId ?? '';
    refundedOf.set(key, (refundedOf.get(key) ?? 0) + refund.amount);
  }

  const byType = new Map<string, { name: string; sums: Sums }>();
  // Grouped by hand: Map.groupBy waits for Node 21.
  const linesOfPayment = new Map<string, typeof memberships>();
  for (const line of memberships) {
    linesOfPayment.set(line.paymentId, [...(linesOfPayment.get(line.paymentId) ?? []), line]);
  }
  for (const [paymentId, lines] of linesOfPayment) {
    const shares = shareOut(
      refundedOf.get(paymentId) ?? 0,
      lines.map((line) => line.total),
    );
    lines.forEach((line, index) => {
      const entry = byType.get(line.confId) ?? { name: line.name, sums: zero() };
      entry.sums.count += 1;
      entry.sums.net += line.price;
      entry.sums.vat += line.vat;
      entry.sums.surcharge += line.surcharge;
      entry.sums.gross += line.total;
      entry.sums.refunded += shares[index] ?? 0;
      byType.set(line.confId, entry);
    });
  }
  const rows: ReportRow[] = [...byType.values()]
    .sort((a, b) => a.name.localeCompare(b.name, 'da'))
    .map(({ name, sums }) => ({ name, kind: 'membership', ...sums }));

  // A booking cancelled without a refund took no money; one the club paid back did.
  const sold = bookings.filter(
    (booking) => booking.paymentStatus === 'paid' || refundedOf.has(booking.id),
  );
  if (sold.length > 0) {
    const events = zero();
    for (const booking of sold) {
      events.count += 1;
      events.net += booking.amount;
      events.gross += booking.amount;
      events.refunded += refundedOf.get(booking.id) ?? 0;
    }
    rows.push({ name: null, kind: 'event', ...events });
  }
  for (const row of rows) row.afterRefunds = row.gross - row.refunded;

  const totals = zero();
  for (const row of rows) {
    for (const key of Object.keys(totals) as (keyof Sums)[]) totals[key] += row[key];
  }
  return { from, to, currency: 'DKK', rows, totals };
}

const headings = {
  da: {
    what: 'Hvad',
    events: 'Arrangementer',
    total: 'I alt',
    columns: [
      'Antal',
      'Netto',
      'Moms',
      'Gebyrer',
      'Brutto',
      'Tilbagebetalt',
      'Efter tilbagebetaling',
    ],
  },
  en: {
    what: 'What',
    events: 'Events',
    total: 'Total',
    columns: ['Count', 'Net', 'VAT', 'Surcharges', 'Gross', 'Refunded', 'After refunds'],
  },
} satisfies Record<Language, unknown>;

/** The report as a spreadsheet opens it, headed in the administrator's language. */
export function treasurerReportCsv(report: TreasurerReport, language: Language): string {
  const t = headings[language];
  const amounts = (sums: Sums) => [
    sums.count,
    ...[sums.net, sums.vat, sums.surcharge, sums.gross, sums.refunded, sums.afterRefunds].map(
      (ore) => csvAmount(ore, language),
    ),
  ];
  return toCsv([
    [t.what, ...t.columns],
    ...report.rows.map((row) => [row.name ?? t.events, ...amounts(row)]),
    [t.total, ...amounts(report.totals)],
  ]);
}
