import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** open: the member wrote last and awaits an answer; answered: the club wrote last. */
    state: text('state', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    /** When the thread last had a message from either side: the inbox's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The rate limit: a sender's recent messages.
    index('contact_messages_sender_recent').on(table.senderId, table.createdAt),
    index('contact_messages_org').on(table.orgId, table.lastActivityAt),
    check('contact_messages_state', sql`${table.state} in ('open', 'answered')`),
  ],
);

/** The answers in a Contact Us thread: the club's replies and the member's answers to them. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => members.id, { onDelete: 'set null' }),
    /** Who the author wrote as: the club (an administrator) or the member who started it. */
    fromClub: boolean('from_club').notNull(),
    /** The author's name as it was, for a thread that outlives an account. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_replies_message').on(table.messageId, table.createdAt),
    // The member's answers count towards the Contact Us limit.
    index('contact_replies_author_recent').on(table.authorId, table.createdAt),
  ],
);
