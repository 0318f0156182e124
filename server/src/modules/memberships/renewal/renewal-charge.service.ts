import { and, eq, gte, lte } from 'drizzle-orm';
import { membershipOrderNumber, gatewayOrderNumber } from '@portal/contracts/order-number';
import {
  declineReasonFor,
  type DeclineReason,
  renewalFailureReason,
  savedCardGoneReason,
} from '@portal/contracts/payment-decline';
import { participantPrice } from '@portal/contracts/price';
import { randomToken } from '@portal/contracts/random-token';
import type { Transaction } from '#src/db/client.ts';
import {
  membershipHistory,
  membershipPaymentLines,
  membershipPayments,
} from '#src/db/schema/index.ts';
import {
  authorizationMismatches,
  isCardExpiredOn,
  type PaymentAuthorization,
  type PaymentGateway,
  type PaymentProvider,
} from '#src/lib/payments/gateway.ts';
import { isPaymentGatewayError } from '#src/lib/payments/gateway-error.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import {
  membershipReceiptLinks,
  notifyPaymentReceived,
} from '#src/modules/payments/payment-notifications.service.ts';
import { billingAddressText } from '#src/modules/memberships/payment-link-request.ts';
import { memberProfiles } from '#src/modules/memberships/member-profiles.ts';
import {
  insertHistory,
  type MembershipRow,
} from '#src/modules/memberships/memberships.repository.ts';
import { recalculateStatuses } from '#src/modules/memberships/membership-status.service.ts';
import { enqueueCapture } from '#src/modules/memberships/payment-job-queue.ts';
import { insertPayment, insertPaymentLines } from '#src/modules/memberships/payments.repository.ts';
import { findRenewal, type RenewalRow, updateRenewal } from './renewal.repository.ts';
import { tellRenewal } from './renewal-news.ts';
import { addDays } from './renewal-dates.ts';
import { currentTypeOf, renewalFacts, typeName } from './renewal-season.service.ts';
import { lockMembership, updateMemberships } from './saved-cards.ts';

/**
 * The charge of an automatic renewal (issue 16, item 3): exactly one charge per membership and
 * period, however many runs and servers try it at once and whatever dies in between.
 *
 * 1. Claim (one transaction): the renewal becomes `charging` under a lease, with a new order
 *    number for this attempt, committed before the gateway hears of it.
 * 2. Charge the saved card with that order number, outside any transaction.
 * 3. Settle (one transaction, only if the claim still holds): the period, the payment and its
 *    line, the membership's status, the capture job and the member's receipt.
 *
 * A run that finds the renewal `charging` with its lease run out (a crash, a lost answer) first
 * asks the gateway for an authorization with the attempt's order number, and settles that one
 * instead of charging again. The lease outlasts the gateway client's timeout many times over, so
 * a live run is never taken over.
 */

const leaseMs = 2 * 60_000;
/** The charge on its date, then on days 3 and 7 after it; then the renewal has failed. */
const retryDays = [3, 7];

export interface ChargeClock {
  /** The club's calendar date. */
  today: string;
  now: Date;
}

export type ChargeOutcome =
  'paid' | 'declined' | 'failed' | 'not-due' | 'held-elsewhere' | 'cancelled' | 'unknown';

interface Claim {
  renewal: RenewalRow;
  membership: MembershipRow;
  orderNumber: string;
  amount: number;
  currency: string;
  membershipName: string;
  /** A previous attempt with this order number may have reached the gateway. */
  reconcile: boolean;
}

/** The membership already has a paid period starting at the renewal's: renewed by hand. */
async function isRenewedOtherwise(tx: Transaction, renewal: RenewalRow): Promise<boolean> {
  const [row] = await tx
    .select({ id: membershipHistory.id })
    .from(membershipHistory)
    .innerJoin(membershipPaymentLines, eq(membershipPaymentLines.historyId, membershipHistory.id))
    .innerJoin(membershipPayments, eq(membershipPayments.id, membershipPaymentLines.paymentId))
    .where(
      and(
        eq(membershipHistory.membershipId, renewal.membershipId),
        eq(membershipHistory.enabled, true),
        eq(membershipPayments.paymentStatus, 'paid'),
        lte(membershipHistory.startDate, renewal.periodStart),
        gte(membershipHistory.endDate, renewal.periodStart),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type ClaimResult = { claim: Claim } | { outcome: ChargeOutcome };

async function claim(
  deps: PaymentDeps,
  renewalId: string,
  clock: ChargeClock,
): Promise<ClaimResult> {
  return deps.db.transaction(async (tx): Promise<ClaimResult> => {
    const renewal = await findRenewal(tx, renewalId, { lock: true });
    if (!renewal || renewal.kind !== 'automatic') return { outcome: 'not-due' };
    const leaseUntil = new Date(clock.now.getTime() + leaseMs);
    const membership = await lockMembership(tx, renewal.membershipId);
    if (!membership) return { outcome: 'cancelled' };
    const type = await currentTypeOf(tx, renewal, await typeName(tx, renewal));
    const currency = type?.currency ?? 'DKK';
    const membershipName = type?.name ?? '';

    if (renewal.status === 'charging') {
      if (renewal.leaseUntil && renewal.leaseUntil > clock.now)
        return { outcome: 'held-elsewhere' };
      await updateRenewal(tx, renewal.id, { leaseUntil });
      return {
        claim: {
          renewal,
          membership,
          orderNumber: renewal.attemptOrderNumber ?? '',
          amount: renewal.noticeAmount,
          currency,
          membershipName,
          reconcile: true,
        },
      };
    }
    if (renewal.status !== 'scheduled' && renewal.status !== 'retrying') {
      return { outcome: 'not-due' };
    }
    if (!renewal.noticeSentAt || !renewal.nextAttemptOn || renewal.nextAttemptOn > clock.today) {
      return { outcome: 'not-due' };
    }
    if (await isRenewedOtherwise(tx, renewal)) {
      await updateRenewal(tx, renewal.id, { status: 'cancelled', nextAttemptOn: null });
      return { outcome: 'cancelled' };
    }
    if (!membership.autoRenewal || !membership.savedCardIdentifier || !type) {
      await updateRenewal(tx, renewal.id, { status: 'cancelled', nextAttemptOn: null });
      return { outcome: 'cancelled' };
    }
    const organisation = await findOrganisation(tx, renewal.orgId);
    const orderNumber = gatewayOrderNumber(organisation.key);
    await updateRenewal(tx, renewal.id, {
      status: 'charging',
      attempts: renewal.attempts + 1,
      attemptOrderNumber: orderNumber,
      leaseUntil,
    });
    return {
      claim: {
        renewal: { ...renewal, attempts: renewal.attempts + 1, attemptOrderNumber: orderNumber },
        membership,
        orderNumber,
        amount: renewal.noticeAmount,
        currency,
        membershipName,
        reconcile: false,
      },
    };
  });
}

/** The authorization of an earlier attempt with this order number, if the gateway has one. */
async function earlierAuthorization(
  gateway: PaymentGateway,
  claimed: Claim,
): Promise<PaymentAuthorization | null> {
  const found = await gateway.findAuthorizationsByOrderNumber(claimed.orderNumber);
  return (
    found.find(
      (authorization) =>
        (authorization.status === 'pending' || authorization.isCaptured) &&
        authorizationMismatches(authorization, {
          orderNumber: claimed.orderNumber,
          amount: claimed.amount,
          currency: claimed.currency,
        }).length === 0,
    ) ?? null
  );
}

type GatewayAnswer =
  | { kind: 'authorized'; authorization: PaymentAuthorization; provider: PaymentProvider }
  | { kind: 'declined'; reason: DeclineReason }
  | { kind: 'unknown'; why: string };

async function chargeCard(
  deps: PaymentDeps,
  claimed: Claim,
  today: string,
): Promise<GatewayAnswer> {
  const { membership } = claimed;
  // A card past its expiry would only be declined: that is said without asking the bank.
  if (isCardExpiredOn(membership.savedCardExpiry, today)) {
    return { kind: 'declined', reason: declineReasonFor(11) };
  }
  if (!membership.savedCardIdentifier || !membership.savedCardPaymentConfigurationId) {
    return { kind: 'declined', reason: savedCardGoneReason };
  }
  try {
    const gateway = await gatewayOfPayment(deps, {
      orgId: membership.orgId,
      paymentConfigurationId: membership.savedCardPaymentConfigurationId,
    });
    if (claimed.reconcile) {
      const earlier = await earlierAuthorization(gateway, claimed);
      if (earlier)
        return { kind: 'authorized', authorization: earlier, provider: gateway.provider };
    }
    const charged = await gateway.chargeSavedCard(membership.savedCardIdentifier, {
      amount: claimed.amount,
      currency: claimed.currency,
      orderNumber: claimed.orderNumber,
    });
    const authorization = await gateway.readAuthorization(charged.authorizationIdentifier);
    if (!authorization) return { kind: 'unknown', why: 'the new authorization cannot be read' };
    return { kind: 'authorized', authorization, provider: gateway.provider };
  } catch (error) {
    if (isPaymentGatewayError(error, 'rejected') && error.gatewayStatusCode !== undefined) {
      return { kind: 'declined', reason: declineReasonFor(error.gatewayStatusCode) };
    }
    if (isPaymentGatewayError(error, 'not-found')) {
      return { kind: 'declined', reason: savedCardGoneReason };
    }
    return { kind: 'unknown', why: describeGatewayError(error) };
  }
}

/** Holds the renewal only if this run's claim is still the one recorded. */
async function lockClaimed(tx: Transaction, claimed: Claim): Promise<RenewalRow | null> {
  const renewal = await findRenewal(tx, claimed.renewal.id, { lock: true });
  if (renewal?.status !== 'charging' || renewal.attemptOrderNumber !== claimed.orderNumber) {
    return null;
  }
  return renewal;
}

async function settlePaid(
  deps: PaymentDeps,
  claimed: Claim,
  charged: { authorization: PaymentAuthorization; provider: PaymentProvider },
  clock: ChargeClock,
): Promise<ChargeOutcome> {
  const { authorization } = charged;
  return deps.db.transaction(async (tx) => {
    const renewal = await lockClaimed(tx, claimed);
    if (!renewal) return 'held-elsewhere';
    const membership = (await lockMembership(tx, renewal.membershipId)) ?? claimed.membership;
    const payerId = membership.savedCardPayerId ?? membership.memberId;
    const payer = await findMemberRowById(tx, payerId);
    const organisation = await findOrganisation(tx, renewal.orgId);
    const type = await currentTypeOf(tx, renewal, claimed.membershipName);
    if (!payer || !type) throw new Error(`renewal ${renewal.id}: its payer or type is gone`);
    const profiles = await memberProfiles(tx, [payerId, membership.memberId]);
    const history = await insertHistory(tx, {
      membershipId: membership.id,
      memberId: membership.memberId,
      membershipConfId: type.id,
      membershipFor: Math.min(
        Number(renewal.periodStart.slice(0, 4)),
        Number(renewal.periodEnd.slice(0, 4)),
      ),
      startDate: renewal.periodStart,
      endDate: renewal.periodEnd,
      status: 'inactive',
      gdprAgreement: 'Agreed',
      referenceKey: claimed.orderNumber,
    });
    const configurationId = membership.savedCardPaymentConfigurationId ?? '';
    const testMode = authorization.isTest;
    const captureStatus = testMode ? 'skipped' : authorization.isCaptured ? 'done' : 'pending';
    const address = profiles.get(payerId)?.address;
    const payment = await insertPayment(tx, {
      membershipHistoryId: history.id,
      orgId: renewal.orgId,
      payerMemberId: payerId,
      paymentConfigurationId: configurationId,
      billingName: `${payer.firstName} ${payer.lastName}`.trim(),
      billingAddress: address ? billingAddressText(address) : '',
      billingEmail: payer.email ?? '',
      billingPhone: payer.phone,
      totalMembers: 1,
      totalMembershipFee: claimed.amount,
      currency: claimed.currency,
      paymentMethod: charged.provider,
      paymentStatus: 'paid',
      paySystem: 'auto_renewal',
      paymentType: 'card',
      paymentTotal: claimed.amount,
      totalPaid: claimed.amount,
      returnToken: randomToken(),
      callbackToken: randomToken(),
      orderNumber: membershipOrderNumber(organisation.key, payerId),
      gatewayOrderNumber: claimed.orderNumber,
      referenceKey: claimed.orderNumber,
      authorizationIdentifier: authorization.authorizationIdentifier,
      savedCardIdentifier: membership.savedCardIdentifier,
      maskedCard: authorization.maskedPan,
      captureStatus,
      settledAt: clock.now,
    });
    const price = participantPrice(type);
    await insertPaymentLines(tx, [
      {
        paymentId: payment.id,
        historyId: history.id,
        memberId: membership.memberId,
        membershipConfId: type.id,
        position: 0,
        memberName: profiles.get(membership.memberId)?.name ?? '',
        membershipName: type.name,
        vatRate: type.vatRate,
        autoRenewal: true,
        ...priceOfCharge(price, claimed.amount),
      },
    ]);
    await recalculateStatuses(tx, [membership.memberId], clock.today);
    await updateRenewal(tx, renewal.id, {
      status: 'paid',
      paymentId: payment.id,
      leaseUntil: null,
      nextAttemptOn: null,
      failureCode: null,
      failureReason: null,
    });
    if (captureStatus === 'pending') await enqueueCapture(deps.jobs, tx, payment.id);
    await tellRenewal(deps, tx, {
      kind: 'renewed',
      membership,
      renewal: renewalFacts(renewal, type.name, claimed.currency, {
        orderNumber: claimed.orderNumber,
      }),
      onceKey: renewal.id,
      receiptOf: payment.id,
    });
    await notifyPaymentReceived(tx, {
      payerId,
      payment: { kind: 'membership', id: payment.id },
      organisationName: organisation.name,
      amount: claimed.amount,
      currency: claimed.currency,
      orderNumber: claimed.orderNumber,
      receipt: membershipReceiptLinks({ membershipId: membership.id, historyId: history.id }),
    });
    deps.log.info({ renewalId: renewal.id, paymentId: payment.id }, 'membership renewed');
    return 'paid';
  });
}

/**
 * The line's price parts as charged: the notice's amount is what the member was told, so a price
 * changed after the notice keeps the announced total and its parts are those of that total.
 */
function priceOfCharge(
  price: { price: number; vat: number; surcharge: number; total: number },
  charged: number,
) {
  if (price.total === charged) return price;
  return {
    price: charged - price.surcharge - price.vat,
    vat: price.vat,
    surcharge: price.surcharge,
    total: charged,
  };
}

async function settleDeclined(
  deps: PaymentDeps,
  claimed: Claim,
  reason: DeclineReason,
  clock: ChargeClock,
): Promise<ChargeOutcome> {
  return deps.db.transaction(async (tx) => {
    const renewal = await lockClaimed(tx, claimed);
    if (!renewal) return 'held-elsewhere';
    const membership = (await lockMembership(tx, renewal.membershipId)) ?? claimed.membership;
    const retryIn = retryDays[renewal.attempts - 1];
    const isLast = retryIn === undefined || !renewal.chargeDate;
    const nextAttemptOn = isLast ? null : addDays(renewal.chargeDate ?? clock.today, retryIn);
    await updateRenewal(tx, renewal.id, {
      status: isLast ? 'failed' : 'retrying',
      nextAttemptOn,
      leaseUntil: null,
      failureCode: reason.code,
      failureReason: reason.message,
    });
    if (isLast) await updateMemberships(tx, [membership.id], { autoRenewal: false });
    await tellRenewal(deps, tx, {
      kind: isLast ? 'failed' : 'declined',
      membership,
      renewal: renewalFacts(
        { ...renewal, nextAttemptOn },
        claimed.membershipName,
        claimed.currency,
        {
          currentEnd: membership.overallEndDate,
        },
      ),
      failure: renewalFailureReason(reason.code),
      onceKey: `${renewal.id}-${String(renewal.attempts)}`,
    });
    deps.log.info(
      { renewalId: renewal.id, attempt: renewal.attempts, reason: reason.name },
      isLast ? 'automatic renewal failed' : 'automatic renewal declined: retried later',
    );
    return isLast ? 'failed' : 'declined';
  });
}

/** Charges one renewal if it is due and nobody else holds it. Safe to run any number of times. */
export async function chargeRenewal(
  deps: PaymentDeps,
  renewalId: string,
  clock: ChargeClock,
): Promise<ChargeOutcome> {
  const claimed = await claim(deps, renewalId, clock);
  if ('outcome' in claimed) return claimed.outcome;
  const answer = await chargeCard(deps, claimed.claim, clock.today);
  switch (answer.kind) {
    case 'authorized':
      return settlePaid(deps, claimed.claim, answer, clock);
    case 'declined':
      return settleDeclined(deps, claimed.claim, answer.reason, clock);
    case 'unknown':
      // The lease runs out and a later run reconciles with the gateway before charging again.
      deps.log.warn(
        { renewalId, why: answer.why },
        'renewal charge outcome unknown: reconciled later',
      );
      return 'unknown';
  }
}
