import type { AnswerFamilyInvitationResult } from '@portal/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export type FamilyLinkAnswer = 'approved' | 'rejected';

/** POST family/invitation/status/approved|rejected?id=: the invitee answers. */
export async function answerFamilyInvitation(input: { id: string; answer: FamilyLinkAnswer }) {
  return api.post<AnswerFamilyInvitationResult>(
    `/member/api/v1/family/invitation/status/${input.answer}`,
    {
      query: { id: input.id },
    },
  );
}

/**
 * The server removes the related notification with the answer (SPEC.md section 4); the
 * notifications, invitations and participants are reloaded.
 */
export function useAnswerFamilyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerFamilyInvitation,
    onSettled: async () => {
      await Promise.all(
        ['notifications', 'family-invitations', 'participants'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
    },
  });
}
