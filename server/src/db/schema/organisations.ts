import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const paymentProviders = ['sandbox', 'freepay'] as const;

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** As printed on receipts. */
    address: text('address'),
    /** The Danish business register number (8 digits), shown on receipts. */
    cvrNumber: text('cvr_number'),
    /** The stored file of the organisation's logo (lib/uploads/image-store.ts). */
    logo: text('logo'),
    enabled: boolean('enabled').notNull().default(true),
    /** Where Contact Us messages for this organisation go. */
    contactReceiverEmail: text('contact_receiver_email'),
    /** The organisation's event settings (SPEC.md section 3, Organisation). */
    events: boolean('events').notNull().default(true),
    eventsForMembers: boolean('events_for_members').notNull().default(true),
    eventsForGuests: boolean('events_for_guests').notNull().default(true),
    /** How many days before an automatic renewal's charge the member is told of it. */
    renewalNoticeDays: integer('renewal_notice_days').notNull().default(14),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('organisations_key_format', sql`${table.key} ~ '^[A-Z0-9_]{2,32}$'`),
    check('organisations_cvr_number', sql`${table.cvrNumber} ~ '^[0-9]{8}$'`),
    check('organisations_renewal_notice_days', sql`${table.renewalNoticeDays} between 1 and 60`),
  ],
);

export const paymentConfigurations = pgTable(
  'payment_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /**
     * The gateway's API key; never leaves the server. A Freepay key is encrypted at rest
     * (lib/secret-box.ts); the sandbox's is no secret.
     */
    clientSecret: text('client_secret').notNull(),
    /** When an administrator last set the key: all the console ever shows of it. */
    secretSetAt: timestamp('secret_set_at', { withTimezone: true }).notNull().defaultNow(),
    testMode: boolean('test_mode').notNull().default(true),
    currencySymbol: text('currency_symbol').notNull().default('DKK'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_configurations_provider', sql`${table.provider} in ('sandbox', 'freepay')`),
    // One active configuration per organisation: it is the one payments use.
    uniqueIndex('payment_configurations_one_active')
      .on(table.orgId)
      .where(sql`${table.active}`),
  ],
);

export const membershipConfigurations = pgTable(
  'membership_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minor units (øre). */
    membershipPrice: integer('membership_price').notNull(),
    currency: text('currency').notNull().default('DKK'),
    /** Percent, e.g. 25.00. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Minor units (øre). */
    membershipSurcharge: integer('membership_surcharge').notNull().default(0),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    offerStartDate: date('offer_start_date'),
    /** No longer offered; kept for the memberships and receipts that name it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The sold version this one replaced when its price or period changed. */
    replacesId: uuid('replaces_id').references((): AnyPgColumn => membershipConfigurations.id, {
      onDelete: 'restrict',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('membership_configurations_org').on(table.orgId),
    // Two requests at once cannot both make the same type: one of them meets this index.
    uniqueIndex('membership_configurations_one_active_per_name_and_period')
      .on(table.orgId, sql`lower(${table.name})`, table.startDate, table.endDate)
      .where(sql`${table.retiredAt} is null`),
    check('membership_configurations_price', sql`${table.membershipPrice} >= 0`),
    check('membership_configurations_surcharge', sql`${table.membershipSurcharge} >= 0`),
    check('membership_configurations_vat', sql`${table.vatRate} >= 0 and ${table.vatRate} <= 100`),
    check('membership_configurations_period', sql`${table.endDate} >= ${table.startDate}`),
  ],
);
