import type { Membership } from '@portal/contracts/membership-records';
import { type AutoRenewalInput, autoRenewalInputSchema } from '@portal/contracts/renewal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

/**
 * Turns a membership's automatic renewal on or off. On needs a saved card: without one the page
 * opens the card window instead (request-card.ts), so the server's 409 is not met in practice.
 */
export function setAutoRenewal(membershipId: string, input: AutoRenewalInput) {
  return api.put<Membership>(
    `/member/api/v1/membership/${encodeURIComponent(membershipId)}/auto-renewal`,
    { body: autoRenewalInputSchema.parse(input) },
  );
}

export function useSetAutoRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, autoRenewal }: { membershipId: string; autoRenewal: boolean }) =>
      setAutoRenewal(membershipId, { autoRenewal }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['membership-overview'] }),
  });
}
