import {
  type ContactUsInput,
  contactUsInputSchema,
  type ContactUsResult,
} from '@portal/contracts/contact-us';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** POST contact-us: the message goes to the organisation's contact receiver. */
export async function sendContactMessage(input: ContactUsInput) {
  return api.post<ContactUsResult>('/member/api/v1/contact-us', {
    body: contactUsInputSchema.parse(input),
  });
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    // The new message starts a thread of its own under "Your messages".
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-threads'] }),
  });
}
