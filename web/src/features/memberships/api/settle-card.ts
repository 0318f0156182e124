import {
  cardConfirmInputSchema,
  cardDeclineInputSchema,
  type CardRequestOutcome,
} from '@portal/contracts/renewal';
import type { z } from 'zod';
import { api } from '#src/lib/api-client.ts';

export type CardConfirmInput = z.infer<typeof cardConfirmInputSchema>;
export type CardDeclineInput = z.infer<typeof cardDeclineInputSchema>;

/**
 * The return from the card window: the accept page's confirm call and the decline page's decline
 * call. The server asks the gateway what happened, so a replayed page shows the same outcome.
 */
export function confirmCard(input: CardConfirmInput) {
  return api.post<CardRequestOutcome>('/member/api/v1/membership/card/confirm', {
    body: cardConfirmInputSchema.parse(input),
  });
}

export function declineCard(input: CardDeclineInput) {
  return api.post<CardRequestOutcome>('/member/api/v1/membership/card/decline', {
    body: cardDeclineInputSchema.parse(input),
  });
}
