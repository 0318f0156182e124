import type { AuditList } from '@portal/contracts/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const pageSize = 50;

export function getAuditLog(
  query: { memberId: string | null; before: string | null },
  signal?: AbortSignal,
): Promise<AuditList> {
  return api.get<AuditList>('/member/api/v1/audit/list', {
    query: { memberId: query.memberId, before: query.before, limit: pageSize },
    signal,
    asSelf: true,
  });
}

export const auditLogQueryOptions = (memberId: string | null) =>
  infiniteQueryOptions({
    queryKey: ['impersonation', 'audit-log', memberId],
    queryFn: ({ pageParam, signal }) => getAuditLog({ memberId, before: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export function useAuditLog(memberId: string | null) {
  return useInfiniteQuery(auditLogQueryOptions(memberId));
}
