import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { participantsKey } from '#src/lib/members/list-participants.ts';

/** DELETE member/participant/{id}: deletes a child, or withdraws or ends a link to a member. */
export async function removeParticipant(id: string): Promise<void> {
  await api.delete(`/member/api/v1/member/participant/${encodeURIComponent(id)}`);
}

export function useRemoveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeParticipant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantsKey }),
  });
}
