import { z } from 'zod';
import { organisationKeyParamsSchema } from './administration.ts';
import { isoDateSchema } from './organisation.ts';
import { multiLineText, singleLineText } from './text.ts';

/** The club's side of payments (issue 14.4): every payment, refunds and voids, the report. */

export const paymentKinds = ['membership', 'event'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * pending: the member has not finished paying; paid; partly_refunded; refunded (all of it paid
 * back, or the authorization released); declined, cancelled, expired: nothing was taken.
 */
export const organisationPaymentStatuses = [
  'pending',
  'paid',
  'partly_refunded',
  'refunded',
  'declined',
  'cancelled',
  'expired',
] as const;
export type OrganisationPaymentStatus = (typeof organisationPaymentStatuses)[number];

export const organisationPaymentSchema = z.object({
  kind: z.enum(paymentKinds),
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  orderNumber: z.string().nullable(),
  payer: z.object({ name: z.string(), email: z.string() }),
  /** What was paid for: the membership types and participants, or the event. */
  description: z.string(),
  /** Minor units, VAT and surcharge included. */
  amount: z.number().int(),
  vat: z.number().int(),
  currency: z.string(),
  status: z.enum(organisationPaymentStatuses),
  /** Paid back so far, pending refunds included. */
  refundedAmount: z.number().int(),
  /** The gateway's authorization identifier. */
  gatewayReference: z.string().nullable(),
  maskedCard: z.string().nullable(),
});
export type OrganisationPayment = z.infer<typeof organisationPaymentSchema>;

export const paymentListQuerySchema = z.strictObject({
  search: singleLineText().trim().max(100, 'must be at most 100 characters').optional(),
  status: z.enum(organisationPaymentStatuses, 'must be a payment status').optional(),
  kind: z.enum(paymentKinds, 'must be membership or event').optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number('must be a number').int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number('must be a number').int().min(1).max(200).default(25),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;

export const paymentListSchema = z.object({
  payments: z.array(organisationPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentList = z.infer<typeof paymentListSchema>;

export const refundSchema = z.object({
  id: z.uuid(),
  action: z.enum(['refund', 'void']),
  amount: z.number().int(),
  reason: z.string(),
  /** pending: sent to the gateway without an answer yet (or the answer was lost). */
  status: z.enum(['pending', 'done', 'failed']),
  failure: z.string().nullable(),
  requestedByEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Refund = z.infer<typeof refundSchema>;

export const paymentDetailSchema = z.object({
  payment: organisationPaymentSchema,
  lines: z.array(
    z.object({
      description: z.string(),
      price: z.number().int(),
      vat: z.number().int(),
      surcharge: z.number().int(),
      total: z.number().int(),
    }),
  ),
  refunds: z.array(refundSchema),
  /**
   * What can be done now: refund up to `refundable` of a captured payment, or void (release) an
   * authorization that was never captured; null when nothing is left.
   */
  possibleAction: z.enum(['refund', 'void']).nullable(),
  refundable: z.number().int(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentParamsSchema = organisationKeyParamsSchema.extend({
  kind: z.enum(paymentKinds, 'must be membership or event'),
  paymentId: z.uuid('must be a payment id'),
});

/** POST .../payments/{kind}/{paymentId}/refunds. */
export const refundInputSchema = z
  .strictObject({
    action: z.enum(['refund', 'void'], 'must be refund or void'),
    /** Minor units; for a void the whole authorization is released and no amount is given. */
    amount: z
      .number('must be an amount')
      .int('must be whole øre')
      .min(1, 'must be more than 0')
      .optional(),
    reason: multiLineText('is required')
      .trim()
      .min(1, 'is required')
      .max(255, 'must be at most 255 characters'),
    /** A UUID the page makes for one refund: sending it again never pays back twice. */
    idempotencyKey: z.uuid('must be a UUID'),
  })
  .superRefine((input, context) => {
    if (input.action === 'refund' && input.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'is required' });
    }
    if (input.action === 'void' && input.amount !== undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'a void releases everything' });
    }
  });
export type RefundInput = z.input<typeof refundInputSchema>;

export const reportQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** The spreadsheets are headed in the administrator's language. */
export const exportLanguageSchema = z.enum(['da', 'en'], 'must be da or en').default('en');

export const reportCsvQuerySchema = reportQuerySchema.extend({ language: exportLanguageSchema });

export const reportRowSchema = z.object({
  /** A membership type's name, or null for the events row. */
  name: z.string().nullable(),
  kind: z.enum(paymentKinds),
  count: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  surcharge: z.number().int(),
  gross: z.number().int(),
  refunded: z.number().int(),
  afterRefunds: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const treasurerReportSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  currency: z.string(),
  rows: z.array(reportRowSchema),
  totals: reportRowSchema.omit({ name: true, kind: true }),
});
export type TreasurerReport = z.infer<typeof treasurerReportSchema>;
