import {
  type CreateFamilyInvitationInput,
  createFamilyInvitationInputSchema,
  familyInvitationSchema,
} from '@portal/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { participantsKey } from '#src/lib/members/list-participants.ts';

/** POST family/invitation: asks an existing member, by email, to link as family. */
export async function inviteFamilyMember(input: CreateFamilyInvitationInput) {
  return api.post('/member/api/v1/family/invitation', {
    body: createFamilyInvitationInputSchema.parse(input),
    parse: (data: unknown) => familyInvitationSchema.parse(data),
  });
}

export function useInviteFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFamilyMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantsKey }),
  });
}
