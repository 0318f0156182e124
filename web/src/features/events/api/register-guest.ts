import {
  type BookingResult,
  type GuestRegistrationInput,
  guestRegistrationInputSchema,
} from '@portal/contracts/event-entry';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { withPaymentWindow } from './book-event.ts';

/** POST public/eve/{id}/registration: a guest without an account takes places. */
export function registerGuest(eventId: string, input: GuestRegistrationInput) {
  return withPaymentWindow(() =>
    api.post<BookingResult>(
      `/event/api/v1/public/eve/${encodeURIComponent(eventId)}/registration`,
      {
        // The confirmation mail is written in the language of the page the guest registered from.
        body: guestRegistrationInputSchema.parse({ language: currentLanguage(), ...input }),
      },
    ),
  );
}

export function useRegisterGuest(eventId: string) {
  return useMutation({
    mutationFn: (input: GuestRegistrationInput) => registerGuest(eventId, input),
  });
}
