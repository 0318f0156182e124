import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSuperAdmin } from '@portal/contracts/roles';
import { actAsMemberHeader } from '@portal/contracts/act-as-header';
import { memberExists, setAuditStatus, writeAuditRecord } from './audit.ts';
import type { Caller } from './auth.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a super administrator acts as a member: whom, and the audit record of the call. */
    impersonation: { memberId: string; auditId: string } | null;
  }
}

const memberIdSchema = z.uuid();

function callOf(request: FastifyRequest) {
  return {
    method: request.method,
    // The path only: query strings may carry emails and tokens.
    path: request.url.split('?')[0] ?? request.url,
    requestId: request.id,
  };
}

/**
 * Reads the act-as header of an authenticated call (DESIGN.md: honoured only for
 * `org:ALL|role:SUPER_ADMIN`). The audit record is written before the call runs, so nothing done
 * while acting as a member can go unrecorded; its status is filled in when the answer is sent. A
 * refused attempt is recorded too, with the id that was asked for, whoever asked and whatever it was.
 */
export async function beginImpersonation(request: FastifyRequest, caller: Caller): Promise<void> {
  const value = request.headers[actAsMemberHeader];
  if (value === undefined) return;
  const { db } = request.server.deps.database;
  const requestedMember = String(value)
    .replace(/\p{Cc}/gu, '')
    .slice(0, 64);
  const parsed = memberIdSchema.safeParse(value);
  const memberId = parsed.success && (await memberExists(db, parsed.data)) ? parsed.data : null;
  const record = {
    actorSubject: caller.subject,
    actorEmail: caller.email,
    ...callOf(request),
    actedAsMemberId: memberId,
    requestedMember,
  };
  const refuse = async (error: AppError): Promise<never> => {
    await writeAuditRecord(db, {
      ...record,
      action: 'impersonation_refused',
      statusCode: String(error.status),
    });
    throw error;
  };

  if (!isSuperAdmin(caller.grants)) {
    request.log.warn({ actor: caller.email }, 'act-as header refused: not a super administrator');
    await refuse(AppError.of('FORBIDDEN', 'act_as_super_admin_only'));
  }
  if (!parsed.success) {
    await refuse(
      new AppError('BAD_REQUEST', `${actAsMemberHeader}: must be one member id`, {
        fields: [{ field: actAsMemberHeader, message: 'must be one member id' }],
      }),
    );
  }
  if (!memberId) {
    return refuse(AppError.of('NOT_FOUND', 'act_as_member_not_found'));
  }
  const auditId = await writeAuditRecord(db, { ...record, action: 'impersonation' });
  request.impersonation = { memberId, auditId };
}

export function registerImpersonationAudit(app: FastifyInstance): void {
  app.decorateRequest('impersonation', null);
  // onSend, not onResponse: the record is complete before the caller has the answer, so whoever
  // reads the audit log next never sees a call without its outcome.
  // With a callback: the answers of everyone not acting as another member pass at no cost.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.impersonation) {
      done(null, payload);
      return;
    }
    setAuditStatus(request.server.deps.database.db, request.impersonation.auditId, reply.statusCode)
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the status of an audit record was not written');
      })
      .finally(() => done(null, payload));
  });
}
