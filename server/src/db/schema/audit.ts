import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Security-relevant actions (OWASP ASVS V16), foremost who acted as which member. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order records were written in: several can share a timestamp. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user's subject and email, as the token said. */
    actorSubject: text('actor_subject'),
    actorEmail: text('actor_email'),
    actedAsMemberId: uuid('acted_as_member_id').references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The member id an act-as header asked for, as given (cleaned), also when it was refused. */
    requestedMember: text('requested_member'),
    /** The organisation an administrator's change concerns; its audit page lists these. */
    orgKey: text('org_key'),
    action: text('action').notNull(),
    method: text('method'),
    path: text('path'),
    statusCode: text('status_code'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_occurred').on(table.occurredAt),
    index('audit_log_acted_as').on(table.actedAsMemberId, table.occurredAt),
    index('audit_log_organisation').on(table.orgKey, table.sequence),
    index('audit_log_requested').on(table.requestedMember, table.occurredAt),
  ],
);
