import { z } from 'zod';
import {
  entityName,
  membershipStatusSchema,
  paymentStatusSchema,
  purchaseLineSchema,
} from './membership.ts';
import { isoDateSchema } from './organisation.ts';
import { participantPriceSchema } from './price.ts';
import { savedCardSummarySchema, upcomingRenewalSchema } from './renewal.ts';

/**
 * What the memberships, history and receipt screens read (SPEC.md sections 2 and 3): answers
 * only, so no request object rules here.
 */

export const membershipSchema = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  memberId: z.uuid(),
  memberName: z.string(),
  enabled: z.boolean(),
  status: membershipStatusSchema,
  oldStatus: z.string().nullable(),
  newStatus: z.string().nullable(),
  overallStartDate: isoDateSchema.nullable(),
  overallEndDate: isoDateSchema.nullable(),
  /** Renews itself each year with the saved card (issue 16). */
  autoRenewal: z.boolean(),
  autoRenewCycle: z.string().nullable(),
  /** The card automatic renewal charges; only the one who saved it can change it. */
  savedCard: savedCardSummarySchema.nullable(),
  /** Next period's renewal, once the organisation offers next period's type. */
  renewal: upcomingRenewalSchema.nullable(),
  readyForMembershipRenewal: z.boolean(),
  /** A record of it is paid, so there is a receipt: the Receipt link is shown only then. */
  hasReceipt: z.boolean(),
  updateDate: z.string(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const membershipOverviewSchema = z.array(
  z.object({
    organisation: entityName.extend({ readyForMembershipRenewal: z.boolean() }),
    memberships: z.array(membershipSchema),
  }),
);
export type MembershipOverview = z.infer<typeof membershipOverviewSchema>;

export const historyRecordSchema = z.object({
  id: z.uuid(),
  membershipId: z.uuid(),
  memberId: z.uuid(),
  membershipConfId: z.uuid(),
  membershipName: z.string(),
  membershipFor: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  status: membershipStatusSchema,
  enabled: z.boolean(),
  statusChangeDate: z.string(),
  referenceKey: z.string().nullable(),
  /** This participant's share of the payment, with its breakdown. */
  amount: participantPriceSchema,
  payment: z.object({
    id: z.uuid(),
    paymentStatus: paymentStatusSchema,
    orderNumber: z.string(),
    paymentTotal: z.number().int(),
    totalPaid: z.number().int(),
    currency: z.string(),
    paymentCreatedAt: z.string(),
  }),
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;
export const historyListSchema = z.array(historyRecordSchema);

export const receiptSchema = z.object({
  paymentId: z.uuid(),
  paymentStatus: paymentStatusSchema,
  /** With the address and CVR number its administrators keep, as a receipt shows the seller. */
  organisation: entityName.extend({
    address: z.string().nullable(),
    cvrNumber: z.string().nullable(),
  }),
  payer: z.object({ memberId: z.uuid(), name: z.string(), email: z.string() }),
  billingAddress: z.string(),
  paidAt: z.string().nullable(),
  period: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }),
  lines: z.array(purchaseLineSchema.extend({ historyId: z.uuid() })),
  total: participantPriceSchema,
  totalPaid: z.number().int(),
  currency: z.string(),
  paymentReference: z.object({
    orderNumber: z.string(),
    gatewayOrderNumber: z.string(),
    paymentIdentifier: z.string().nullable(),
    authorizationIdentifier: z.string().nullable(),
    maskedCard: z.string().nullable(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const membershipCheckSchema = z.object({
  hasActiveMembership: z.boolean(),
  activeOrganisationIds: z.array(z.uuid()),
});

/** SPEC.md section 3 "Membership payment record", as a member may read it (no tokens). */
export const paymentRecordSchema = z.object({
  id: z.uuid(),
  membershipHistoryId: z.uuid(),
  billingName: z.string(),
  billingAddress: z.string(),
  billingEmail: z.string(),
  billingPhone: z.string().nullable(),
  totalMembers: z.number().int(),
  totalMembershipFee: z.number().int(),
  currency: z.string(),
  gdprAgreement: z.string(),
  paymentMethod: z.string(),
  paymentStatus: paymentStatusSchema,
  statusReason: z.string().nullable(),
  paySystem: z.string(),
  payInitDevice: z.string().nullable(),
  payCompDevice: z.string().nullable(),
  paymentType: z.string().nullable(),
  paymentTotal: z.number().int(),
  totalPaid: z.number().int(),
  orderNumber: z.string(),
  gatewayOrderNumber: z.string(),
  maskedCard: z.string().nullable(),
  referenceKey: z.string().nullable(),
  paymentCreatedAt: z.string(),
  paymentUpdatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
