import type { PublicMembershipOffer } from '@portal/contracts/organisation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/** Each organisation's membership types with prices; open to visitors (/membership-list). */
export async function getMembershipOffers(signal?: AbortSignal): Promise<PublicMembershipOffer[]> {
  // The shared schema, and zod with it, loads beside the request rather than before the page
  // (issue 19: the membership list's first load).
  const [{ publicMembershipOfferListSchema }, data] = await Promise.all([
    import('@portal/contracts/organisation'),
    api.get('/org/api/v1/public/membership-list', { signal }),
  ]);
  return publicMembershipOfferListSchema.parse(data);
}

export const membershipOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['membership-offers'],
    queryFn: ({ signal }) => getMembershipOffers(signal),
  });

export function useMembershipOffers() {
  return useQuery(membershipOffersQueryOptions());
}
