import type { z } from 'zod';
import type {
  historyListSchema,
  Membership,
  membershipCheckSchema,
  membershipOverviewSchema,
  Receipt,
} from '@portal/contracts/membership-records';
import { sumPrices } from '@portal/contracts/price';
import type { Executor } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  findOrganisation,
  listMembershipConfigurations,
  listOrganisations,
} from '#src/modules/organisations/organisations.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { canActFor, membersActedFor } from '#src/modules/family/family-access.service.ts';
import { memberProfiles } from './member-profiles.ts';
import { latestRenewals } from './renewal/renewal.repository.ts';
import { renewalTypeNames, savedCardSummary, upcomingRenewal } from './renewal/renewal-view.ts';
import {
  findHistoryRow,
  findMembershipRow,
  listHistoryWithPayments,
  listMembershipsOfMembers,
  type MembershipRow,
} from './memberships.repository.ts';
import {
  findLineOfHistory,
  findMembershipsWithPaidRecord,
  findPayment,
  listPaymentLines,
  type PaymentRow,
} from './payments.repository.ts';

type Overview = z.infer<typeof membershipOverviewSchema>;
type HistoryList = z.infer<typeof historyListSchema>;
type MembershipCheck = z.infer<typeof membershipCheckSchema>;

/** Ready for renewal when the organisation offers a period ending after the paid one. */
async function toMemberships(
  db: Executor,
  rows: MembershipRow[],
  today: string,
): Promise<Membership[]> {
  const names = await memberProfiles(
    db,
    rows.map((row) => row.memberId),
  );
  const offers = new Map<string, string[]>();
  for (const orgId of new Set(rows.map((row) => row.orgId))) {
    const configurations = await listMembershipConfigurations(db, orgId, today);
    offers.set(
      orgId,
      configurations.filter((c) => c.isOnOffer).map((c) => c.endDate),
    );
  }
  const renewals = await latestRenewals(
    db,
    rows.map((row) => row.id),
  );
  const typeNames = await renewalTypeNames(db, [...renewals.values()]);
  const paid = await findMembershipsWithPaidRecord(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    memberId: row.memberId,
    memberName: names.get(row.memberId)?.name ?? '',
    enabled: row.enabled,
    status: row.status,
    oldStatus: row.oldStatus,
    newStatus: row.newStatus,
    overallStartDate: row.overallStartDate,
    overallEndDate: row.overallEndDate,
    autoRenewal: row.autoRenewal,
    autoRenewCycle: row.autoRenewCycle,
    savedCard: savedCardSummary(row),
    renewal: upcomingRenewal(row, renewals.get(row.id), typeNames, today),
    readyForMembershipRenewal: (offers.get(row.orgId) ?? []).some(
      (end) => row.overallEndDate === null || end > row.overallEndDate,
    ),
    hasReceipt: paid.has(row.id),
    updateDate: row.updateDate.toISOString(),
  }));
}

/** /memberships: per organisation, the memberships of the acting member and their family. */
export async function membershipOverview(
  db: Executor,
  acting: ActingMember,
  today: string,
): Promise<Overview> {
  const people = await membersActedFor(db, acting);
  // The acting member first, then the family in the order the members feature lists them.
  const rows = (await listMembershipsOfMembers(db, people)).sort(
    (a, b) => people.indexOf(a.memberId) - people.indexOf(b.memberId),
  );
  const memberships = await toMemberships(db, rows, today);
  const organisations = await listOrganisations(db, today);
  return organisations
    .filter((organisation) =>
      memberships.some((membership) => membership.orgId === organisation.id),
    )
    .map((organisation) => ({
      organisation: {
        id: organisation.id,
        key: organisation.key,
        name: organisation.name,
        readyForMembershipRenewal: organisation.readyForMembershipRenewal,
      },
      memberships: memberships.filter((membership) => membership.orgId === organisation.id),
    }));
}

/** SPEC.md's `GET {member}/api/v1/{memberId}/membership/list?orgId=`. */
export async function membershipsOfMember(
  db: Executor,
  acting: ActingMember,
  memberId: string,
  orgId: string | undefined,
  today: string,
): Promise<Membership[]> {
  if (!(await canActFor(db, acting, memberId))) throw AppError.of('NOT_FOUND', 'member_not_found');
  const rows = await listMembershipsOfMembers(db, [memberId]);
  return toMemberships(
    db,
    rows.filter((row) => orgId === undefined || row.orgId === orgId),
    today,
  );
}

export async function membershipHistory(
  db: Executor,
  acting: ActingMember,
  membershipId: string,
): Promise<HistoryList> {
  const membership = await findMembershipRow(db, membershipId);
  if (!membership || !(await canActFor(db, acting, membership.memberId)))
    throw AppError.of('NOT_FOUND', 'membership_not_found');
  const rows = await listHistoryWithPayments(db, membershipId);
  return rows.map(({ history, line, payment }) => ({
    id: history.id,
    membershipId: history.membershipId,
    memberId: history.memberId,
    membershipConfId: history.membershipConfId,
    membershipName: line.membershipName,
    membershipFor: history.membershipFor,
    startDate: history.startDate,
    endDate: history.endDate,
    status: history.status,
    enabled: history.enabled,
    statusChangeDate: history.statusChangeDate.toISOString(),
    referenceKey: history.referenceKey,
    amount: { price: line.price, vat: line.vat, surcharge: line.surcharge, total: line.total },
    payment: {
      id: payment.id,
      paymentStatus: payment.paymentStatus,
      orderNumber: payment.gatewayOrderNumber,
      paymentTotal: payment.paymentTotal,
      totalPaid: payment.totalPaid,
      currency: payment.currency,
      paymentCreatedAt: payment.paymentCreatedAt.toISOString(),
    },
  }));
}

/** The receipt of the payment a history record was paid with (/membership/{historyId}/receipt). */
export async function membershipReceipt(
  db: Executor,
  acting: ActingMember,
  historyId: string,
): Promise<Receipt> {
  const history = await findHistoryRow(db, historyId);
  const line = history ? await findLineOfHistory(db, history.id) : null;
  const payment = line ? await findPayment(db, { id: line.paymentId }) : null;
  if (!history || !payment) throw AppError.of('NOT_FOUND', 'receipt_not_found');
  const mayRead =
    payment.payerMemberId === acting.id || (await canActFor(db, acting, history.memberId));
  if (!mayRead) throw AppError.of('NOT_FOUND', 'receipt_not_found');
  return receiptOf(db, payment, history);
}

/**
 * The receipt of a payment, for whoever the caller already decided may have it (the receipt
 * mail's attachment, the payment notifications): null when there is no such payment.
 */
export async function membershipPaymentReceipt(
  db: Executor,
  paymentId: string,
): Promise<Receipt | null> {
  const payment = await findPayment(db, { id: paymentId });
  const history = payment ? await findHistoryRow(db, payment.membershipHistoryId) : null;
  if (!payment || !history) return null;
  return receiptOf(db, payment, history);
}

async function receiptOf(
  db: Executor,
  payment: PaymentRow,
  history: NonNullable<Awaited<ReturnType<typeof findHistoryRow>>>,
): Promise<Receipt> {
  if (payment.paymentStatus !== 'paid' && payment.paymentStatus !== 'refunded') {
    throw AppError.of('NOT_FOUND', 'receipt_unavailable');
  }
  const lines = await listPaymentLines(db, payment.id);
  const organisation = await findOrganisation(db, payment.orgId);
  return {
    paymentId: payment.id,
    paymentStatus: payment.paymentStatus,
    organisation: {
      id: organisation.id,
      key: organisation.key,
      name: organisation.name,
      address: organisation.address,
      cvrNumber: organisation.cvrNumber,
    },
    payer: {
      memberId: payment.payerMemberId,
      name: payment.billingName,
      email: payment.billingEmail,
    },
    billingAddress: payment.billingAddress,
    paidAt: payment.settledAt?.toISOString() ?? null,
    period: {
      startDate: lines.map((row) => row.startDate).sort()[0] ?? history.startDate,
      endDate:
        lines
          .map((row) => row.endDate)
          .sort()
          .at(-1) ?? history.endDate,
    },
    lines: lines.map(({ line: l, startDate, endDate }) => ({
      historyId: l.historyId,
      memberId: l.memberId,
      memberName: l.memberName,
      membershipConfId: l.membershipConfId,
      membershipName: l.membershipName,
      vatRate: Number(l.vatRate),
      startDate,
      endDate,
      autoRenewal: l.autoRenewal,
      price: l.price,
      vat: l.vat,
      surcharge: l.surcharge,
      total: l.total,
    })),
    total: sumPrices(lines.map((row) => row.line)),
    totalPaid: payment.totalPaid,
    currency: payment.currency,
    paymentReference: {
      orderNumber: payment.orderNumber,
      gatewayOrderNumber: payment.gatewayOrderNumber,
      paymentIdentifier: payment.paymentIdentifier,
      authorizationIdentifier: payment.authorizationIdentifier,
      maskedCard: payment.maskedCard,
    },
  };
}

/** The membership prompt (SPEC.md section 4): does the acting member hold any active one? */
export async function membershipCheck(
  db: Executor,
  acting: ActingMember,
): Promise<MembershipCheck> {
  const rows = await listMembershipsOfMembers(db, [acting.id]);
  const active = rows.filter((row) => row.status.toLowerCase() === 'active');
  return {
    hasActiveMembership: active.length > 0,
    activeOrganisationIds: active.map((row) => row.orgId),
  };
}
