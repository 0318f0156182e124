import { renewalFailureReason } from '@portal/contracts/payment-decline';
import type { SavedCardSummary, UpcomingRenewal } from '@portal/contracts/renewal';
import type { Executor } from '#src/db/client.ts';
import { membershipConfigurations } from '#src/db/schema/index.ts';
import { inArray } from 'drizzle-orm';
import type { MembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import type { RenewalRow } from './renewal.repository.ts';

/** What a member is shown of a saved card: never its identifier at the gateway. */
export function savedCardSummary(row: MembershipRow): SavedCardSummary | null {
  if (!row.savedCardIdentifier || !row.savedCardLastDigits) return null;
  return {
    brand: row.savedCardBrand ?? 'Card',
    lastDigits: row.savedCardLastDigits,
    expiry: row.savedCardExpiry,
  };
}

/** Names and currencies of the types the renewals are for, by configuration id. */
export async function renewalTypeNames(
  db: Executor,
  renewals: RenewalRow[],
): Promise<Map<string, { name: string; currency: string }>> {
  const ids = [...new Set(renewals.map((renewal) => renewal.membershipConfId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: membershipConfigurations.id,
      name: membershipConfigurations.name,
      currency: membershipConfigurations.currency,
    })
    .from(membershipConfigurations)
    .where(inArray(membershipConfigurations.id, ids));
  return new Map(rows.map((row) => [row.id, { name: row.name, currency: row.currency }]));
}

/**
 * The renewal the member should know about: one still to come, one that failed, or one paid for a
 * period not yet over. An invitation the member answered by buying the period by hand, and a
 * renewal that was called off, are history.
 */
export function upcomingRenewal(
  membership: MembershipRow,
  renewal: RenewalRow | undefined,
  types: Map<string, { name: string; currency: string }>,
  today: string,
): UpcomingRenewal | null {
  if (!renewal || renewal.status === 'cancelled' || renewal.periodEnd < today) return null;
  const renewedByHand =
    renewal.status !== 'paid' &&
    membership.overallEndDate !== null &&
    membership.overallEndDate >= renewal.periodStart;
  if (renewedByHand) return null;
  const type = types.get(renewal.membershipConfId);
  const failed = renewal.status === 'retrying' || renewal.status === 'failed';
  const reason = failed ? renewalFailureReason(renewal.failureCode) : null;
  return {
    kind: renewal.kind,
    status: renewal.status,
    membershipName: type?.name ?? '',
    periodStart: renewal.periodStart,
    periodEnd: renewal.periodEnd,
    amount: renewal.noticeAmount,
    currency: type?.currency ?? 'DKK',
    previousAmount:
      renewal.previousAmount !== null && renewal.previousAmount < renewal.noticeAmount
        ? renewal.previousAmount
        : null,
    chargeDate: renewal.chargeDate,
    nextAttemptOn: renewal.nextAttemptOn,
    failure: reason ? { key: reason.key, message: reason.message } : null,
  };
}
