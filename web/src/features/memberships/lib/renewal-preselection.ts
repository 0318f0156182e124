import type { membershipOverviewSchema } from '@portal/contracts/membership-records';
import type { RenewalStatus } from '@portal/contracts/renewal';
import type { PublicMembershipOffer } from '@portal/contracts/organisation';
import type { z } from 'zod';
import type { PurchaseParticipant } from './breakdown.ts';

type MembershipOverview = z.infer<typeof membershipOverviewSchema>;

export interface RenewalPreselection {
  orgId: string;
  /** The membership type chosen per participant. */
  choices: Record<string, string>;
  /** "Renew automatically" ticked where the membership renewed itself before. */
  autoRenewals: Record<string, boolean>;
}

/**
 * Renewals a member may still pay by hand. Not `paid` or `charging` (done or under way) and not
 * `scheduled`: the saved card is charged for that one, and a second payment would be a double.
 */
const renewableByHand: ReadonlySet<RenewalStatus> = new Set([
  'invited',
  'retrying',
  'failed',
  'cancelled',
]);

/**
 * What New Membership chooses for `?renew={orgKey}` (the one-click Renew of a renewal invitation):
 * that organisation and, for each participant whose membership there has a renewal open, the type
 * the renewal names, found by its name and the day its period starts. Null for an unknown key.
 */
export function renewalPreselection(
  orgKey: string,
  offers: readonly PublicMembershipOffer[],
  overview: MembershipOverview,
  participants: readonly PurchaseParticipant[],
): RenewalPreselection | null {
  const wanted = orgKey.toLowerCase();
  const organisation = offers.find((offer) => offer.key.toLowerCase() === wanted);
  if (!organisation) return null;
  const preselection: RenewalPreselection = {
    orgId: organisation.id,
    choices: {},
    autoRenewals: {},
  };
  const memberships =
    overview.find((group) => group.organisation.id === organisation.id)?.memberships ?? [];
  const isParticipant = new Set(participants.map((participant) => participant.memberId));
  for (const membership of memberships) {
    const { renewal } = membership;
    if (!renewal || !renewableByHand.has(renewal.status)) continue;
    if (!isParticipant.has(membership.memberId)) continue;
    const type = organisation.membershipTypes.find(
      (item) =>
        item.isOnOffer &&
        item.name === renewal.membershipName &&
        item.startDate === renewal.periodStart,
    );
    if (!type) continue;
    preselection.choices[membership.memberId] = type.id;
    if (membership.autoRenewal) preselection.autoRenewals[membership.memberId] = true;
  }
  return preselection;
}
