import { participantPrice } from '@portal/contracts/price';
import type { Executor, Transaction } from '#src/db/client.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import {
  findMembershipConfigurations,
  findOrganisation,
  isOnOffer,
  type MembershipConfigurationRow,
  membershipConfigurationRows,
} from '#src/modules/organisations/organisations.service.ts';
import type { MembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import {
  dueNotices,
  findRenewal,
  insertRenewal,
  type RenewalCandidate,
  renewalCandidates,
  type RenewalRow,
  updateRenewal,
} from './renewal.repository.ts';
import { chargeDateFor } from './renewal-dates.ts';
import { tellRenewal } from './renewal-news.ts';
import { lockMembership } from './saved-cards.ts';

/**
 * The renewal season (issue 16): when an organisation offers next period's type, each membership
 * whose period ends gets one renewal for that period. With automatic renewal it is announced the
 * organisation's notice days before its charge; without, the member is invited to renew by hand.
 */

/** A membership that lapsed at most this long ago is still invited to the next period. */
const graceDays = 31;
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Next period's type: the same name, starting after the paid period ends, on offer today. */
export function nextTypeOf(
  configurations: MembershipConfigurationRow[],
  candidate: Pick<RenewalCandidate, 'confName' | 'endDate'>,
  today: string,
): MembershipConfigurationRow | null {
  return (
    configurations
      .filter(
        (row) =>
          sameName(row.name, candidate.confName) &&
          row.startDate > candidate.endDate &&
          isOnOffer(row, today),
      )
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null
  );
}

/**
 * The type a renewal is charged as, in its current version: a price change replaces a type by a
 * new version of the same name and period (membership-types.service.ts).
 */
export async function currentTypeOf(
  db: Executor,
  renewal: Pick<RenewalRow, 'orgId' | 'membershipConfId' | 'periodStart' | 'periodEnd'>,
  name: string,
): Promise<MembershipConfigurationRow | null> {
  const rows = await membershipConfigurationRows(db, renewal.orgId);
  return (
    rows.find((row) => row.id === renewal.membershipConfId) ??
    rows.find(
      (row) =>
        sameName(row.name, name) &&
        row.startDate === renewal.periodStart &&
        row.endDate === renewal.periodEnd,
    ) ??
    null
  );
}

export function renewalFacts(
  renewal: RenewalRow,
  membershipName: string,
  currency: string,
  extra: { currentEnd?: string | null; orderNumber?: string | null } = {},
) {
  return {
    membershipName,
    periodStart: renewal.periodStart,
    periodEnd: renewal.periodEnd,
    amount: renewal.noticeAmount,
    currency,
    previousAmount:
      renewal.previousAmount !== null && renewal.previousAmount < renewal.noticeAmount
        ? renewal.previousAmount
        : null,
    chargeDate: renewal.chargeDate,
    nextAttemptOn: renewal.nextAttemptOn,
    currentEnd: extra.currentEnd ?? null,
    orderNumber: extra.orderNumber ?? null,
  };
}

const canRenewAutomatically = (membership: MembershipRow) =>
  membership.autoRenewal && membership.savedCardIdentifier !== null;

/** Makes the renewals of the period now offered; an invitation is sent with its renewal. */
export async function planRenewals(deps: PaymentDeps, today: string): Promise<number> {
  const candidates = await renewalCandidates(deps.db, today, graceDays);
  const configurations = new Map<string, MembershipConfigurationRow[]>();
  let planned = 0;
  for (const candidate of candidates) {
    let offered = configurations.get(candidate.orgId);
    if (!offered) {
      offered = await membershipConfigurationRows(deps.db, candidate.orgId);
      configurations.set(candidate.orgId, offered);
    }
    const next = nextTypeOf(offered, candidate, today);
    if (!next) continue;
    const made = await deps.db.transaction(async (tx) => {
      const membership = await lockMembership(tx, candidate.membershipId);
      if (!membership) return false;
      const organisation = await findOrganisation(tx, candidate.orgId);
      // An organisation closed to memberships renews none, automatically or by invitation.
      if (!organisation.enabled) return false;
      const automatic = canRenewAutomatically(membership);
      const chargeDate = automatic
        ? chargeDateFor(next.startDate, today, organisation.renewalNoticeDays)
        : null;
      const renewal = await insertRenewal(tx, {
        membershipId: membership.id,
        memberId: membership.memberId,
        orgId: membership.orgId,
        kind: automatic ? 'automatic' : 'invitation',
        membershipConfId: next.id,
        periodStart: next.startDate,
        periodEnd: next.endDate,
        noticeAmount: participantPrice(next).total,
        previousAmount: candidate.previousAmount,
        chargeDate,
        nextAttemptOn: chargeDate,
        status: automatic ? 'scheduled' : 'invited',
      });
      if (!renewal) return false;
      if (!automatic) {
        await tellRenewal(deps, tx, {
          kind: 'invitation',
          membership,
          renewal: renewalFacts(renewal, next.name, next.currency),
          onceKey: renewal.id,
        });
      }
      return true;
    });
    if (made) planned += 1;
  }
  return planned;
}

/**
 * Announces a renewal whose notice is due, at the price of the type's current version: the
 * charge takes exactly what the notice named. A membership whose renewal was turned off meanwhile
 * is invited instead.
 */
export async function announceRenewal(
  deps: PaymentDeps,
  tx: Transaction,
  renewalId: string,
): Promise<boolean> {
  const renewal = await findRenewal(tx, renewalId, { lock: true });
  if (renewal?.status !== 'scheduled' || renewal.noticeSentAt) return false;
  const membership = await lockMembership(tx, renewal.membershipId);
  if (!membership) return false;
  const type = await currentTypeOf(tx, renewal, await typeName(tx, renewal));
  if (!type) {
    await updateRenewal(tx, renewal.id, { status: 'cancelled' });
    deps.log.warn({ renewalId }, 'the type of a renewal is no longer offered: renewal cancelled');
    return false;
  }
  if (!canRenewAutomatically(membership)) {
    await updateRenewal(tx, renewal.id, {
      kind: 'invitation',
      status: 'invited',
      chargeDate: null,
      nextAttemptOn: null,
    });
    const invited = { ...renewal, chargeDate: null, nextAttemptOn: null };
    await tellRenewal(deps, tx, {
      kind: 'invitation',
      membership,
      renewal: renewalFacts(invited, type.name, type.currency),
      onceKey: renewal.id,
    });
    return true;
  }
  const amount = participantPrice(type).total;
  await updateRenewal(tx, renewal.id, {
    membershipConfId: type.id,
    noticeAmount: amount,
    noticeSentAt: new Date(),
  });
  await tellRenewal(deps, tx, {
    kind: 'notice',
    membership,
    renewal: renewalFacts({ ...renewal, noticeAmount: amount }, type.name, type.currency),
    onceKey: renewal.id,
  });
  return true;
}

/** The name of the type a renewal was planned with; a retired version still names it. */
export async function typeName(
  db: Executor,
  renewal: Pick<RenewalRow, 'orgId' | 'membershipConfId'>,
): Promise<string> {
  const [row] = await findMembershipConfigurations(db, renewal.orgId, [renewal.membershipConfId]);
  return row?.name ?? '';
}

export async function sendDueNotices(deps: PaymentDeps, today: string): Promise<number> {
  let sent = 0;
  for (const id of await dueNotices(deps.db, today)) {
    if (await deps.db.transaction((tx) => announceRenewal(deps, tx, id))) sent += 1;
  }
  return sent;
}
