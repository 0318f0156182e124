import type { FamilyInvitation } from '@portal/contracts/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const receivedInvitationsKey = (email: string) =>
  ['family-invitations', 'received', email] as const;

/** GET family/invitation/by-email?email=: the pending invitations addressed to the member. */
export async function listReceivedInvitations(
  email: string,
  signal?: AbortSignal,
): Promise<FamilyInvitation[]> {
  const list = await api.get<FamilyInvitation[]>('/member/api/v1/family/invitation/by-email', {
    query: { email },
    signal,
  });
  // SPEC.md section 5: an invitation without both emails cannot be answered, so it is skipped.
  return list.filter(
    (item) => item.status === 'pending' && item.inviteeEmail !== '' && item.inviterEmail !== '',
  );
}

export const receivedInvitationsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: receivedInvitationsKey(email),
    queryFn: ({ signal }) => listReceivedInvitations(email, signal),
  });

export function useReceivedInvitations(email: string | null) {
  return useQuery({ ...receivedInvitationsQueryOptions(email ?? ''), enabled: email !== null });
}
