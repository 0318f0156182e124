import { type MembershipCard, membershipCardListSchema } from '@portal/contracts/membership-card';
import { api } from '#src/lib/api-client.ts';
import { useKeptQuery } from '#src/lib/offline/use-kept-query.ts';

export const membershipCardsKey = ['membership-cards'] as const;

/** The cards kept on the device, which an earlier version of the app may have written. */
export const parseMembershipCards = (data: unknown): MembershipCard[] =>
  membershipCardListSchema.parse(data);

/** GET the digital membership cards of the member and their family valid today. */
export function getMembershipCards(signal?: AbortSignal): Promise<MembershipCard[]> {
  return api.get<MembershipCard[]>('/member/api/v1/membership/cards', { signal });
}

/** The cards, kept on the device after they were last seen so they open without a network. */
export function useMembershipCards() {
  return useKeptQuery({
    name: 'membership-cards',
    queryKey: membershipCardsKey,
    queryFn: ({ signal }) => getMembershipCards(signal),
    parse: parseMembershipCards,
  });
}
