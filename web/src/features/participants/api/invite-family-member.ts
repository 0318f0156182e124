import {
  type CreateFamilyInvitationInput,
  createFamilyInvitationInputSchema,
  type FamilyInvitation,
} from '@portal/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { participantsKey } from '#src/lib/members/list-participants.ts';

/** POST family/invitation: asks an existing member, by email, to link as family. */
export async function inviteFamilyMember(input: CreateFamilyInvitationInput) {
  return api.post<FamilyInvitation>('/member/api/v1/family/invitation', {
    body: createFamilyInvitationInputSchema.parse(input),
  });
}

export function useInviteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantsKey }),
  });
}
