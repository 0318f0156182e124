import type { Membership } from '@portal/contracts/membership-records';
import type { Transaction } from '#src/db/client.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { AppError } from '#src/lib/errors.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { membershipsOfMember } from '#src/modules/memberships/memberships-read.service.ts';
import type { MembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import { lockOpenRenewals, updateRenewal } from './renewal.repository.ts';
import { tellRenewal } from './renewal-news.ts';
import { scheduleOpenInvitation } from './renewal-schedule.ts';
import { lockMembership, manageableMembership, updateMemberships } from './saved-cards.ts';

/**
 * Turned off, a renewal not yet charged becomes an invitation to renew by hand (the mail of the
 * change says so); one being charged right now is not stopped halfway.
 */
async function unscheduleOpenRenewals(tx: Transaction, membership: MembershipRow): Promise<void> {
  for (const renewal of await lockOpenRenewals(tx, membership.id)) {
    if (renewal.status === 'invited') continue;
    await updateRenewal(tx, renewal.id, {
      kind: 'invitation',
      status: 'invited',
      chargeDate: null,
      nextAttemptOn: null,
    });
  }
}

/**
 * `PUT {member}/membership/{id}/auto-renewal`: on needs a saved card (else 409: the web app opens
 * the card window instead); each change is confirmed by mail. The card stays saved when renewal
 * is turned off, so turning it on again needs no new card window.
 */
export async function setAutoRenewal(
  deps: PaymentDeps,
  acting: ActingMember,
  membershipId: string,
  autoRenewal: boolean,
): Promise<Membership> {
  const found = await manageableMembership(deps.db, acting, membershipId);
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, membershipId);
    if (!membership || membership.autoRenewal === autoRenewal) return;
    if (autoRenewal && !membership.savedCardIdentifier) {
      throw AppError.of('CONFLICT', 'renewal_needs_card');
    }
    const changes = autoRenewal
      ? { autoRenewal: true, autoRenewCycle: 'yearly' }
      : { autoRenewal: false };
    await updateMemberships(tx, [membershipId], changes);
    const changed = { ...membership, ...changes };
    if (autoRenewal) await scheduleOpenInvitation(tx, changed);
    else await unscheduleOpenRenewals(tx, changed);
    await tellRenewal(deps, tx, {
      kind: autoRenewal ? 'turned-on' : 'turned-off',
      membership: changed,
      onceKey: `${membershipId}-${changed.updateDate.getTime()}-${String(autoRenewal)}`,
    });
  });
  const [view] = (
    await membershipsOfMember(deps.db, acting, found.memberId, found.orgId, clubToday())
  ).filter((membership) => membership.id === membershipId);
  if (!view) throw AppError.of('NOT_FOUND', 'membership_not_found');
  return view;
}
