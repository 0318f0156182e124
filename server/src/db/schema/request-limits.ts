import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address limits of open calls (guest registration, joining a waiting list, invitations,
 * the calendar feed), counted in fixed windows in the database: every server on one PostgreSQL
 * counts the same requests, so running more servers does not multiply a limit.
 */
export const requestLimits = pgTable('request_limits', {
  /** The route and the client's key (its address), as the rate-limit hook names them. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
