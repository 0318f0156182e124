import {
  contactReplyInputSchema,
  type ContactThread,
  type ContactThreadList,
  type ContactThreadState,
  type ContactThreadSummary,
} from '@portal/contracts/contact-us';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

const memberBase = '/member/api/v1/contact-us/threads';
const clubBase = (orgKey: string) =>
  `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/messages`;

/** The member's own threads. */
export function useOwnThreads() {
  return useQuery({
    queryKey: ['contact-threads', 'own'],
    queryFn: ({ signal }) => api.get<ContactThreadSummary[]>(memberBase, { signal }),
  });
}

/** A thread, as its member (no organisation) or as the club (its organisation) reads it. */
export function useThread(threadId: string, orgKey?: string) {
  return useQuery({
    queryKey: ['contact-threads', orgKey ?? 'own', threadId],
    queryFn: ({ signal }) =>
      api.get<ContactThread>(
        orgKey ? `${clubBase(orgKey)}/${threadId}` : `${memberBase}/${threadId}`,
        { signal },
      ),
  });
}

export function useSendInThread(threadId: string, orgKey?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post<ContactThread>(
        orgKey ? `${clubBase(orgKey)}/${threadId}/replies` : `${memberBase}/${threadId}/replies`,
        {
          body: contactReplyInputSchema.parse({ body }),
        },
      ),
    onSuccess: (thread) => {
      queryClient.setQueryData(['contact-threads', orgKey ?? 'own', threadId], thread);
      return queryClient.invalidateQueries({ queryKey: ['contact-threads'] });
    },
  });
}

/** The club's inbox, a page at a time. */
export function useClubThreads(
  orgKey: string,
  query: { state?: ContactThreadState; page: number },
) {
  return useQuery({
    queryKey: ['contact-threads', orgKey, 'list', query],
    queryFn: ({ signal }) =>
      api.get<ContactThreadList>(clubBase(orgKey), {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
