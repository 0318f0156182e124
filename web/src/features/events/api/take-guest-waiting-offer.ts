import type { TakenOffer } from '@portal/contracts/waiting-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { guestWaitingPlaceKey } from './get-guest-waiting-place.ts';

/** POST public/waiting-list/{token}/offer: the guest takes the places offered, a free booking. */
export function takeGuestWaitingOffer(token: string) {
  return api.post<TakenOffer>(
    `/event/api/v1/public/waiting-list/${encodeURIComponent(token)}/offer`,
  );
}

export function useTakeGuestWaitingOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => takeGuestWaitingOffer(token),
    // Also after a refusal: an offer that ran out or passed on is shown as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestWaitingPlaceKey(token) }),
  });
}
