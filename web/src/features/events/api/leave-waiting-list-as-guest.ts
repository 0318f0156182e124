import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { guestWaitingPlaceKey } from './get-guest-waiting-place.ts';

/** DELETE public/waiting-list/{token}: the guest leaves the line, or gives an offer back. */
export async function leaveWaitingListAsGuest(token: string): Promise<void> {
  await api.delete(`/event/api/v1/public/waiting-list/${encodeURIComponent(token)}`);
}

export function useLeaveWaitingListAsGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitingListAsGuest(token),
    // Also after a refusal: the place may have ended meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestWaitingPlaceKey(token) }),
  });
}
