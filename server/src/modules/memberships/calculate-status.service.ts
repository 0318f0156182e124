import type { Database } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import { recalculateStatuses } from './membership-status.service.ts';

/** `/tools/member/calculate-status`: only for members the caller may act for, else 404. */
export async function calculateStatus(
  db: Database,
  acting: ActingMember,
  memberIds: string[],
  today: string,
) {
  const unique = [...new Set(memberIds)];
  for (const [index, memberId] of unique.entries()) {
    if (!(await canActFor(db, acting, memberId))) {
      throw new AppError('NOT_FOUND', `memberIds.${index}: no such member among yours`, {
        fields: [{ field: `memberIds.${index}`, message: 'no such member among yours' }],
      });
    }
  }
  const results = await db.transaction((tx) => recalculateStatuses(tx, unique, today));
  return unique.map((memberId) => ({
    memberId,
    memberships: results
      .filter((result) => result.memberId === memberId)
      .map(({ membershipId, orgId, status }) => ({ membershipId, orgId, status })),
  }));
}
