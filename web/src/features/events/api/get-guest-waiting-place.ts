import type { GuestWaitingPlace } from '@portal/contracts/waiting-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const guestWaitingPlaceKey = (token: string) => ['guest-waiting-place', token];

/** GET public/waiting-list/{token}: a guest's place in line, by the code of their mail's link. */
export async function getGuestWaitingPlace(
  token: string,
  signal?: AbortSignal,
): Promise<GuestWaitingPlace> {
  return api.get<GuestWaitingPlace>(
    `/event/api/v1/public/waiting-list/${encodeURIComponent(token)}`,
    { signal },
  );
}

export const guestWaitingPlaceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guestWaitingPlaceKey(token),
    queryFn: ({ signal }) => getGuestWaitingPlace(token, signal),
  });

export function useGuestWaitingPlace(token: string) {
  return useQuery(guestWaitingPlaceQueryOptions(token));
}
