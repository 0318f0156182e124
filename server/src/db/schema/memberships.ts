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
export const renewalKinds = ['automatic', 'invitation'] as const;
/**
 * scheduled: waits for its notice and charge date; charging: a server holds it (until
 * `leaseUntil`) and may have asked the gateway; retrying: declined, tried again on
 * `nextAttemptOn`; paid; failed: the last try was declined; cancelled: renewal was turned off;
 * invited: a member without automatic renewal was invited to renew by hand.
 */
export const renewalStatuses = [
  'scheduled',
  'charging',
  'retrying',
  'paid',
  'failed',
  'cancelled',
  'invited',
] as const;
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
    /** What the member sees of the saved card: never the number (PCI DSS SAQ A). */
    savedCardBrand: text('saved_card_brand'),
    savedCardLastDigits: text('saved_card_last_digits'),
    /** MM/YY. */
    savedCardExpiry: text('saved_card_expiry'),
    /** Whose card it is: the member who paid with it, maybe a parent paying for a child. */
    savedCardPayerId: uuid('saved_card_payer_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The merchant the card was saved at: a card saved under another API key cannot be charged. */
    savedCardPaymentConfigurationId: uuid('saved_card_payment_configuration_id').references(
      () => paymentConfigurations.id,
      { onDelete: 'set null' },
    ),
    oldStatus: text('old_status'),
    newStatus: text('new_status'),
    overallStartDate: date('overall_start_date'),
    overallEndDate: date('overall_end_date'),
    /**
     * What the digital membership card's QR code carries (issue 19): 122 random bits, drawn by
     * the database for every row, so rows written by any path (and those before this column) have
     * one. Knowing it is what lets a door read the card; nothing else derives from it.
     */
    cardCode: text('card_code')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('memberships_one_per_member_and_org').on(table.memberId, table.orgId),
    unique('memberships_card_code').on(table.cardCode),
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
    /** The member chose "Renew automatically" for this line: its card is saved for next year. */
    autoRenewal: boolean('auto_renewal').notNull().default(false),
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

/**
 * One membership's renewal into one next period: the notice, the charge and its retries. The
 * unique period makes the renewal season idempotent across runs and servers.
 */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'no action' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: renewalKinds }).notNull(),
    /** Next period's type as it was offered; the charge takes the type's price of its day. */
    membershipConfId: uuid('membership_conf_id')
      .notNull()
      .references(() => membershipConfigurations.id, { onDelete: 'restrict' }),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** Minor units named in the notice. */
    noticeAmount: integer('notice_amount').notNull(),
    /** What the member paid for the period now ending, to name a price rise. */
    previousAmount: integer('previous_amount'),
    chargeDate: date('charge_date'),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    status: text('status', { enum: renewalStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptOn: date('next_attempt_on'),
    /** A server that is charging holds the renewal until then; after a crash it is reconciled. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The gateway order number of the charge under way: the key to reconcile by. */
    attemptOrderNumber: text('attempt_order_number').unique(),
    failureReason: text('failure_reason'),
    failureCode: integer('failure_code'),
    paymentId: uuid('payment_id').references(() => membershipPayments.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('membership_renewals_one_per_period').on(table.membershipId, table.periodStart),
    index('membership_renewals_due').on(table.status, table.nextAttemptOn),
    index('membership_renewals_org').on(table.orgId),
    check(
      'membership_renewals_status',
      sql`${table.status} in ('scheduled', 'charging', 'retrying', 'paid', 'failed', 'cancelled', 'invited')`,
    ),
    check('membership_renewals_kind', sql`${table.kind} in ('automatic', 'invitation')`),
  ],
);

export const cardRequestStatuses = ['open', 'saved', 'declined', 'cancelled'] as const;

/**
 * A card window that saves a card for automatic renewal without charging it: the gateway needs an
 * amount, so the smallest one is authorized and released at once. Its tokens work as a payment's.
 */
export const cardRequests = pgTable(
  'card_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    /** Whose card it will be: the member who opened the window. */
    payerMemberId: uuid('payer_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    paymentConfigurationId: uuid('payment_configuration_id')
      .notNull()
      .references(() => paymentConfigurations.id, { onDelete: 'restrict' }),
    returnToken: text('return_token').notNull().unique(),
    callbackToken: text('callback_token').notNull().unique(),
    gatewayOrderNumber: text('gateway_order_number').notNull().unique(),
    /** Minor units authorized to check the card, released at once. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Turn automatic renewal on when the card is saved. */
    enableRenewal: boolean('enable_renewal').notNull().default(false),
    status: text('status', { enum: cardRequestStatuses }).notNull().default('open'),
    paymentIdentifier: text('payment_identifier'),
    paymentWindowLink: text('payment_window_link'),
    authorizationIdentifier: text('authorization_identifier'),
    declineGatewayReason: text('decline_gateway_reason'),
    voidStatus: text('void_status', { enum: gatewayActionStatuses }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('card_requests_membership').on(table.membershipId),
    check(
      'card_requests_status',
      sql`${table.status} in ('open', 'saved', 'declined', 'cancelled')`,
    ),
  ],
);
