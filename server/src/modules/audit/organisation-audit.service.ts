import type {
  OrganisationAuditList,
  organisationAuditQuerySchema,
} from '@portal/contracts/administration';
import type { z } from 'zod';
import { listOrganisationAuditRecords } from '#src/lib/audit.ts';
import type { Caller } from '#src/lib/auth.ts';
import { requireOrganisationAdmin } from '#src/lib/organisation-admin.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';

type Query = z.output<typeof organisationAuditQuerySchema>;

/** What the organisation's administrators changed, newest first, a page at a time. */
export async function organisationAuditList(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; query: Query },
): Promise<OrganisationAuditList> {
  requireOrganisationAdmin(caller, input.orgKey);
  const { before, limit } = input.query;
  const rows = await listOrganisationAuditRecords(ctx.db, {
    orgKey: input.orgKey,
    before,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    records: page.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    nextBefore: rows.length > limit ? (page.at(-1)?.sequence ?? null) : null,
  };
}
