import { z } from 'zod';

export const auditListQuerySchema = z.strictObject({
  memberId: z.uuid().optional(),
  /** The id of the last record of the previous page. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditRecordSchema = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actor: z.object({ subject: z.string().nullable(), email: z.string().nullable() }),
  actedAs: z
    .object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
  /** The member id the call asked to act as, as it was given: also for a refused attempt. */
  requestedMemberId: z.string().nullable(),
  action: z.enum(['impersonation', 'impersonation_refused']),
  method: z.string().nullable(),
  path: z.string().nullable(),
  statusCode: z.string().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

export const auditListSchema = z.object({
  records: z.array(auditRecordSchema),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.uuid().nullable(),
});
export type AuditList = z.infer<typeof auditListSchema>;
