import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { notifications } from './notifications.ts';
import { organisations } from './organisations.ts';

/**
 * What members wrote through Contact Us. Kept apart from the receiver's notification, which the
 * receiver may delete: the message stays on record and still counts towards the sender's limit.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').references(() => members.id, { onDelete: 'set null' }),
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'set null',
    }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The rate limit: a sender's recent messages.
    index('contact_messages_sender_recent').on(table.senderId, table.createdAt),
    index('contact_messages_org').on(table.orgId),
  ],
);
