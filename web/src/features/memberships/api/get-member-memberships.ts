import { membershipSchema } from '@portal/contracts/membership-records';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

/** One member's memberships in every organisation (SPEC.md: membership/list, orgId optional). */
export function getMemberMemberships(memberId: string, signal?: AbortSignal) {
  return api.get(`/member/api/v1/${encodeURIComponent(memberId)}/membership/list`, {
    parse: (data: unknown) => z.array(membershipSchema).parse(data),
    signal,
  });
}
