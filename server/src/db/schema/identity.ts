import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleNames = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;

/** Accounts of the embedded identity provider. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull().default(''),
    /** `scrypt$N$r$p$salt$hash`, all parts but the algorithm base64url. */
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    locale: text('locale').notNull().default('da'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_email_lower', sql`${table.email} = lower(${table.email})`)],
);

export const roleGrants = pgTable(
  'role_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An organisation key, or ALL for every organisation. */
    orgKey: text('org_key').notNull(),
    role: text('role', { enum: roleNames }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('role_grants_unique').on(table.userId, table.orgKey, table.role),
    check('role_grants_role', sql`${table.role} in ('USER', 'ADMIN', 'SUPER_ADMIN')`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    /** SHA-256 of the token sent by email; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * Links that confirm an account's email address. Like the reset links, only the SHA-256 of the
 * token is stored. The address the link was sent to is kept with it: the link confirms that
 * address and no other, so one mailed before the account's address changed confirms nothing.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as the account's. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_verifications_user').on(table.userId, table.createdAt)],
);

/** oidc-provider's state (sessions, grants, codes, tokens), one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant').on(table.grantId),
    index('oidc_payloads_uid').on(table.uid),
    index('oidc_payloads_user_code').on(table.userCode),
    index('oidc_payloads_expires').on(table.expiresAt),
  ],
);

/** Keys the embedded provider signs with, and the secret of its cookies. Kept across restarts. */
export const serverKeys = pgTable('server_keys', {
  kid: text('kid').primaryKey(),
  purpose: text('purpose', { enum: ['signing', 'cookie'] }).notNull(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
