import { SELECT_MEMBERSHIP } from '@portal/contracts/membership';
import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { type ParticipantPrice, participantPrice, sumPrices } from '@portal/contracts/price';

export interface PurchaseParticipant {
  memberId: string;
  name: string;
}

export interface BreakdownLine extends ParticipantPrice {
  memberId: string;
  memberName: string;
  membershipConfId: string;
  membershipName: string;
}

export interface Breakdown {
  lines: BreakdownLine[];
  total: ParticipantPrice;
}

/** True when an entry buys nothing: left at `Select Membership`, empty or unknown. */
export function isSkipped(choice: string | null | undefined): boolean {
  return !choice || choice === SELECT_MEMBERSHIP;
}

/**
 * The summary before paying, per participant, through the one price function of contracts/ so
 * that it matches what the server charges. Skipped entries and unknown configurations are left
 * out, as the server leaves them out (SPEC.md section 4 step 5).
 */
export function buildBreakdown(
  participants: readonly PurchaseParticipant[],
  choices: Readonly<Record<string, string | null | undefined>>,
  configurations: readonly MembershipConfiguration[],
): Breakdown {
  const lines: BreakdownLine[] = [];
  for (const participant of participants) {
    const choice = choices[participant.memberId];
    if (isSkipped(choice)) continue;
    const configuration = configurations.find((item) => item.id === choice);
    if (!configuration) continue;
    lines.push({
      memberId: participant.memberId,
      memberName: participant.name,
      membershipConfId: configuration.id,
      membershipName: configuration.name,
      ...participantPrice(configuration),
    });
  }
  return { lines, total: sumPrices(lines) };
}
