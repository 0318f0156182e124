import {
  type AccountDeletionResult,
  type DeleteAccountInput,
  deleteAccountInputSchema,
} from '@portal/contracts/personal-data';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** POST member/account/deletion, confirmed by the account's password. */
export function deleteAccount(input: DeleteAccountInput): Promise<AccountDeletionResult> {
  return api.post<AccountDeletionResult>('/member/api/v1/member/account/deletion', {
    body: deleteAccountInputSchema.parse(input),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
