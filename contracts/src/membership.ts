import { z } from 'zod';
import { languageSchema } from './language.ts';
import { singleLineText } from './text.ts';
import { isoDateSchema } from './organisation.ts';
import { declineInfoSchema } from './payment-decline.ts';
import { participantPriceSchema } from './price.ts';
import { returnTokenSchema } from './random-token.ts';

/** Shapes of the membership and payment calls (SPEC.md sections 3, 4 and 7, `{member}`). */

export const membershipStatusSchema = z.enum(['active', 'inactive', 'expired']);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const paymentStatusSchema = z.enum([
  'init_mem',
  'paid',
  'declined',
  'cancelled',
  'refunded',
]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The web app's placeholder entry; such participants are skipped (SPEC.md section 4). */
export const SELECT_MEMBERSHIP = 'Select Membership';

/**
 * Fields only the server sets, from verified gateway results and the price function (DESIGN.md):
 * a request carrying one is refused with 400 naming it.
 */
// prettier-ignore
export const serverDecidedFields = [
  'paymentStatus', 'status', 'amount', 'Amount', 'totalPaid', 'paymentTotal', 'totalMembershipFee',
  'membershipPrice', 'price', 'vat', 'vatRate', 'surcharge', 'membershipSurcharge', 'total',
  'currency',
] as const;

/** A strict object whose unknown-key message says when a key is one the server decides. */
function requestObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const decided = issue.keys.filter((key) =>
        (serverDecidedFields as readonly string[]).includes(key),
      );
      return decided.length > 0
        ? `${decided.join(', ')}: decided by the server and cannot be sent`
        : `${issue.keys.join(', ')}: not a field of this call`;
    },
  });
}

/** An organisation as the membership answers name it. */
export const entityName = z.object({ id: z.uuid(), key: z.string(), name: z.string() });

// ---- Purchase -------------------------------------------------------------------------------

export const purchaseParticipantSchema = requestObject({
  memberId: z.uuid(),
  /** A membership configuration of the organisation; null, '' or 'Select Membership' skips. */
  membershipConfId: z.union([z.uuid(), z.literal(SELECT_MEMBERSHIP), z.literal('')]).nullable(),
  /** "Renew automatically": the payment window saves the card and next year is charged to it. */
  autoRenewal: z.boolean('must be true or false').optional(),
});
export const purchaseInputSchema = requestObject({
  orgId: z.uuid(),
  participants: z.array(purchaseParticipantSchema).min(1).max(20),
  /** The language of the payment window. */
  language: languageSchema.optional(),
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

export const purchaseLineSchema = participantPriceSchema.extend({
  memberId: z.uuid(),
  memberName: z.string(),
  membershipConfId: z.uuid(),
  membershipName: z.string(),
  vatRate: z.number(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  autoRenewal: z.boolean(),
});
export type PurchaseLine = z.infer<typeof purchaseLineSchema>;

export const billingDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  addressLine3: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  country: z.string().nullable(),
  /** The address check's messages (SPEC.md section 5); payment is blocked while any remain. */
  addressProblems: z.array(z.string()),
});

/** The summary before paying: what the purchase call would charge, nothing written. */
export const purchasePreviewSchema = z.object({
  organisation: entityName,
  currency: z.string(),
  lines: z.array(purchaseLineSchema),
  /** Entries left out, and why (no membership chosen). */
  skipped: z.array(z.object({ memberId: z.uuid(), reason: z.string() })),
  total: participantPriceSchema,
  billing: billingDetailsSchema,
});
export type PurchasePreview = z.infer<typeof purchasePreviewSchema>;

export const purchaseResultSchema = z.object({
  paymentId: z.uuid(),
  /** Send the browser here (a full redirect: card data never touches our pages). */
  paymentWindowLink: z.url(),
  orderNumber: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** True when an unfinished identical purchase was handed back instead of a new one. */
  reused: z.boolean(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

// ---- Return from the payment window ---------------------------------------------------------

const gatewayText = singleLineText().max(64);
export const confirmPaymentInputSchema = requestObject({
  token: returnTokenSchema,
  /** As the gateway appended it to the accept URL; verified with the gateway, never trusted. */
  authorizationIdentifier: gatewayText.optional(),
  savedCardIdentifier: gatewayText.optional(),
});
/** The decline URL's parameters: they choose what to tell the member and prove nothing. */
export const declinePaymentInputSchema = requestObject({
  token: returnTokenSchema,
  ...declineInfoSchema.shape,
});
export type ConfirmPaymentInput = z.infer<typeof confirmPaymentInputSchema>;
export type DeclinePaymentInput = z.infer<typeof declinePaymentInputSchema>;

export const paymentDeclineSchema = z.object({
  acquirer: z.string().nullable(),
  gatewayreason: z.string().nullable(),
  reason: z.string().nullable(),
  /** A stable key for translation, and the sentence for the member. */
  key: z.string(),
  message: z.string(),
});
export type PaymentDecline = z.infer<typeof paymentDeclineSchema>;

export const paymentOutcomeSchema = z.object({
  paymentId: z.uuid(),
  /** `init_mem` means not settled yet (the gateway could not be asked): try again shortly. */
  paymentStatus: paymentStatusSchema,
  organisation: entityName,
  /** The payment's own number, as the card gateway knows it. */
  orderNumber: z.string(),
  /** SPEC.md section 9's membership order number (organisation and member): the same each year. */
  membershipReference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  memberships: z.array(
    z.object({
      membershipId: z.uuid(),
      memberId: z.uuid(),
      memberName: z.string(),
      membershipName: z.string(),
      status: membershipStatusSchema,
      startDate: isoDateSchema,
      endDate: isoDateSchema,
    }),
  ),
  decline: paymentDeclineSchema.nullable(),
  /** What the page should say, in English; `decline.key` or `paymentStatus` for translations. */
  message: z.string(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

// ---- The spec's payment calls, kept with the server deciding ---------------------------------

export const paymentLinkInputSchema = requestObject({ token: returnTokenSchema });
export const paymentLinkResultSchema = z.object({ paymentWindowLink: z.url() });
/** SPEC.md's capture call: amount and quantity are the server's, so only the payment is named. */
export const capturePaymentInputSchema = requestObject({ membershipHistoryPaymentId: z.uuid() });

export const calculateStatusInputSchema = requestObject({
  memberIds: z.array(z.uuid()).min(1).max(100),
});
export const calculateStatusResultSchema = z.array(
  z.object({
    memberId: z.uuid(),
    memberships: z.array(
      z.object({ membershipId: z.uuid(), orgId: z.uuid(), status: membershipStatusSchema }),
    ),
  }),
);
