import { fullName } from '@portal/contracts/member-fields';
import { participantName } from '#src/lib/members/participant-name.ts';
import type { Participant } from '@portal/contracts/family';
import type { PurchaseInput } from '@portal/contracts/membership';
import { SELECT_MEMBERSHIP } from '@portal/contracts/membership';
import type { PurchaseParticipant } from './breakdown.ts';
import { isSkipped } from './breakdown.ts';

/**
 * Who can get a membership: the member, then each family participant whose invitation is
 * approved (SPEC.md section 4 step 5: the others are skipped, so they are not offered).
 */
export function purchaseParticipants(
  self: { id: string; firstName: string; lastName: string },
  participants: readonly Participant[],
): PurchaseParticipant[] {
  const family = participants
    .filter((participant) => participant.familyInvitationStatus === 'approved')
    .map((participant) => ({
      memberId: participant.id,
      name: participantName(participant),
    }));
  return [{ memberId: self.id, name: fullName(self) }, ...family];
}

/**
 * Family participants whose link is not approved (pending or rejected), by name or invited email:
 * skipped in the purchase (SPEC.md section 4 step 5), and named on the page with a note.
 */
export function unapprovedParticipants(
  participants: readonly Participant[],
): PurchaseParticipant[] {
  return participants
    .filter((participant) => participant.familyInvitationStatus !== 'approved')
    .map((participant) => ({ memberId: participant.id, name: participantName(participant) }));
}

/**
 * The purchase call's body. Ids and choices only: prices and amounts are the server's, and a
 * skipped entry travels as `Select Membership` so the server skips it too. A chosen line with
 * "Renew automatically" ticked carries `autoRenewal: true`.
 */
export function purchaseInput(
  orgId: string,
  participants: readonly PurchaseParticipant[],
  choices: Readonly<Record<string, string | null | undefined>>,
  language: 'da' | 'en',
  autoRenewals: Readonly<Record<string, boolean | undefined>> = {},
): PurchaseInput {
  return {
    orgId,
    language,
    participants: participants.map((participant) => {
      const choice = choices[participant.memberId];
      if (isSkipped(choice))
        return { memberId: participant.memberId, membershipConfId: SELECT_MEMBERSHIP };
      return {
        memberId: participant.memberId,
        membershipConfId: choice ?? SELECT_MEMBERSHIP,
        ...(autoRenewals[participant.memberId] === true ? { autoRenewal: true } : {}),
      };
    }),
  };
}
