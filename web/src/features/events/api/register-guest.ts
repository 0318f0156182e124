import {
  bookingResultSchema,
  type GuestRegistrationInput,
  guestRegistrationInputSchema,
} from '@portal/contracts/event';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { withPaymentWindow } from './book-event.ts';

/** POST public/eve/{id}/registration: a guest without an account takes places. */
export function registerGuest(eventId: string, input: GuestRegistrationInput) {
  return withPaymentWindow(() =>
    api.post(`/event/api/v1/public/eve/${encodeURIComponent(eventId)}/registration`, {
      body: guestRegistrationInputSchema.parse(input),
      parse: (data: unknown) => bookingResultSchema.parse(data),
    }),
  );
}

export function useRegisterGuest(eventId: string) {
  return useMutation({
    mutationFn: (input: GuestRegistrationInput) => registerGuest(eventId, input),
  });
}
