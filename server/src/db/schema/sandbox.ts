import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The embedded sandbox card gateway's own books, standing in for a real gateway's. Merchants are
 * told apart by a hash of their API key (the payment configuration's client secret), as a real
 * gateway scopes authorizations to the key. Card numbers and CVCs are never stored: only the
 * masked number.
 */

export const sandboxPaymentStatuses = ['open', 'authorized', 'declined', 'cancelled'] as const;
export const sandboxAuthorizationStatuses = ['pending', 'captured', 'voided'] as const;

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** The paymentIdentifier; the window's URL carries it, so it is random. */
    id: uuid('id').primaryKey().defaultRandom(),
    merchantKeyHash: text('merchant_key_hash').notNull(),
    merchantName: text('merchant_name'),
    orderNumber: text('order_number').notNull(),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    acceptUrl: text('accept_url').notNull(),
    declineUrl: text('decline_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    /** da-DK or en-US when the request enforced a language. */
    language: text('language'),
    saveCard: boolean('save_card').notNull().default(false),
    testMode: boolean('test_mode').notNull(),
    status: text('status', { enum: sandboxPaymentStatuses }).notNull().default('open'),
    /** Where the browser was sent when the window closed, so a second submit gets the same. */
    outcomeUrl: text('outcome_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('sandbox_payments_amount', sql`${table.amount} > 0`),
    check(
      'sandbox_payments_status',
      sql`${table.status} in ('open', 'authorized', 'declined', 'cancelled')`,
    ),
    check('sandbox_payments_language', sql`${table.language} in ('da-DK', 'en-US')`),
    check(
      'sandbox_payments_outcome',
      sql`(${table.status} = 'open') = (${table.outcomeUrl} is null)`,
    ),
  ],
);

export const sandboxSavedCards = pgTable('sandbox_saved_cards', {
  /** The savedCardIdentifier. */
  id: uuid('id').primaryKey().defaultRandom(),
  merchantKeyHash: text('merchant_key_hash').notNull(),
  maskedPan: text('masked_pan').notNull(),
  cardType: text('card_type').notNull(),
  /** Charges of a card saved in test mode are test charges too. */
  isTest: boolean('is_test').notNull(),
  /** MM/YY as typed in the window: a charge after its month is declined as CardExpired. */
  expiry: text('expiry'),
  /** A test card that saves but whose later charges the "bank" declines with this status. */
  chargeDeclineCode: integer('charge_decline_code'),
  /** Deleted by the merchant (Freepay's DELETE recurring/{id}): it can no longer be charged. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxAuthorizations = pgTable(
  'sandbox_authorizations',
  {
    /** The authorizationIdentifier: random, so it cannot be guessed from another. */
    id: uuid('id').primaryKey().defaultRandom(),
    merchantKeyHash: text('merchant_key_hash').notNull(),
    /** Unique: one authorization per payment window, however often it is submitted. */
    paymentId: uuid('payment_id')
      .unique('sandbox_authorizations_one_per_payment')
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    /** The card saved with this authorization, or the saved card it charged. */
    savedCardId: uuid('saved_card_id').references(() => sandboxSavedCards.id, {
      onDelete: 'set null',
    }),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    maskedPan: text('masked_pan').notNull(),
    cardType: text('card_type').notNull(),
    /** As Freepay's acquirer 255: made in test mode. */
    isTest: boolean('is_test').notNull(),
    status: text('status', { enum: sandboxAuthorizationStatuses }).notNull().default('pending'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_authorizations_merchant').on(table.merchantKeyHash),
    check(
      'sandbox_authorizations_status',
      sql`${table.status} in ('pending', 'captured', 'voided')`,
    ),
    check('sandbox_authorizations_amount', sql`${table.amount} > 0`),
    // The money rules hold in the database too, whatever the code above it does.
    check(
      'sandbox_authorizations_captured',
      sql`${table.capturedAmount} >= 0 and ${table.capturedAmount} <= ${table.amount}`,
    ),
    check(
      'sandbox_authorizations_refunded',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.capturedAmount}`,
    ),
  ],
);
