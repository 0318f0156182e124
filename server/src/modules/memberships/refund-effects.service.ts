import type { Executor } from '#src/db/client.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { recalculateStatuses } from './membership-status.service.ts';
import { setHistoryStatus } from './memberships.repository.ts';
import { listPaymentLines, updatePayment } from './payments.repository.ts';

/**
 * A membership payment paid back in full (or its authorization released): the payment is
 * refunded, the periods it paid for are no longer paid, and each membership's status follows
 * (inactive, or expired when an earlier period was paid). A partial refund changes none of this.
 */
export async function markMembershipPaymentRefunded(
  tx: Executor,
  paymentId: string,
  reason: string,
): Promise<void> {
  await updatePayment(tx, paymentId, { paymentStatus: 'refunded', statusReason: reason });
  const lines = await listPaymentLines(tx, paymentId);
  await setHistoryStatus(
    tx,
    lines.map(({ line }) => line.historyId),
    'inactive',
  );
  await recalculateStatuses(
    tx,
    lines.map(({ line }) => line.memberId),
    clubToday(),
  );
}
