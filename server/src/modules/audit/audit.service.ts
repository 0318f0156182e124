import type { AuditList, AuditListQuery } from '@portal/contracts/audit';
import { isSuperAdmin } from '@portal/contracts/roles';
import type { Executor } from '#src/db/client.ts';
import { listAuditRecords } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';

/**
 * The audit log, for super administrators only, checked on the signed-in user's own roles
 * (OWASP ASVS 8.3.3), whoever they are acting as.
 */
export async function auditList(
  caller: Caller,
  db: Executor,
  query: AuditListQuery,
): Promise<AuditList> {
  if (!isSuperAdmin(caller.grants)) {
    throw AppError.of('FORBIDDEN', 'audit_log_super_admin_only');
  }
  const rows = await listAuditRecords(db, { ...query, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  return {
    records: page.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actor: { subject: row.actorSubject, email: row.actorEmail },
      actedAs:
        row.actedAsMemberId && row.actedAsFirstName !== null
          ? {
              id: row.actedAsMemberId,
              firstName: row.actedAsFirstName,
              lastName: row.actedAsLastName ?? '',
              email: row.actedAsEmail,
            }
          : null,
      requestedMemberId: row.requestedMember,
      action: row.action === 'impersonation_refused' ? 'impersonation_refused' : 'impersonation',
      method: row.method,
      path: row.path,
      statusCode: row.statusCode,
    })),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
