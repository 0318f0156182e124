import type { MemberListItem } from '@portal/contracts/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** GET member/list?size=1000: every member a super administrator may act as, sorted by name. */
export function listMembers(signal?: AbortSignal): Promise<MemberListItem[]> {
  return api.get<MemberListItem[]>('/member/api/v1/member/list', {
    query: { size: 1000 },
    signal,
    asSelf: true,
  });
}

export const membersQueryOptions = () =>
  queryOptions({
    // Not under the acting member's queries: the list is the super administrator's own.
    queryKey: ['impersonation', 'members'],
    queryFn: ({ signal }) => listMembers(signal),
    staleTime: 5 * 60_000,
  });

export function useMembers(isEnabled: boolean) {
  return useQuery({ ...membersQueryOptions(), enabled: isEnabled });
}
