import {
  type GuestWaitingListInput,
  guestWaitingListInputSchema,
  type WaitingPlace,
} from '@portal/contracts/waiting-list';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';

/**
 * POST public/eve/{id}/waiting-list: a guest without an account joins the line of a full free
 * event; the mail with the link to their place comes in the page's language.
 */
export function joinWaitingListAsGuest(eventId: string, input: GuestWaitingListInput) {
  return api.post<WaitingPlace>(
    `/event/api/v1/public/eve/${encodeURIComponent(eventId)}/waiting-list`,
    {
      body: guestWaitingListInputSchema.parse({ language: currentLanguage(), ...input }),
    },
  );
}

export function useJoinWaitingListAsGuest(eventId: string) {
  return useMutation({
    mutationFn: (input: GuestWaitingListInput) => joinWaitingListAsGuest(eventId, input),
  });
}
