import type { Transaction } from '#src/db/client.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import type { MembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import { lockOpenRenewals, updateRenewal } from './renewal.repository.ts';
import { chargeDateFor } from './renewal-dates.ts';

/**
 * A member turned automatic renewal on while next period's invitation is open: it becomes an
 * automatic renewal, announced and charged a full notice from today at the earliest.
 */
export async function scheduleOpenInvitation(
  tx: Transaction,
  membership: MembershipRow,
  today: string = clubToday(),
): Promise<void> {
  const organisation = await findOrganisation(tx, membership.orgId);
  for (const renewal of await lockOpenRenewals(tx, membership.id)) {
    if (renewal.status !== 'invited' || renewal.periodStart <= today) continue;
    const chargeDate = chargeDateFor(renewal.periodStart, today, organisation.renewalNoticeDays);
    await updateRenewal(tx, renewal.id, {
      kind: 'automatic',
      status: 'scheduled',
      chargeDate,
      nextAttemptOn: chargeDate,
      noticeSentAt: null,
    });
  }
}
