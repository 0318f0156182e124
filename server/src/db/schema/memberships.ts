import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { membershipConfigurations, organisations, paymentConfigurations } from './organisations.ts';

export const membershipStatuses = ['active', 'inactive', 'expired'] as const;
export const paymentStatuses = ['init_mem', 'paid', 'declined', 'cancelled', 'refunded'] as const;
/** What became of the capture or void a settled payment needs at the gateway. */
export const gatewayActionStatuses = ['pending', 'done', 'skipped', 'failed'] as const;

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    memberId: uuid('member_id')
      .notNull()
      // Money records outlive a member's removal: the delete is refused instead.
      .references(() => members.id, { onDelete: 'no action' }),
    enabled: boolean('enabled').notNull().default(true),
    status: text('status', { enum: membershipStatuses }).notNull().default('inactive'),
    autoRenewal: boolean('auto_renewal').notNull().default(false),
    autoRenewCycle: text('auto_renew_cycle'),
    savedCardIdentifier: text('saved_card_identifier'),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    overallStartDate: date('overall_start_date'),
    overallEndDate: date('overall_end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('memberships_one_per_member_and_org').on(table.memberId, table.orgId),
    index('memberships_org').on(table.orgId),
    check('memberships_status', sql`${table.status} in ('active', 'inactive', 'expired')`),
  ],
);

export const membershipHistory = pgTable(
  'membership_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'no action' }),
    membershipConfId: uuid('membership_conf_id')
      .notNull()
      .references(() => membershipConfigurations.id, { onDelete: 'restrict' }),
    wpEntryId: text('wp_entry_id'),
    wpFormId: text('wp_form_id'),
    /** The earlier year of the start and end date. */
    membershipFor: integer('membership_for').notNull(),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true })
      .notNull()
      .defaultNow(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    gdprAgreement: text('gdpr_agreement'),
    status: text('status', { enum: membershipStatuses }).notNull().default('inactive'),
    referenceKey: text('reference_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_history_membership').on(table.membershipId),
    index('membership_history_member').on(table.memberId),
    check('membership_history_status', sql`${table.status} in ('active', 'inactive', 'expired')`),
    check('membership_history_period', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipHistoryId: uuid('membership_history_id')
      .notNull()
      .references(() => membershipHistory.id, { onDelete: 'cascade' }),
    billingName: text('billing_name').notNull(),
    billingAddress: text('billing_address').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingPhone: text('billing_phone'),
    totalMembers: integer('total_members').notNull().default(1),
    /** Minor units (øre) of `currency`. */
    totalMembershipFee: integer('total_membership_fee').notNull(),
    currency: text('currency').notNull().default('DKK'),
    gdprAgreement: text('gdpr_agreement').notNull().default('Agreed'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('init_mem'),
    paySystem: text('pay_system').notNull().default('member_web'),
    payInitDevice: text('pay_init_device'),
    payCompDevice: text('pay_comp_device'),
    paymentType: text('payment_type'),
    paymentTotal: integer('payment_total').notNull(),
    totalPaid: integer('total_paid').notNull().default(0),
    /** 40 random characters; carried by the gateway's return URLs. */
    returnToken: text('return_token').notNull().unique(),
    /** Another 40, only in the server callback URL, which the browser never sees. */
    callbackToken: text('callback_token').notNull().unique(),
    /** SPEC.md's order number: names the member and organisation, so it repeats. */
    orderNumber: text('order_number').notNull(),
    /** The order number the gateway was given: one per payment (docs/decisions.md). */
    gatewayOrderNumber: text('gateway_order_number').notNull().unique(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    /** The configuration the payment began with: it is settled through the same one. */
    paymentConfigurationId: uuid('payment_configuration_id')
      .notNull()
      .references(() => paymentConfigurations.id, { onDelete: 'restrict' }),
    /** The member who started the purchase (and whose profile gave the billing details). */
    payerMemberId: uuid('payer_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'no action' }),
    paymentIdentifier: text('payment_identifier'),
    paymentWindowLink: text('payment_window_link'),
    authorizationIdentifier: text('authorization_identifier'),
    savedCardIdentifier: text('saved_card_identifier'),
    /** As the gateway shows it, e.g. 411111XXXXXX1111. */
    maskedCard: text('masked_card'),
    /** Decline info of SPEC.md section 3, as the gateway's return gave it. */
    declineAcquirer: text('decline_acquirer'),
    declineGatewayReason: text('decline_gateway_reason'),
    declineReason: text('decline_reason'),
    /** Why the payment is in its status, for the member and for support. */
    statusReason: text('status_reason'),
    captureStatus: text('capture_status', { enum: gatewayActionStatuses }),
    voidStatus: text('void_status', { enum: gatewayActionStatuses }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    referenceKey: text('reference_key'),
    paymentCreatedAt: timestamp('payment_created_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    paymentUpdatedAt: timestamp('payment_updated_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('membership_payments_history').on(table.membershipHistoryId),
    index('membership_payments_authorization').on(table.authorizationIdentifier),
    index('membership_payments_payer').on(table.payerMemberId),
    // At most one unfinished purchase per member and organisation: two at once could both be paid.
    uniqueIndex('membership_payments_one_pending')
      .on(table.payerMemberId, table.orgId)
      .where(sql`${table.paymentStatus} = 'init_mem'`),
    check(
      'membership_payments_status',
      sql`${table.paymentStatus} in ('init_mem', 'paid', 'declined', 'cancelled', 'refunded')`,
    ),
    check(
      'membership_payments_capture_status',
      sql`${table.captureStatus} in ('pending', 'done', 'skipped', 'failed')`,
    ),
    check(
      'membership_payments_void_status',
      sql`${table.voidStatus} in ('pending', 'done', 'skipped', 'failed')`,
    ),
    check(
      'membership_payments_amounts',
      sql`${table.paymentTotal} >= 0 and ${table.totalPaid} >= 0`,
    ),
  ],
);

/**
 * One line per participant of a payment: which history record it paid for and the price as it
 * was charged, so a receipt stays right when the configuration's price changes later.
 */
export const membershipPaymentLines = pgTable(
  'membership_payment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => membershipPayments.id, { onDelete: 'cascade' }),
    historyId: uuid('history_id')
      .notNull()
      .unique()
      .references(() => membershipHistory.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'no action' }),
    membershipConfId: uuid('membership_conf_id')
      .notNull()
      .references(() => membershipConfigurations.id, { onDelete: 'restrict' }),
    /** The order of the participants as chosen, for the receipt. */
    position: integer('position').notNull(),
    /** Names as they were when paid: a receipt is a document of its day. */
    memberName: text('member_name').notNull(),
    membershipName: text('membership_name').notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    /** Minor units, as the price function gave them. */
    price: integer('price').notNull(),
    vat: integer('vat').notNull(),
    surcharge: integer('surcharge').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [
    index('membership_payment_lines_payment').on(table.paymentId),
    check(
      'membership_payment_lines_total',
      sql`${table.total} = ${table.price} + ${table.vat} + ${table.surcharge}`,
    ),
  ],
);
