import type { Member } from '@portal/contracts/member';
import { type UpdateProfileInput, updateProfileInputSchema } from '@portal/contracts/member-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** PUT member/item: the member's own profile, validated with the shared schema first. */
export async function updateProfile(input: UpdateProfileInput): Promise<Member> {
  return api.put<Member>('/member/api/v1/member/item', {
    body: updateProfileInputSchema.parse(input),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
}
