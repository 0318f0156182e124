import { type TakenOffer, takeOfferInputSchema } from '@portal/contracts/waiting-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { withPaymentWindow } from './book-event.ts';
import { eventsKey } from './list-events.ts';
import { ticketsKey } from './list-tickets.ts';

/**
 * POST eve/{id}/waiting-list/offer: the places an offer holds become a booking; a paid event's
 * continues in the card payment window, as a booking does.
 */
export function takeWaitingOffer(eventId: string) {
  return withPaymentWindow(() =>
    api.post<TakenOffer>(`/event/api/v1/eve/${encodeURIComponent(eventId)}/waiting-list/offer`, {
      // The card payment window opens in the page's language.
      body: takeOfferInputSchema.parse({ language: currentLanguage() }),
    }),
  );
}

export function useTakeWaitingOffer(eventId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventsKey }),
      queryClient.invalidateQueries({ queryKey: ticketsKey }),
    ]);
  return useMutation({
    mutationFn: () => takeWaitingOffer(eventId),
    // A page on its way to the card window keeps showing the offer rather than the booking it
    // became; after a refusal (an offer that ran out or passed on) the place is read again.
    onSuccess: (result) => (result.paymentWindowLink ? undefined : refresh()),
    onError: refresh,
  });
}
