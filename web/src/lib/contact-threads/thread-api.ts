import {
  contactReplyInputSchema,
  contactThreadListSchema,
  contactThreadSchema,
  contactThreadSummarySchema,
  type ContactThreadState,
} from '@portal/contracts/contact-us';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

const memberBase = '/member/api/v1/contact-us/threads';
const clubBase = (orgKey: string) =>
  `/org/api/v1/admin/organisations/${encodeURIComponent(orgKey)}/messages`;

/** The member's own threads. */
export function useOwnThreads() {
  return useQuery({
    queryKey: ['contact-threads', 'own'],
    queryFn: ({ signal }) =>
      api.get(memberBase, {
        signal,
        parse: (data: unknown) => z.array(contactThreadSummarySchema).parse(data),
      }),
  });
}

/** A thread, as its member (no organisation) or as the club (its organisation) reads it. */
export function useThread(threadId: string, orgKey?: string) {
  return useQuery({
    queryKey: ['contact-threads', orgKey ?? 'own', threadId],
    queryFn: ({ signal }) =>
      api.get(orgKey ? `${clubBase(orgKey)}/${threadId}` : `${memberBase}/${threadId}`, {
        signal,
        parse: (data: unknown) => contactThreadSchema.parse(data),
      }),
  });
}

export function useSendInThread(threadId: string, orgKey?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post(
        orgKey ? `${clubBase(orgKey)}/${threadId}/replies` : `${memberBase}/${threadId}/replies`,
        {
          body: contactReplyInputSchema.parse({ body }),
          parse: (data: unknown) => contactThreadSchema.parse(data),
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
      api.get(clubBase(orgKey), {
        query: { ...query },
        signal,
        parse: (data: unknown) => contactThreadListSchema.parse(data),
      }),
    placeholderData: keepPreviousData,
  });
}
