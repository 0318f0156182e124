import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { eventPaymentStatuses, ticketStatuses } from '@portal/contracts/event-entry';
import { checkInResults } from '@portal/contracts/event-administration';
import { languages } from '@portal/contracts/language';
import { defaultOfferHoldHours, waitingListStatuses } from '@portal/contracts/waiting-list';
import { members } from './members.ts';
import { organisations, paymentConfigurations } from './organisations.ts';

// One list for the database, the API and the web app.
export { eventPaymentStatuses, ticketStatuses };

const captureStatuses = ['pending', 'done', 'skipped', 'failed'] as const;
const voidStatuses = ['pending', 'done', 'failed'] as const;

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** Before this moment only administrators of the organisation (or of ALL) see the event. */
    publicDate: timestamp('public_date', { withTimezone: true }).notNull().defaultNow(),
    /** Bookings open at this moment (null: as soon as the event is public). */
    saleStart: timestamp('sale_start', { withTimezone: true }),
    /** Bookings close at this moment: the sale's end. */
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    /** Null means unlimited. */
    capacity: integer('capacity'),
    /** Places held or sold; kept beside capacity so one conditional update books safely. */
    placesTaken: integer('places_taken').notNull().default(0),
    /** Minor units (øre); 0 is free. */
    memberPrice: integer('member_price').notNull().default(0),
    guestPrice: integer('guest_price').notNull().default(0),
    currency: text('currency').notNull().default('DKK'),
    forMembers: boolean('for_members').notNull().default(false),
    guestsInvited: boolean('guests_invited').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    /** Places one booking may take; null is as many as are left. */
    maxPerBooking: integer('max_per_booking'),
    /** A cancelled event takes no bookings, and its bookings were cancelled and paid back. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** How long an offer to the first in the waiting list holds its places. */
    offerHoldHours: integer('offer_hold_hours').notNull().default(defaultOfferHoldHours),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'events_max_per_booking',
      sql`${table.maxPerBooking} is null or ${table.maxPerBooking} > 0`,
    ),
    index('events_org_start').on(table.orgId, table.startDate),
    check('events_period', sql`${table.endDate} >= ${table.startDate}`),
    check(
      'events_capacity',
      sql`${table.capacity} is null or (${table.capacity} >= 0 and ${table.placesTaken} <= ${table.capacity})`,
    ),
    check('events_places_taken', sql`${table.placesTaken} >= 0`),
    check('events_prices', sql`${table.memberPrice} >= 0 and ${table.guestPrice} >= 0`),
    check('events_offer_hold_hours', sql`${table.offerHoldHours} between 1 and 336`),
  ],
);

export const eventEntries = pgTable(
  'event_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Null for a guest without an account. */
    bookerId: uuid('booker_id').references(() => members.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** The language of the booking's mails: the booker's preferred one, or the guest's page's. */
    language: text('language', { enum: languages }).notNull().default('da'),
    quantity: integer('quantity').notNull(),
    /** Minor units (øre). */
    amount: integer('amount').notNull().default(0),
    currency: text('currency').notNull().default('DKK'),
    paymentStatus: text('payment_status', { enum: eventPaymentStatuses }).notNull(),
    returnToken: text('return_token').unique(),
    orderNumber: text('order_number'),
    authorizationIdentifier: text('authorization_identifier'),
    /** A pending paid booking holds its places until this moment. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The gateway a paid booking began with: it is read, captured and voided through it. */
    paymentConfigurationId: uuid('payment_configuration_id').references(
      () => paymentConfigurations.id,
      { onDelete: 'restrict' },
    ),
    /** In the gateway's callback URL, which is unsigned: only the gateway and we know it. */
    callbackToken: text('callback_token').unique(),
    paymentIdentifier: text('payment_identifier'),
    paymentWindowLink: text('payment_window_link'),
    maskedCard: text('masked_card'),
    captureStatus: text('capture_status', { enum: captureStatuses }),
    voidStatus: text('void_status', { enum: voidStatuses }),
    /** Why a paid booking ended as it did, in words for the member and for support. */
    statusReason: text('status_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('event_entries_email').on(table.email, table.paymentStatus),
    index('event_entries_event').on(table.eventId, table.paymentStatus),
    index('event_entries_booker').on(table.bookerId),
    uniqueIndex('event_entries_order_number').on(table.orderNumber),
    check('event_entries_quantity', sql`${table.quantity} > 0`),
    check('event_entries_language', sql`${table.language} in ('da', 'en')`),
    check(
      'event_entries_capture_status',
      sql`${table.captureStatus} in ('pending', 'done', 'skipped', 'failed')`,
    ),
    check('event_entries_void_status', sql`${table.voidStatus} in ('pending', 'done', 'failed')`),
    check('event_entries_amount', sql`${table.amount} >= 0`),
    check(
      'event_entries_payment_status',
      sql`${table.paymentStatus} in ('free', 'pending', 'paid', 'declined', 'expired', 'cancelled')`,
    ),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventEntryId: uuid('event_entry_id')
      .notNull()
      .references(() => eventEntries.id, { onDelete: 'cascade' }),
    /** The entry's event, repeated so one participant holds one live ticket per event. */
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Unguessable; what the QR code carries. */
    code: text('code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    participantId: uuid('participant_id').references(() => members.id, { onDelete: 'set null' }),
    status: text('status', { enum: ticketStatuses }).notNull().default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** The name of the staff member who checked the ticket in, as the door shows it. */
    checkedInBy: text('checked_in_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tickets_entry').on(table.eventEntryId),
    uniqueIndex('tickets_one_live_per_participant')
      .on(table.eventId, table.participantId)
      .where(sql`${table.status} <> 'cancelled' and ${table.participantId} is not null`),
    index('tickets_participant').on(table.participantId),
    check('tickets_status', sql`${table.status} in ('valid', 'cancelled', 'checked_in')`),
  ],
);

/**
 * A place in the waiting list of a full event: a member's for themselves and family, or a guest's.
 * An offer holds its places in the event's places taken until it is taken, declined or runs out.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The member who joined; null for a guest without an account. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    language: text('language', { enum: languages }).notNull().default('da'),
    /** Whom a member's booking will be for; empty for a guest, who books `quantity` places. */
    participantIds: uuid('participant_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: waitingListStatuses }).notNull().default('waiting'),
    /** The key of a guest's link to their place; unguessable. */
    token: text('token').notNull().unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The booking an offer became. */
    eventEntryId: uuid('event_entry_id').references(() => eventEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('waiting_list_line').on(table.eventId, table.status, table.createdAt),
    index('waiting_list_entry').on(table.eventEntryId),
    // One live place in line per member, and per guest's email, for each event.
    uniqueIndex('waiting_list_one_per_member')
      .on(table.eventId, table.memberId)
      .where(sql`${table.status} in ('waiting', 'offered') and ${table.memberId} is not null`),
    uniqueIndex('waiting_list_one_per_guest')
      .on(table.eventId, table.email)
      .where(sql`${table.status} in ('waiting', 'offered') and ${table.memberId} is null`),
    check('waiting_list_quantity', sql`${table.quantity} > 0`),
    check(
      'waiting_list_status',
      sql`${table.status} in ('waiting', 'offered', 'accepted', 'expired', 'left', 'cancelled')`,
    ),
  ],
);

export const checkInKinds = ['entry', 'undo'] as const;

/**
 * Every scan at the door, accepted or refused, as pretix keeps its check-ins. The nonce is chosen
 * by the scanning device for one scan: a scan sent again (a lost answer, an offline queue sent
 * twice) finds its row and its first answer instead of counting again.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** What was scanned, for a code that named no ticket of the event. */
    code: text('code').notNull(),
    nonce: text('nonce').notNull(),
    kind: text('kind', { enum: checkInKinds }).notNull(),
    result: text('result', { enum: checkInResults }).notNull(),
    byName: text('by_name').notNull(),
    byEmail: text('by_email').notNull(),
    /** When the device scanned it, which for an offline scan is before it reached us. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_ins_nonce').on(table.nonce),
    index('check_ins_event').on(table.eventId, table.createdAt),
    index('check_ins_ticket').on(table.ticketId),
    check('check_ins_kind', sql`${table.kind} in ('entry', 'undo')`),
  ],
);

/**
 * A member's private calendar feed: the token in its URL is the only key, so a calendar app can
 * follow it without signing in. Renewing replaces the token and the old URL stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
