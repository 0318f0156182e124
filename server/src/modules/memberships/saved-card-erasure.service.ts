import { inArray, or } from 'drizzle-orm';
import type { Transaction } from '#src/db/client.ts';
import { memberships } from '#src/db/schema/index.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { lockOpenRenewals, updateRenewal } from './renewal/renewal.repository.ts';
import { forgetCardIfUnused, savedCardColumns, updateMemberships } from './renewal/saved-cards.ts';

/** A card the gateway keeps for automatic renewal, to be deleted there once nothing uses it. */
export interface CardToForget {
  savedCardIdentifier: string;
  orgId: string;
  paymentConfigurationId: string | null;
}

/**
 * For members whose account is deleted (GDPR article 17), in the deletion's transaction: their
 * memberships end (no renewal round plans another period) and renew no more, and every card they
 * saved stops being used, also where it paid a linked member's renewal: that member is invited to
 * renew by hand instead. Answers the cards to delete at the gateway once the transaction commits.
 */
export async function endRenewalsOfErasedMembers(
  tx: Transaction,
  memberIds: string[],
): Promise<CardToForget[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(memberships)
    .where(
      or(
        inArray(memberships.memberId, memberIds),
        inArray(memberships.savedCardPayerId, memberIds),
      ),
    )
    .for('update');
  const cards: CardToForget[] = [];
  for (const membership of rows) {
    const isTheirs = memberIds.includes(membership.memberId);
    if (membership.savedCardIdentifier) {
      cards.push({
        savedCardIdentifier: membership.savedCardIdentifier,
        orgId: membership.orgId,
        paymentConfigurationId: membership.savedCardPaymentConfigurationId,
      });
    }
    await updateMemberships(tx, [membership.id], {
      autoRenewal: false,
      ...(isTheirs ? { enabled: false } : {}),
      ...savedCardColumns(null, null),
    });
    for (const renewal of await lockOpenRenewals(tx, membership.id)) {
      await updateRenewal(
        tx,
        renewal.id,
        isTheirs
          ? { status: 'cancelled', chargeDate: null, nextAttemptOn: null }
          : { kind: 'invitation', status: 'invited', chargeDate: null, nextAttemptOn: null },
      );
    }
  }
  return cards;
}

/** Deletes the cards at their gateways, each once no membership pays with it any longer. */
export async function forgetSavedCards(deps: PaymentDeps, cards: CardToForget[]): Promise<void> {
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.savedCardIdentifier)) continue;
    seen.add(card.savedCardIdentifier);
    await forgetCardIfUnused(deps, card);
  }
}
