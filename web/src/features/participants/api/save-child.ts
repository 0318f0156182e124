import {
  type ChildParticipant,
  type CreateChildInput,
  createChildInputSchema,
  type UpdateChildInput,
  updateChildInputSchema,
} from '@portal/contracts/family';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { participantsKey } from '#src/lib/members/list-participants.ts';

const base = '/member/api/v1/member/participant';

/** POST member/participant adds a child; PUT member/participant/{id} changes one. */
export async function saveChild(input: {
  id?: string;
  child: CreateChildInput | UpdateChildInput;
}) {
  if (input.id) {
    return api.put<ChildParticipant>(`${base}/${input.id}`, {
      body: updateChildInputSchema.parse(input.child),
    });
  }
  return api.post<ChildParticipant>(base, { body: createChildInputSchema.parse(input.child) });
}

export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantsKey }),
  });
}
