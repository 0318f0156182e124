import { defaultLanguage } from '@portal/contracts/language';
import type { Transaction } from '#src/db/client.ts';
import {
  isGatewayIdentifier,
  type PaymentAuthorization,
  savedCardIdentifierFrom,
  zeroGuid,
} from '#src/lib/payments/gateway.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { findOrganisation } from '#src/modules/organisations/organisations.service.ts';
import {
  membershipReceiptLinks,
  notifyPaymentReceived,
} from '#src/modules/payments/payment-notifications.service.ts';
import { enqueueConfirmation } from './confirmation-messages.ts';
import { setHistoryEnabled, setHistoryStatus } from './memberships.repository.ts';
import { recalculateStatuses } from './membership-status.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { verifiedAuthorization } from '#src/lib/payments/payment-verification.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import { enqueueCapture, enqueueVoid } from './payment-job-queue.ts';
import { saveCardOfPurchase } from './renewal/saved-cards.ts';
import {
  findPayment,
  listPaymentLines,
  type PaymentRow,
  updatePayment,
} from './payments.repository.ts';

/**
 * Settling a payment (DESIGN.md "Payments", INTEGRATIONS.md): a browser return, a gateway
 * callback and the timeout job are only signals. The truth is read from the gateway, then applied
 * under a lock on the payment row, so whichever signal comes second finds the work done.
 */

export type SettleResult = 'paid-now' | 'already-paid' | 'late-authorization' | 'unverified';

export interface SettleExtras {
  /** From the browser's return or the callback; believed only as the gateway confirms it. */
  savedCardIdentifier?: string | null;
  /** The device label of the browser that came back, when it was a browser. */
  device?: string | null;
}

const verify = async (deps: PaymentDeps, payment: PaymentRow, authorizationIdentifier: string) =>
  verifiedAuthorization(
    await gatewayOfPayment(deps, payment),
    deps.log,
    authorizationIdentifier,
    {
      orderNumber: payment.gatewayOrderNumber,
      amount: payment.paymentTotal,
      currency: payment.currency,
    },
    { paymentId: payment.id },
  );

async function applyAccept(
  deps: PaymentDeps,
  tx: Transaction,
  payment: PaymentRow,
  verified: { authorization: PaymentAuthorization; testMode: boolean },
  extras: SettleExtras,
  today: string,
): Promise<void> {
  const { authorization, testMode } = verified;
  // SPEC.md section 4: capture is skipped in test mode.
  const captureStatus = testMode ? 'skipped' : authorization.isCaptured ? 'done' : 'pending';
  await updatePayment(tx, payment.id, {
    paymentStatus: 'paid',
    totalPaid: payment.paymentTotal,
    authorizationIdentifier: authorization.authorizationIdentifier,
    savedCardIdentifier: savedCardIdentifierFrom(extras.savedCardIdentifier),
    maskedCard: authorization.maskedPan,
    payCompDevice: extras.device ?? null,
    captureStatus,
    settledAt: new Date(),
    statusReason: null,
  });
  const lines = await listPaymentLines(tx, payment.id);
  await setHistoryStatus(
    tx,
    lines.map((row) => row.line.historyId),
    'active',
  );
  await recalculateStatuses(
    tx,
    lines.map((row) => row.line.memberId),
    today,
  );
  if (captureStatus === 'pending') await enqueueCapture(deps.jobs, tx, payment.id);
  const organisation = await findOrganisation(tx, payment.orgId);
  const payer = payment.payerMemberId ? await findMemberRowById(tx, payment.payerMemberId) : null;
  await enqueueConfirmation(deps.jobs, tx, {
    paymentId: payment.id,
    language: payer?.preferredLanguage ?? defaultLanguage,
    publicUrl: deps.config.publicUrl,
    to: { name: payment.billingName, email: payment.billingEmail, phone: payment.billingPhone },
    organisation,
    year: Math.min(...lines.map((row) => row.membershipFor)),
    lines: lines.map((row) => ({
      memberName: row.line.memberName,
      membershipName: row.line.membershipName,
      startDate: row.startDate,
      endDate: row.endDate,
    })),
    amount: payment.paymentTotal,
    currency: payment.currency,
    orderNumber: payment.gatewayOrderNumber,
    membershipReference: payment.orderNumber,
  });
  await notifyPaymentReceived(tx, {
    payerId: payment.payerMemberId,
    payment: { kind: 'membership', id: payment.id },
    organisationName: organisation.name,
    amount: payment.paymentTotal,
    currency: payment.currency,
    orderNumber: payment.gatewayOrderNumber,
    receipt: membershipReceiptLinks({
      historyId: payment.membershipHistoryId,
      membershipId:
        lines.find((row) => row.line.historyId === payment.membershipHistoryId)?.membershipId ?? '',
    }),
  });
}

/**
 * What an authorization already on the record was settled as. A waiting payment may hold one
 * the callback reported while the gateway could not be asked: that one still needs verifying.
 */
function alreadyRecorded(
  payment: PaymentRow,
  authorizationIdentifier: string,
): SettleResult | null {
  if (payment.authorizationIdentifier !== authorizationIdentifier) return null;
  if (payment.paymentStatus === 'paid') return 'already-paid';
  return payment.voidStatus === null ? null : 'late-authorization';
}

/**
 * Settles a payment with an authorization the gateway confirms: paid (once), or, for a payment
 * that was already declined, cancelled or paid with another authorization, the authorization is
 * released so no money is held for nothing.
 */
export async function settleAuthorization(
  deps: PaymentDeps,
  paymentId: string,
  authorizationIdentifier: string,
  extras: SettleExtras,
  today: string,
): Promise<SettleResult> {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (!payment) throw new Error(`payment ${paymentId} is gone`);
  if (!isGatewayIdentifier(authorizationIdentifier) || authorizationIdentifier === zeroGuid) {
    return 'unverified';
  }
  // A replay of what is already recorded needs no call to the gateway.
  const recorded = alreadyRecorded(payment, authorizationIdentifier);
  if (recorded === 'already-paid') {
    await saveCardOfPurchase(deps, paymentId, extras.savedCardIdentifier);
  }
  if (recorded) return recorded;
  const verified = await verify(deps, payment, authorizationIdentifier);
  if (!verified) return 'unverified';

  const result = await settleVerified(
    deps,
    paymentId,
    authorizationIdentifier,
    verified,
    extras,
    today,
  );
  if (result === 'paid-now' || result === 'already-paid') {
    await saveCardOfPurchase(deps, paymentId, extras.savedCardIdentifier);
  }
  return result;
}

function settleVerified(
  deps: PaymentDeps,
  paymentId: string,
  authorizationIdentifier: string,
  verified: { authorization: PaymentAuthorization; testMode: boolean },
  extras: SettleExtras,
  today: string,
): Promise<SettleResult> {
  return deps.db.transaction(async (tx) => {
    const locked = await findPayment(tx, { id: paymentId }, { lock: true });
    if (!locked) throw new Error(`payment ${paymentId} is gone`);
    const recordedMeanwhile = alreadyRecorded(locked, authorizationIdentifier);
    if (recordedMeanwhile) return recordedMeanwhile;
    switch (locked.paymentStatus) {
      case 'init_mem':
        await applyAccept(deps, tx, locked, verified, extras, today);
        deps.log.info({ paymentId }, 'membership payment paid');
        return 'paid-now';
      case 'paid':
      case 'refunded':
        deps.log.warn(
          { paymentId, authorizationIdentifier },
          'a second authorization: releasing it',
        );
        await enqueueVoid(deps.jobs, tx, paymentId, authorizationIdentifier);
        return 'late-authorization';
      case 'declined':
      case 'cancelled':
        await updatePayment(tx, paymentId, {
          authorizationIdentifier,
          maskedCard: verified.authorization.maskedPan,
          voidStatus: 'pending',
          statusReason: `${locked.statusReason ?? 'The payment was closed.'} The card was authorized afterwards; that authorization is released and nothing is charged.`,
        });
        await enqueueVoid(deps.jobs, tx, paymentId, authorizationIdentifier);
        deps.log.warn(
          { paymentId },
          'an authorization came after the payment was closed: releasing it',
        );
        return 'late-authorization';
    }
  });
}

export interface UnpaidOutcome {
  status: 'declined' | 'cancelled';
  /** For the member and for support: why the payment ended so. */
  reason: string;
  decline?: {
    acquirer?: string | undefined;
    gatewayreason?: string | undefined;
    reason?: string | undefined;
  };
}

/**
 * Declines or cancels a payment that is still waiting; does nothing to one that is settled. Its
 * history records stop counting and the participants' statuses are recalculated.
 */
export async function closeUnpaid(
  deps: PaymentDeps,
  paymentId: string,
  outcome: UnpaidOutcome,
  today: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await findPayment(tx, { id: paymentId }, { lock: true });
    if (locked?.paymentStatus !== 'init_mem') return false;
    await updatePayment(tx, paymentId, {
      paymentStatus: outcome.status,
      statusReason: outcome.reason,
      declineAcquirer: outcome.decline?.acquirer ?? null,
      declineGatewayReason: outcome.decline?.gatewayreason ?? null,
      declineReason: outcome.decline?.reason ?? null,
      settledAt: new Date(),
    });
    const lines = await listPaymentLines(tx, paymentId);
    await setHistoryEnabled(
      tx,
      lines.map((row) => row.line.historyId),
      false,
    );
    await recalculateStatuses(
      tx,
      lines.map((row) => row.line.memberId),
      today,
    );
    return true;
  });
}
