import type { MembershipStatus } from '@portal/contracts/membership';
import type { Executor } from '#src/db/client.ts';
import {
  lockMembershipsWithRecords,
  setHistoryStatus,
  updateMembershipStatus,
} from './memberships.repository.ts';

export interface RecalculatedMembership {
  membershipId: string;
  memberId: string;
  orgId: string;
  status: MembershipStatus;
}

/**
 * The status recalculation of SPEC.md section 4: a membership is active when a paid history
 * record covers today, expired when it was paid for once but no longer, inactive when never paid.
 * Paid records are active until their period ends, then expired. The overall period runs from the
 * first paid start to the last paid end. It writes only what changed, so running it again changes
 * nothing: it is safe from any number of callers and jobs.
 */
export async function recalculateStatuses(
  tx: Executor,
  memberIds: string[],
  today: string,
): Promise<RecalculatedMembership[]> {
  const { memberships, records } = await lockMembershipsWithRecords(tx, [...new Set(memberIds)]);
  const results: RecalculatedMembership[] = [];
  for (const membership of memberships) {
    const paid = records.filter((record) => record.membershipId === membership.id && record.isPaid);
    const status: MembershipStatus = paid.some(
      (record) => record.startDate <= today && today <= record.endDate,
    )
      ? 'active'
      : paid.some((record) => record.endDate < today)
        ? 'expired'
        : 'inactive';
    const overallStartDate = paid.map((record) => record.startDate).sort()[0] ?? null;
    const overallEndDate =
      paid
        .map((record) => record.endDate)
        .sort()
        .at(-1) ?? null;
    if (
      status !== membership.status ||
      overallStartDate !== membership.overallStartDate ||
      overallEndDate !== membership.overallEndDate
    ) {
      const changed = status !== membership.status;
      await updateMembershipStatus(tx, membership.id, {
        status,
        oldStatus: changed ? membership.status : membership.oldStatus,
        newStatus: changed ? status : membership.newStatus,
        overallStartDate,
        overallEndDate,
      });
    }
    const expiredRecords = paid.filter(
      (record) => record.endDate < today && record.status !== 'expired',
    );
    const activeRecords = paid.filter(
      (record) => record.endDate >= today && record.status !== 'active',
    );
    await setHistoryStatus(
      tx,
      expiredRecords.map((record) => record.id),
      'expired',
    );
    await setHistoryStatus(
      tx,
      activeRecords.map((record) => record.id),
      'active',
    );
    results.push({
      membershipId: membership.id,
      memberId: membership.memberId,
      orgId: membership.orgId,
      status,
    });
  }
  return results;
}
