import {
  type CardRequestInput,
  cardRequestInputSchema,
  type CardRequestResult,
} from '@portal/contracts/renewal';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/**
 * Asks for the gateway's window that saves a card for a membership's automatic renewal; the
 * answer's link is where the browser goes next (a full redirect, as for a purchase).
 */
export function requestCard(membershipId: string, input: CardRequestInput) {
  return api.post<CardRequestResult>(
    `/member/api/v1/membership/${encodeURIComponent(membershipId)}/card`,
    { body: cardRequestInputSchema.parse(input) },
  );
}

export function useRequestCard() {
  return useMutation({
    mutationFn: ({ membershipId, ...input }: CardRequestInput & { membershipId: string }) =>
      requestCard(membershipId, input),
  });
}
