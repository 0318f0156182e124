import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventEntries } from './events.ts';
import { membershipPayments } from './memberships.ts';
import { organisations } from './organisations.ts';

export const refundActions = ['refund', 'void'] as const;
export const refundStatuses = ['pending', 'done', 'failed'] as const;

/**
 * What an administrator paid back (a refund of a captured payment) or released (a void of an
 * authorization not yet captured), one row per request. The row is written, as pending, before
 * the gateway is called: the sum of pending and done refunds never passes what was paid, and a
 * repeated request (the same idempotency key) finds its row instead of paying back again.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    membershipPaymentId: uuid('membership_payment_id').references(() => membershipPayments.id, {
      onDelete: 'restrict',
    }),
    eventEntryId: uuid('event_entry_id').references(() => eventEntries.id, {
      onDelete: 'restrict',
    }),
    action: text('action', { enum: refundActions }).notNull(),
    /** Minor units (øre). */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** Chosen by the page for one refund dialog: a double click or a retry sends it again. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** Why the gateway refused, for the administrator. */
    failure: text('failure'),
    requestedByEmail: text('requested_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_idempotency_key').on(table.idempotencyKey),
    index('payment_refunds_membership_payment').on(table.membershipPaymentId),
    index('payment_refunds_event_entry').on(table.eventEntryId),
    index('payment_refunds_org').on(table.orgId, table.createdAt),
    check(
      'payment_refunds_one_payment',
      sql`(${table.membershipPaymentId} is null) <> (${table.eventEntryId} is null)`,
    ),
    check('payment_refunds_amount', sql`${table.amount} > 0`),
    check('payment_refunds_action', sql`${table.action} in ('refund', 'void')`),
    check('payment_refunds_status', sql`${table.status} in ('pending', 'done', 'failed')`),
  ],
);
