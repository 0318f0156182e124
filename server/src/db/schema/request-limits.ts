import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-address limits of open calls (guest registration, joining a waiting list, invitations,
 * the calendar feed) and the sign-in pages' attempts, counted in fixed windows in the database:
 * every server on one PostgreSQL counts the same requests, so running more servers does not
 * multiply a limit (server/src/lib/limit-windows.ts).
 */
export const requestLimits = pgTable('request_limits', {
  /**
   * The route and the client's key (its address), as the rate-limit hook names them; or
   * `attempt ` and a digest of a sign-in page's key (an address, an email).
   */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
