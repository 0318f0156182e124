import { eq } from 'drizzle-orm';
import { profileIncompleteMessage } from '@portal/contracts/address-check';
import { gatewayOrderNumber } from '@portal/contracts/order-number';
import { describeDecline } from '@portal/contracts/payment-decline';
import { randomToken } from '@portal/contracts/random-token';
import type {
  CardRequestInput,
  CardRequestOutcome,
  CardRequestResult,
} from '@portal/contracts/renewal';
import type { z } from 'zod';
import type { cardConfirmInputSchema, cardDeclineInputSchema } from '@portal/contracts/renewal';
import type { Executor, Transaction } from '#src/db/client.ts';
import { cardRequests } from '#src/db/schema/index.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  authorizationMismatches,
  isGatewayIdentifier,
  type PaymentAuthorization,
  releaseOnce,
  zeroGuid,
} from '#src/lib/payments/gateway.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { gatewayBillingAddress, paymentWindowLanguage } from '#src/lib/payments/payment-window.ts';
import { describeGatewayError, gatewayFailureFor } from '#src/lib/payments/payment-verification.ts';
import { checkAddress } from '@portal/contracts/address-check';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import {
  activePaymentConfigurationWithSecret,
  findOrganisation,
  paymentConfigurationWithSecret,
} from '#src/modules/organisations/organisations.service.ts';
import {
  gatewayOf,
  gatewayOfPayment,
} from '#src/modules/organisations/payment-gateways.service.ts';
import { memberProfiles } from '#src/modules/memberships/member-profiles.ts';
import { findMembershipRow } from '#src/modules/memberships/memberships.repository.ts';
import { tellRenewal } from './renewal-news.ts';
import { savedCardSummary } from './renewal-view.ts';
import { scheduleOpenInvitation } from './renewal-schedule.ts';
import {
  forgetCardIfUnused,
  lockMembership,
  manageableMembership,
  savedCardColumns,
  updateMemberships,
  verifiedSavedCard,
} from './saved-cards.ts';

/**
 * Changing the card of automatic renewal (issue 16, item 1): a card window that saves a new card.
 * Gateways authorize an amount to save a card, so the smallest one a Danish acquirer takes is
 * authorized and released at once; nothing is charged. Its return and callback are settled as a
 * payment's are: verified with the gateway, the second signal finding the work done.
 */

type CardRequestRow = typeof cardRequests.$inferSelect;

/** DKK 1.00: the least an acquirer reliably authorizes to check a card. */
const checkAmount = 100;

async function findCardRequest(
  db: Executor,
  key: { returnToken: string } | { callbackToken: string } | { id: string },
  options: { lock?: boolean } = {},
): Promise<CardRequestRow | null> {
  const where =
    'returnToken' in key
      ? eq(cardRequests.returnToken, key.returnToken)
      : 'callbackToken' in key
        ? eq(cardRequests.callbackToken, key.callbackToken)
        : eq(cardRequests.id, key.id);
  const query = db.select().from(cardRequests).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

async function updateCardRequest(
  tx: Executor,
  id: string,
  changes: Partial<typeof cardRequests.$inferInsert>,
): Promise<void> {
  await tx.update(cardRequests).set(changes).where(eq(cardRequests.id, id));
}

export async function startCardRequest(
  deps: PaymentDeps,
  acting: ActingMember,
  membershipId: string,
  input: CardRequestInput,
): Promise<CardRequestResult> {
  const membership = await manageableMembership(deps.db, acting, membershipId);
  const organisation = await findOrganisation(deps.db, membership.orgId);
  const configuration = await activePaymentConfigurationWithSecret(deps.db, membership.orgId);
  if (!configuration) {
    throw AppError.of('CONFLICT', 'card_payments_not_offered', {
      organisation: organisation.name,
    });
  }
  const payer = (await memberProfiles(deps.db, [acting.id])).get(acting.id);
  if (!payer) throw AppError.of('NOT_FOUND', 'no_member_profile');
  const problems = checkAddress(payer.address);
  if (problems.length > 0) {
    throw new AppError('BAD_REQUEST', profileIncompleteMessage, {
      fields: problems.map((message) => ({ field: 'billingAddress', message })),
    });
  }
  const [request] = await deps.db
    .insert(cardRequests)
    .values({
      membershipId: membership.id,
      payerMemberId: acting.id,
      orgId: membership.orgId,
      paymentConfigurationId: configuration.id,
      returnToken: randomToken(),
      callbackToken: randomToken(),
      gatewayOrderNumber: gatewayOrderNumber(organisation.key),
      amount: checkAmount,
      currency: 'DKK',
      enableRenewal: input.autoRenewal ?? false,
    })
    .returning();
  if (!request) throw new Error('insert into card_requests returned no row');
  const { publicUrl } = deps.config;
  const token = encodeURIComponent(request.returnToken);
  try {
    const gateway = gatewayOf(deps, configuration, organisation.name);
    const link = await gateway.createPaymentLink({
      Amount: request.amount,
      Currency: request.currency,
      OrderNumber: request.gatewayOrderNumber,
      CustomerAcceptUrl: `${publicUrl}/ui/membership/card/confirm?token=${token}`,
      CustomerDeclineUrl: `${publicUrl}/ui/membership/card/decline?token=${token}`,
      ServerCallbackUrl: `${publicUrl}/member/api/v1/membership/card/payment/${configuration.provider}/callback/${request.callbackToken}`,
      BillingAddress: gatewayBillingAddress(payer.address),
      CustomerEmail: payer.email ?? undefined,
      EnforceLanguage: paymentWindowLanguage(input.language),
      SaveCard: true,
      Options: { TestMode: configuration.testMode, RequestSubscriptionWithAuthorization: true },
    });
    await updateCardRequest(deps.db, request.id, {
      paymentIdentifier: link.paymentIdentifier,
      paymentWindowLink: link.paymentWindowLink,
    });
    return {
      paymentWindowLink: link.paymentWindowLink,
      amount: request.amount,
      currency: request.currency,
    };
  } catch (error) {
    deps.log.warn({ reason: describeGatewayError(error) }, 'the card window could not be opened');
    await updateCardRequest(deps.db, request.id, { status: 'cancelled', settledAt: new Date() });
    throw gatewayFailureFor(error, 'open');
  }
}

async function outcomeOf(db: Executor, request: CardRequestRow): Promise<CardRequestOutcome> {
  const membership = await findMembershipRow(db, request.membershipId);
  if (!membership) throw AppError.of('NOT_FOUND', 'card_request_not_found');
  const organisation = await findOrganisation(db, request.orgId);
  const name = (await memberProfiles(db, [membership.memberId])).get(membership.memberId)?.name;
  const decline =
    request.status === 'declined'
      ? describeDecline({ gatewayreason: request.declineGatewayReason ?? undefined })
      : null;
  return {
    status: request.status,
    membershipId: membership.id,
    organisation: { id: organisation.id, key: organisation.key, name: organisation.name },
    memberName: name ?? '',
    savedCard: request.status === 'saved' ? savedCardSummary(membership) : null,
    autoRenewal: membership.autoRenewal,
    decline: decline ? { key: decline.key, message: decline.message } : null,
  };
}

/** The request of a return link, if the acting member opened it: else 404. */
async function ownRequest(deps: PaymentDeps, acting: ActingMember, token: string) {
  const request = await findCardRequest(deps.db, { returnToken: token });
  if (!request || !(await canActFor(deps.db, acting, request.payerMemberId))) {
    throw AppError.of('NOT_FOUND', 'card_request_not_found');
  }
  return request;
}

/**
 * Saves the card an authorization of this request's window came with, once: the membership pays
 * its renewal with it from now on (and renews automatically when the member asked for that). The
 * card it replaces is forgotten at the gateway when nothing else pays with it. The authorization
 * that checked the card is released.
 */
async function settleCardRequest(
  deps: PaymentDeps,
  request: CardRequestRow,
  authorizationIdentifier: string | undefined,
  savedCardIdentifier: string | undefined,
): Promise<'saved' | 'unverified' | 'done'> {
  if (request.status !== 'open') return 'done';
  if (!authorizationIdentifier || authorizationIdentifier === zeroGuid) return 'unverified';
  if (!isGatewayIdentifier(authorizationIdentifier)) return 'unverified';
  const gateway = await gatewayOfPayment(deps, request);
  let authorization: PaymentAuthorization | null;
  try {
    authorization = await gateway.readAuthorization(authorizationIdentifier);
  } catch (error) {
    throw gatewayFailureFor(error, 'verify');
  }
  const expected = {
    orderNumber: request.gatewayOrderNumber,
    amount: request.amount,
    currency: request.currency,
  };
  if (!authorization || authorizationMismatches(authorization, expected).length > 0) {
    deps.log.warn(
      { cardRequestId: request.id },
      'a card window return the gateway does not confirm',
    );
    return 'unverified';
  }
  const card = await verifiedSavedCard(deps, gateway, savedCardIdentifier, authorization);
  const replaced = await deps.db.transaction(async (tx: Transaction) => {
    const locked = await findCardRequest(tx, { id: request.id }, { lock: true });
    if (locked?.status !== 'open') return null;
    const membership = await lockMembership(tx, request.membershipId);
    if (!membership) return null;
    if (!card) {
      await updateCardRequest(tx, request.id, {
        status: 'cancelled',
        authorizationIdentifier,
        voidStatus: 'pending',
        settledAt: new Date(),
      });
      return null;
    }
    const columns = {
      ...savedCardColumns(card, {
        memberId: request.payerMemberId,
        paymentConfigurationId: request.paymentConfigurationId,
      }),
      ...(request.enableRenewal ? { autoRenewal: true, autoRenewCycle: 'yearly' } : {}),
    };
    await updateMemberships(tx, [membership.id], columns);
    await updateCardRequest(tx, request.id, {
      status: 'saved',
      authorizationIdentifier,
      voidStatus: 'pending',
      settledAt: new Date(),
    });
    const changed = { ...membership, ...columns };
    if (changed.autoRenewal) await scheduleOpenInvitation(tx, changed);
    const hadCard = membership.savedCardIdentifier !== null;
    await tellRenewal(deps, tx, {
      kind: hadCard && membership.autoRenewal ? 'card-changed' : 'turned-on',
      membership: changed,
      onceKey: `card-${request.id}`,
    });
    return hadCard && membership.savedCardIdentifier !== card.savedCardIdentifier
      ? {
          savedCardIdentifier: membership.savedCardIdentifier ?? '',
          orgId: membership.orgId,
          paymentConfigurationId: membership.savedCardPaymentConfigurationId,
        }
      : null;
  });
  await releaseCheck(deps, request.id, authorizationIdentifier);
  if (replaced) await forgetCardIfUnused(deps, replaced);
  return card ? 'saved' : 'done';
}

/** Releases the authorization that checked the card; a failure is recorded for support. */
async function releaseCheck(deps: PaymentDeps, requestId: string, authorizationIdentifier: string) {
  const request = await findCardRequest(deps.db, { id: requestId });
  if (request?.voidStatus !== 'pending') return;
  try {
    const gateway = await gatewayOfPayment(deps, request);
    const released = await releaseOnce(gateway, authorizationIdentifier);
    await updateCardRequest(deps.db, requestId, {
      voidStatus: released === 'released' ? 'done' : 'failed',
    });
  } catch (error) {
    deps.log.warn({ requestId, reason: describeGatewayError(error) }, 'card check not released');
    await updateCardRequest(deps.db, requestId, { voidStatus: 'failed' });
  }
}

export async function confirmCardRequest(
  deps: PaymentDeps,
  acting: ActingMember,
  input: z.infer<typeof cardConfirmInputSchema>,
): Promise<CardRequestOutcome> {
  const request = await ownRequest(deps, acting, input.token);
  const result = await settleCardRequest(
    deps,
    request,
    input.authorizationIdentifier,
    input.savedCardIdentifier,
  );
  if (result === 'unverified') {
    throw AppError.badRequest('authorizationIdentifier', 'does not match this card window');
  }
  return outcomeOf(deps.db, (await findCardRequest(deps.db, { id: request.id })) ?? request);
}

export async function declineCardRequest(
  deps: PaymentDeps,
  acting: ActingMember,
  input: z.infer<typeof cardDeclineInputSchema>,
): Promise<CardRequestOutcome> {
  const request = await ownRequest(deps, acting, input.token);
  await deps.db.transaction(async (tx) => {
    const locked = await findCardRequest(tx, { id: request.id }, { lock: true });
    if (locked?.status !== 'open') return;
    await updateCardRequest(tx, request.id, {
      status: 'declined',
      declineGatewayReason: input.gatewayreason ?? null,
      settledAt: new Date(),
    });
  });
  return outcomeOf(deps.db, (await findCardRequest(deps.db, { id: request.id })) ?? request);
}

/** The gateway's callback for a card window: unsigned, verified through the gateway's API. */
export async function handleCardCallback(
  deps: PaymentDeps,
  provider: string,
  callbackToken: string,
  fields: {
    authorizationIdentifier?: string;
    savedCardIdentifier?: string;
    authorizationAccepted?: string;
  },
): Promise<void> {
  const request = await findCardRequest(deps.db, { callbackToken });
  if (!request) throw AppError.of('NOT_FOUND', 'card_request_not_found');
  const configuration = await paymentConfigurationWithSecret(
    deps.db,
    request.orgId,
    request.paymentConfigurationId,
  );
  if (configuration?.provider !== provider) {
    throw AppError.of('NOT_FOUND', 'card_request_not_found');
  }
  if (fields.authorizationAccepted !== 'true') return;
  const result = await settleCardRequest(
    deps,
    request,
    fields.authorizationIdentifier,
    fields.savedCardIdentifier,
  );
  if (result === 'unverified') {
    throw AppError.badRequest('authorizationIdentifier', 'does not match this card window');
  }
}
