import type { Writable } from 'node:stream';
import type { Language } from '@portal/contracts/language';
import { type DeclineReason, renewalFailureReason } from '@portal/contracts/payment-decline';
import type {
  Roster,
  RosterMember,
  RosterMemberDetail,
  RosterQuery,
  RosterStatus,
  rosterFilterSchema,
} from '@portal/contracts/roster';
import type { z } from 'zod';
import type { Caller } from '#src/lib/auth.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { AppError } from '#src/lib/errors.ts';
import { csvByteOrderMark, csvLine } from '#src/lib/exports/csv.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { paymentsOfMember } from '#src/modules/payments/organisation-payments.service.ts';
import {
  listRosterRows,
  memberFamilyRows,
  memberHistoryRows,
  memberTicketRows,
  rosterChoices,
  type RosterRow,
} from './roster.repository.ts';

type Filter = z.output<typeof rosterFilterSchema>;

function toMember(row: RosterRow): RosterMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    memberSince: row.member_since,
    status: row.status,
    type: row.type,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    autoRenewal: row.auto_renewal,
    renewalFailure: row.renewal_status
      ? {
          status: row.renewal_status,
          ...pick(renewalFailureReason(row.renewal_failure_code)),
          nextAttemptOn: row.renewal_next_attempt_on,
        }
      : null,
  };
}

const pick = (reason: DeclineReason) => ({ key: reason.key, message: reason.message });

export async function organisationRoster(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; query: RosterQuery },
): Promise<Roster> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const { page, pageSize, ...filter } = input.query;
  const rows = await listRosterRows(
    ctx.db,
    { orgId: organisation.id, today: clubToday(), ...filter },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    members: rows.map(toMember),
    total: rows[0]?.total ?? 0,
    page,
    pageSize,
    ...(await rosterChoices(ctx.db, organisation.id)),
  };
}

/**
 * A member's page: memberships, payments, family and tickets, as far as they concern this
 * organisation. Someone who is not on its roster reads as no one.
 */
export async function rosterMember(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; memberId: string },
): Promise<RosterMemberDetail> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const [row] = await listRosterRows(
    ctx.db,
    {
      orgId: organisation.id,
      today: clubToday(),
      memberId: input.memberId,
      sort: 'name',
      direction: 'asc',
    },
    { limit: 1, offset: 0 },
  );
  if (!row) throw AppError.of('NOT_FOUND', 'roster_member_not_found');
  const [history, payments, family, tickets] = await Promise.all([
    memberHistoryRows(ctx.db, organisation.id, row.id),
    paymentsOfMember(ctx.db, organisation.id, row.id),
    memberFamilyRows(ctx.db, row.id),
    memberTicketRows(ctx.db, organisation.id, row.id),
  ]);
  return {
    member: { ...toMember(row), address: row.address },
    memberships: history.map((item) => ({
      id: item.id,
      type: item.type,
      startDate: item.start_date,
      endDate: item.end_date,
      status: item.status,
      paid: item.paid,
    })),
    payments,
    family,
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      event: ticket.event,
      startDate: new Date(ticket.start_date).toISOString(),
      holderName: ticket.holder_name,
      status: ticket.status,
    })),
  };
}

const exportTexts = {
  da: {
    sheet: 'Medlemmer',
    columns: [
      'Navn',
      'E-mail',
      'Telefon',
      'Medlem siden',
      'Status',
      'Medlemstype',
      'Periode start',
      'Periode slut',
    ],
    statuses: {
      active: 'Aktiv',
      ready_for_renewal: 'Klar til fornyelse',
      expired: 'Udløbet',
      never_paid: 'Aldrig betalt',
    },
  },
  en: {
    sheet: 'Members',
    columns: [
      'Name',
      'Email',
      'Phone',
      'Member since',
      'Status',
      'Membership type',
      'Period start',
      'Period end',
    ],
    statuses: {
      active: 'Active',
      ready_for_renewal: 'Ready for renewal',
      expired: 'Expired',
      never_paid: 'Never paid',
    },
  },
} satisfies Record<
  Language,
  { sheet: string; columns: string[]; statuses: Record<RosterStatus, string> }
>;

/** How many rows an export reads from the database at a time. */
const exportBatch = 2_000;

/**
 * The (filtered) roster as CSV or as an Excel workbook, headed in the administrator's language.
 * The caller's right is checked first; the answer then writes to `out` a batch at a time, so a
 * large club's export never sits whole in memory.
 */
export async function prepareRosterExport(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; filter: Filter; format: 'csv' | 'xlsx'; language: Language },
): Promise<(out: Writable) => Promise<void>> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  return (out) => writeRoster(ctx, organisation.id, input, out);
}

async function writeRoster(
  ctx: ServiceContext,
  orgId: string,
  input: { filter: Filter; format: 'csv' | 'xlsx'; language: Language },
  out: Writable,
): Promise<void> {
  const t = exportTexts[input.language];
  const cells = (member: RosterMember) => [
    member.name,
    member.email,
    member.phone,
    member.memberSince,
    t.statuses[member.status],
    member.type,
    member.periodStart,
    member.periodEnd,
  ];
  const batches = async function* () {
    for (let offset = 0; ; offset += exportBatch) {
      const rows = await listRosterRows(
        ctx.db,
        { orgId, today: clubToday(), ...input.filter },
        { limit: exportBatch, offset },
      );
      yield rows.map(toMember);
      if (rows.length < exportBatch) return;
    }
  };

  if (input.format === 'csv') {
    out.write(csvByteOrderMark + csvLine(t.columns));
    for await (const batch of batches()) {
      out.write(batch.map((member) => csvLine(cells(member))).join(''));
    }
    out.end();
    return;
  }
  // Loaded when a spreadsheet is asked for: it is the heaviest package to load at start-up.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = t.columns.map((header, index) => ({
    header,
    width: [28, 32, 16, 14, 18, 20, 14, 14][index] ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches()) {
    for (const member of batch) sheet.addRow(cells(member)).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Up to `limit` of the organisation's people, by a search or one member's id, sorted by name. */
export function organisationPeople(
  ctx: Pick<ServiceContext, 'db'>,
  orgId: string,
  filter: { search?: string; memberId?: string },
  limit: number,
): Promise<RosterRow[]> {
  return listRosterRows(
    ctx.db,
    { orgId, today: clubToday(), ...filter, sort: 'name', direction: 'asc' },
    { limit, offset: 0 },
  );
}
