import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client.ts';
import { refreshCurrentAccount } from '#src/lib/auth/current-account.ts';

/** POST auth/email-verification: mails a new confirmation link to one's own address. */
export async function sendEmailVerification(): Promise<void> {
  await api.post('/tools/api/auth/email-verification', { asSelf: true });
}

export function useSendEmailVerification() {
  return useMutation({
    mutationFn: sendEmailVerification,
    onError: (error) => {
      // Confirmed in the meantime (another tab, another device): the notice has done its work.
      if (error instanceof ApiError && error.code === 'email_already_verified') {
        refreshCurrentAccount();
      }
    },
  });
}
