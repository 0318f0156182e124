import { z } from 'zod';
import { isoDateSchema } from './organisation.ts';
import { declineInfoSchema } from './payment-decline.ts';
import { returnTokenSchema } from './random-token.ts';
import { singleLineText } from './text.ts';

/**
 * Automatic renewal (issue 16): a membership renews itself each year with a card saved at the
 * gateway. The server keeps only the gateway's identifier of the card and what the member is
 * shown of it: brand, last four digits and expiry (PCI DSS SAQ A).
 */

export const savedCardSummarySchema = z.object({
  /** As the gateway names it, e.g. Visa. */
  brand: z.string(),
  lastDigits: z.string(),
  /** MM/YY, or null when the gateway does not say. */
  expiry: z.string().nullable(),
});
export type SavedCardSummary = z.infer<typeof savedCardSummarySchema>;

export const renewalKindSchema = z.enum(['automatic', 'invitation']);
export const renewalStatusSchema = z.enum([
  'scheduled',
  'charging',
  'retrying',
  'paid',
  'failed',
  'cancelled',
  'invited',
]);
export type RenewalStatus = z.infer<typeof renewalStatusSchema>;

/** Next period's renewal of one membership, once the organisation offers next period's type. */
export const upcomingRenewalSchema = z.object({
  kind: renewalKindSchema,
  status: renewalStatusSchema,
  membershipName: z.string(),
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  /** Minor units: the type's current price. */
  amount: z.number().int(),
  currency: z.string(),
  /** What was paid for the period now ending, when it was less: a price rise to name. */
  previousAmount: z.number().int().nullable(),
  chargeDate: isoDateSchema.nullable(),
  /** The next try after a declined charge. */
  nextAttemptOn: isoDateSchema.nullable(),
  /** Why the last charge failed: a stable key (payment-decline.ts) and its English sentence. */
  failure: z.object({ key: z.string(), message: z.string() }).nullable(),
});
export type UpcomingRenewal = z.infer<typeof upcomingRenewalSchema>;

export const autoRenewalInputSchema = z.strictObject({
  autoRenewal: z.boolean({ error: 'must be true or false' }),
});
export type AutoRenewalInput = z.infer<typeof autoRenewalInputSchema>;

export const membershipIdParamsSchema = z.object({
  membershipId: z.uuid('must be a membership id'),
});

export const cardRequestInputSchema = z.strictObject({
  /** Turn automatic renewal on once the card is saved. */
  autoRenewal: z.boolean().optional(),
  language: z.enum(['da', 'en']).optional(),
});
export type CardRequestInput = z.infer<typeof cardRequestInputSchema>;

export const cardRequestResultSchema = z.object({
  /** Send the browser here: the gateway's window saves the card. */
  paymentWindowLink: z.url(),
  /** What the window authorizes and releases at once, in minor units (0 when nothing). */
  amount: z.number().int(),
  currency: z.string(),
});
export type CardRequestResult = z.infer<typeof cardRequestResultSchema>;

const gatewayText = singleLineText().max(64);
/** The card window's accept URL parameters: verified with the gateway, never trusted. */
export const cardConfirmInputSchema = z.strictObject({
  token: returnTokenSchema,
  authorizationIdentifier: gatewayText.optional(),
  savedCardIdentifier: gatewayText.optional(),
});
export const cardDeclineInputSchema = z.strictObject({
  token: returnTokenSchema,
  ...declineInfoSchema.shape,
});

export const cardRequestOutcomeSchema = z.object({
  /** open: the gateway could not be asked yet; try again shortly. */
  status: z.enum(['open', 'saved', 'declined', 'cancelled']),
  membershipId: z.uuid(),
  organisation: z.object({ id: z.uuid(), key: z.string(), name: z.string() }),
  memberName: z.string(),
  savedCard: savedCardSummarySchema.nullable(),
  autoRenewal: z.boolean(),
  decline: z.object({ key: z.string(), message: z.string() }).nullable(),
});
export type CardRequestOutcome = z.infer<typeof cardRequestOutcomeSchema>;
