import type { Membership } from '@portal/contracts/membership-records';
import { api } from '#src/lib/api-client.ts';

/** One member's memberships in every organisation (SPEC.md: membership/list, orgId optional). */
export function getMemberMemberships(memberId: string, signal?: AbortSignal) {
  return api.get<Membership[]>(`/member/api/v1/${encodeURIComponent(memberId)}/membership/list`, {
    signal,
  });
}
