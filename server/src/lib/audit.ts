import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#src/db/client.ts';
import { auditLog, members } from '#src/db/schema/index.ts';
import type { Caller } from './auth.ts';

export type AuditAction =
  | 'impersonation'
  | 'impersonation_refused'
  | 'organisation_settings_changed'
  | 'payment_configuration_changed'
  | 'organisation_logo_changed'
  | 'membership_type_created'
  | 'membership_type_changed'
  | 'membership_type_versioned'
  | 'membership_type_retired'
  | 'membership_type_deleted'
  | 'payment_refunded'
  | 'payment_voided'
  | 'payment_refund_failed'
  | 'contact_reply_sent'
  | 'event_created'
  | 'event_changed'
  | 'event_cancelled'
  | 'event_booking_added'
  | 'event_booking_cancelled'
  | 'organisation_administrator_added'
  | 'organisation_administrator_removed'
  | 'member_account_deleted';

export interface AuditRecordInput {
  actorSubject: string;
  actorEmail: string;
  actedAsMemberId: string | null;
  requestedMember?: string | null;
  /** The organisation an administrator's change concerns. */
  orgKey?: string | null;
  action: AuditAction;
  method: string;
  path: string;
  statusCode?: string;
  requestId: string;
  details?: Record<string, unknown>;
}

/** Where an administrator's change came from, for its audit record. */
export interface ChangeOrigin {
  method: string;
  path: string;
  requestId: string;
}

export const originOf = (request: FastifyRequest): ChangeOrigin => ({
  method: request.method,
  path: request.url,
  requestId: request.id,
});

/**
 * Records a change an administrator made to an organisation, with the values before and after,
 * in the transaction of the change itself: the organisation's audit page lists these.
 */
export async function auditAdministratorChange(
  db: Executor,
  caller: Pick<Caller, 'subject' | 'email'>,
  change: {
    orgKey: string;
    action: AuditAction;
    origin: ChangeOrigin;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await writeAuditRecord(db, {
    actorSubject: caller.subject,
    actorEmail: caller.email,
    actedAsMemberId: null,
    orgKey: change.orgKey,
    action: change.action,
    ...change.origin,
    statusCode: '200',
    details: { orgKey: change.orgKey, ...change.details },
  });
}

/** The audit trail of OWASP ASVS V16: who acted as which member, and who was refused. */
export async function writeAuditRecord(db: Executor, input: AuditRecordInput): Promise<string> {
  const [row] = await db.insert(auditLog).values(input).returning({ id: auditLog.id });
  if (!row) throw new Error('the audit record was not written');
  return row.id;
}

export async function setAuditStatus(db: Executor, id: string, statusCode: number): Promise<void> {
  await db
    .update(auditLog)
    .set({ statusCode: String(statusCode) })
    .where(eq(auditLog.id, id));
}

export async function memberExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
  return rows.length > 0;
}

export interface AuditListQuery {
  memberId?: string | undefined;
  /** Only records older than this one (by time, then id): the cursor of the next page. */
  before?: string | undefined;
  limit: number;
}

/** Newest first, with the acted-as member's name beside the id. */
export async function listAuditRecords(db: Executor, query: AuditListQuery) {
  return db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      actorSubject: auditLog.actorSubject,
      actorEmail: auditLog.actorEmail,
      actedAsMemberId: auditLog.actedAsMemberId,
      actedAsFirstName: members.firstName,
      actedAsLastName: members.lastName,
      actedAsEmail: members.email,
      requestedMember: auditLog.requestedMember,
      action: auditLog.action,
      method: auditLog.method,
      path: auditLog.path,
      statusCode: auditLog.statusCode,
    })
    .from(auditLog)
    .leftJoin(members, eq(members.id, auditLog.actedAsMemberId))
    .where(
      and(
        inArray(auditLog.action, ['impersonation', 'impersonation_refused']),
        query.memberId
          ? or(
              eq(auditLog.actedAsMemberId, query.memberId),
              eq(auditLog.requestedMember, query.memberId),
            )
          : undefined,
        query.before
          ? sql`(${auditLog.occurredAt}, ${auditLog.id}) < (select occurred_at, id from audit_log where id = ${query.before})`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.occurredAt), sql`${auditLog.id} desc`)
    .limit(query.limit);
}

/** An organisation's audit page: the changes its administrators made, newest first. */
export async function listOrganisationAuditRecords(
  db: Executor,
  query: { orgKey: string; before?: number | undefined; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      sequence: auditLog.sequence,
      occurredAt: auditLog.occurredAt,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.orgKey, query.orgKey),
        query.before === undefined ? undefined : lt(auditLog.sequence, query.before),
      ),
    )
    .orderBy(desc(auditLog.sequence))
    .limit(query.limit);
}
