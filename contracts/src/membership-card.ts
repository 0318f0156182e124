import { z } from 'zod';
import { isoDateSchema } from './organisation.ts';

/**
 * The digital membership card (issue 19): one per paid membership period that covers today, for
 * the member and the family they may act for. Its QR code carries the membership's card code,
 * which the door's check-in page reads as well as tickets.
 */

/** A card code as the database draws it: 32 lowercase hexadecimal digits (122 random bits). */
export const membershipCardCodeSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'must be the 32-character code of a membership card');

export const membershipCardSchema = z.object({
  membershipId: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  organisation: z.object({ id: z.uuid(), key: z.string(), name: z.string() }),
  /** The membership type of the period, e.g. Adult. */
  typeName: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  code: membershipCardCodeSchema,
});
export type MembershipCard = z.infer<typeof membershipCardSchema>;

export const membershipCardListSchema = z.array(membershipCardSchema);

/**
 * What a card's QR code holds. Ticket codes are plain letters and digits, so the prefix alone
 * tells the door a card from a ticket, also without a network.
 */
const cardPrefix = 'MEMBERSHIP:';

export const membershipCardQrValue = (code: string) => `${cardPrefix}${code}`;

/** The card code a scanned text carries, or null when it is not a membership card. */
export function membershipCardCodeOf(scanned: string): string | null {
  const text = scanned.trim();
  if (!text.toUpperCase().startsWith(cardPrefix)) return null;
  const code = text.slice(cardPrefix.length).toLowerCase();
  return membershipCardCodeSchema.safeParse(code).success ? code : null;
}

/**
 * What the door answers for a scanned card: `member` when it is a membership of the event's
 * organisation whose paid period covers today; `expired` when it is one of that organisation's
 * but no paid period covers today (with the last period, if any); `unknown` otherwise, which
 * includes another organisation's card: a door learns nothing of other clubs' members.
 */
export const doorMembershipResults = ['member', 'expired', 'unknown'] as const;
export type DoorMembershipResult = (typeof doorMembershipResults)[number];

export const doorMembershipInputSchema = z.strictObject({
  code: membershipCardCodeSchema,
});

export const doorMembershipAnswerSchema = z.object({
  result: z.enum(doorMembershipResults),
  memberName: z.string().nullable(),
  typeName: z.string().nullable(),
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
});
export type DoorMembershipAnswer = z.infer<typeof doorMembershipAnswerSchema>;
