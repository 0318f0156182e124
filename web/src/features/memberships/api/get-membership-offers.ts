import type { PublicMembershipOffer } from '@portal/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** Each organisation's membership types with prices; open to visitors (/membership-list). */
export function getMembershipOffers(signal?: AbortSignal): Promise<PublicMembershipOffer[]> {
  return api.get<PublicMembershipOffer[]>('/org/api/v1/public/membership-list', { signal });
}

export const membershipOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-offers'],
    queryFn: ({ signal }) => getMembershipOffers(signal),
  });

export function useMembershipOffers() {
  return useQuery(membershipOffersQueryOptions());
}
