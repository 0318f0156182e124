import { eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '#src/db/client.ts';
import { memberships } from '#src/db/schema/index.ts';
import { cardOf } from '#src/lib/payments/card-brand.ts';
import {
  type PaymentAuthorization,
  type PaymentGateway,
  savedCardIdentifierFrom,
} from '#src/lib/payments/gateway.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { AppError } from '#src/lib/errors.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import {
  findMembershipRow,
  type MembershipRow,
} from '#src/modules/memberships/memberships.repository.ts';
import { findPayment, listPaymentLines } from '#src/modules/memberships/payments.repository.ts';
import { tellRenewal } from './renewal-news.ts';
import { scheduleOpenInvitation } from './renewal-schedule.ts';

/**
 * The saved card of automatic renewal. The server keeps the gateway's identifier and what the
 * member is shown (brand, last four digits, expiry), never a card number (PCI DSS SAQ A).
 */
export interface VerifiedCard {
  savedCardIdentifier: string;
  brand: string;
  lastDigits: string;
  expiry: string | null;
}

export async function lockMembership(
  tx: Transaction,
  membershipId: string,
): Promise<MembershipRow | null> {
  const [row] = await tx
    .select()
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
  return row ?? null;
}

/** A membership the acting member may manage: their own or a family member's; else 404. */
export async function manageableMembership(
  db: Executor,
  acting: ActingMember,
  membershipId: string,
) {
  const membership = await findMembershipRow(db, membershipId);
  if (!membership || !(await canActFor(db, acting, membership.memberId))) {
    throw AppError.of('NOT_FOUND', 'membership_not_found');
  }
  return membership;
}

/**
 * A saved card named by a browser return or a callback, believed only when the gateway knows it
 * for this merchant and it is the card of the authorization just made: the same last digits.
 * Null otherwise, and when the gateway cannot be asked (the other signal may bring it).
 */
export async function verifiedSavedCard(
  deps: Pick<PaymentDeps, 'log'>,
  gateway: PaymentGateway,
  candidate: string | null | undefined,
  authorization: Pick<PaymentAuthorization, 'maskedPan'>,
): Promise<VerifiedCard | null> {
  const id = savedCardIdentifierFrom(candidate);
  if (!id) return null;
  let card;
  try {
    card = await gateway.readSavedCard(id);
  } catch (error) {
    deps.log.warn({ reason: describeGatewayError(error) }, 'the saved card could not be read');
    return null;
  }
  const shown = cardOf(card?.maskedPan ?? null);
  const paidWith = cardOf(authorization.maskedPan);
  if (!card || !shown || (paidWith && paidWith.lastFour !== shown.lastFour)) {
    deps.log.warn('a saved card the gateway does not confirm for this payment was ignored');
    return null;
  }
  return {
    savedCardIdentifier: id,
    brand: shown.brand,
    lastDigits: shown.lastFour,
    expiry: card.expiry,
  };
}

export function savedCardColumns(
  card: VerifiedCard | null,
  payer: { memberId: string; paymentConfigurationId: string } | null,
) {
  return {
    savedCardIdentifier: card?.savedCardIdentifier ?? null,
    savedCardBrand: card?.brand ?? null,
    savedCardLastDigits: card?.lastDigits ?? null,
    savedCardExpiry: card?.expiry ?? null,
    savedCardPayerId: card ? (payer?.memberId ?? null) : null,
    savedCardPaymentConfigurationId: card ? (payer?.paymentConfigurationId ?? null) : null,
  };
}

export async function updateMemberships(
  tx: Executor,
  ids: string[],
  values: Partial<typeof memberships.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(memberships)
    .set({ ...values, updateDate: new Date() })
    .where(inArray(memberships.id, ids));
}

/**
 * After a purchase with "Renew automatically" is paid: the card its window saved becomes the
 * card of those lines' memberships, and renewal is on. Both signals of a payment (the browser's
 * return, the gateway's callback) call this; the second finds the work done. A crash between the
 * settlement and this leaves the card to the other signal, which runs it again.
 */
export async function saveCardOfPurchase(
  deps: PaymentDeps,
  paymentId: string,
  candidate: string | null | undefined,
): Promise<void> {
  if (!savedCardIdentifierFrom(candidate)) return;
  const payment = await findPayment(deps.db, { id: paymentId });
  if (payment?.paymentStatus !== 'paid' || !payment.authorizationIdentifier) return;
  const lines = (await listPaymentLines(deps.db, paymentId)).filter((row) => row.line.autoRenewal);
  if (lines.length === 0) return;
  const gateway = await gatewayOfPayment(deps, payment);
  const card = await verifiedSavedCard(deps, gateway, candidate, {
    maskedPan: payment.maskedCard,
  });
  if (!card) return;
  await deps.db.transaction(async (tx) => {
    for (const membershipId of new Set(lines.map((row) => row.membershipId))) {
      const membership = await lockMembership(tx, membershipId);
      if (!membership || membership.savedCardIdentifier === card.savedCardIdentifier) continue;
      const columns = {
        autoRenewal: true,
        autoRenewCycle: 'yearly',
        ...savedCardColumns(card, {
          memberId: payment.payerMemberId,
          paymentConfigurationId: payment.paymentConfigurationId,
        }),
      };
      await updateMemberships(tx, [membershipId], columns);
      // A renewal round between the payment and this may have invited the member to renew by
      // hand: with the card now saved, that renewal is charged instead.
      await scheduleOpenInvitation(tx, { ...membership, ...columns });
      await tellRenewal(deps, tx, {
        kind: 'turned-on',
        membership: { ...membership, ...columns },
        onceKey: `${membershipId}-${card.savedCardIdentifier}`,
      });
    }
  });
}

/** Forgets a card at the gateway once no membership pays with it any longer. */
export async function forgetCardIfUnused(
  deps: PaymentDeps,
  card: { savedCardIdentifier: string; orgId: string; paymentConfigurationId: string | null },
): Promise<void> {
  if (!card.paymentConfigurationId) return;
  const [stillUsed] = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.savedCardIdentifier, card.savedCardIdentifier))
    .limit(1);
  if (stillUsed) return;
  try {
    const gateway = await gatewayOfPayment(deps, {
      orgId: card.orgId,
      paymentConfigurationId: card.paymentConfigurationId,
    });
    await gateway.deleteSavedCard(card.savedCardIdentifier);
  } catch (error) {
    // Kept at the gateway is harmless: nothing here will charge it again.
    deps.log.warn({ reason: describeGatewayError(error) }, 'a card no longer used was not deleted');
  }
}
