import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '@portal/contracts/notification';
import { members } from './members.ts';

// One list for the database, the API and the web app.
export { notificationTypes };

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageThreadId: uuid('message_thread_id'),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => members.id, { onDelete: 'set null' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readDate: timestamp('read_date', { withTimezone: true }),
    /** Set when the WhatsApp message about this notification was queued: it is sent once. */
    whatsAppQueuedAt: timestamp('whatsapp_queued_at', { withTimezone: true }),
  },
  (table) => [
    // The bell: a receiver's unread notifications, newest first.
    index('notifications_receiver_unread')
      .on(table.receiverId, table.createdAt.desc())
      .where(sql`not ${table.read}`),
    // Answering or withdrawing an invitation removes the family link request about it.
    index('notifications_family_invitation')
      .on(sql`(${table.data} ->> 'invitationId')`)
      .where(sql`${table.type} = 'FAMILY_LINK_REQUEST'`),
    index('notifications_sender').on(table.senderId),
    check(
      'notifications_type',
      sql`${table.type} in ('FAMILY_LINK_REQUEST', 'MEMBERSHIP_RENEW', 'ORDER_READY', 'PAYMENT_RECEIVED', 'EVENT_REGISTRATION', 'CONTACT_US', 'CONTACT_US_REPLY')`,
    ),
  ],
);
