import { memberSchema } from '@portal/contracts/member';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** The signed-in member (id, name, address), found by their own email. */
export function getOwnMember(email: string, signal?: AbortSignal) {
  return api.get('/member/api/v1/member/search-email', {
    query: { email },
    parse: (data: unknown) => memberSchema.parse(data),
    signal,
  });
}

export const ownMemberQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['own-member', email],
    queryFn: ({ signal }) => getOwnMember(email, signal),
    enabled: email !== '',
  });

export function useOwnMember(email: string) {
  return useQuery(ownMemberQueryOptions(email));
}
