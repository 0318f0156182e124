import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { familyInvitationStatuses } from '@portal/contracts/family';
import { languages } from '@portal/contracts/language';

// One list for the database, the API and the web app.
export { familyInvitationStatuses };

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who keeps this participant (a child without a login of its own). */
    parentId: uuid('parent_id').references((): AnyPgColumn => members.id, {
      onDelete: 'cascade',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** Lower-cased; absent for participants without a login. */
    email: text('email').unique(),
    phone: text('phone'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    profileImage: text('profile_image'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    postCode: text('post_code'),
    country: text('country'),
    enabled: boolean('enabled').notNull().default(true),
    comments: text('comments'),
    familyLink: boolean('family_link').notNull().default(false),
    familyInvitationStatus: text('family_invitation_status', { enum: familyInvitationStatuses }),
    /** Mails, WhatsApp texts and notifications are written in it. */
    preferredLanguage: text('preferred_language', { enum: languages }).notNull().default('da'),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member deleted their account (GDPR article 17). The row stays, emptied, while
     * bookkeeping law keeps the payments that name it; `anonymousReference` is all it says of whom.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** "Deleted member 7F3K9QXA": the name the kept payment records carry instead of theirs. */
    anonymousReference: text('anonymous_reference').unique(),
  },
  (table) => [
    index('members_parent').on(table.parentId),
    index('members_name').on(table.firstName, table.lastName),
    // The member list of super administrators: members with a login, by name regardless of case.
    index('members_name_ci')
      .on(sql`lower(${table.firstName})`, sql`lower(${table.lastName})`)
      .where(sql`${table.parentId} is null`),
    check('members_email_lower', sql`${table.email} = lower(${table.email})`),
    check(
      'members_family_invitation_status',
      sql`${table.familyInvitationStatus} in ('pending', 'approved', 'rejected')`,
    ),
    check('members_preferred_language', sql`${table.preferredLanguage} in ('da', 'en')`),
  ],
);

export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: uuid('inviter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    inviterEmail: text('inviter_email').notNull(),
    inviteeEmail: text('invitee_email').notNull(),
    status: text('status', { enum: familyInvitationStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('family_invitations_inviter_email').on(table.inviterEmail),
    index('family_invitations_invitee_email').on(table.inviteeEmail),
    index('family_invitations_invitee').on(table.inviteeId),
    // One invitation per direction: a member asks once to act for another; it also serves every
    // lookup by inviter. A rejected one is replaced when the inviter asks again.
    uniqueIndex('family_invitations_pair').on(table.inviterId, table.inviteeId),
    check('family_invitations_status', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('family_invitations_not_self', sql`${table.inviterId} <> ${table.inviteeId}`),
  ],
);
