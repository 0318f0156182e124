import type { FastifyBaseLogger } from 'fastify';
import { profileIncompleteMessage } from '@portal/contracts/address-check';
import type { PurchaseInput, PurchasePreview, PurchaseResult } from '@portal/contracts/membership';
import { gatewayOrderNumber, membershipOrderNumber } from '@portal/contracts/order-number';
import { randomToken } from '@portal/contracts/random-token';
import type { Transaction } from '#src/db/client.ts';
import { AppError } from '#src/lib/errors.ts';
import { refuseUnverifiedEmail } from '#src/idp/email-verification.service.ts';
import { violatesUnique } from '#src/lib/db-errors.ts';
import {
  activePaymentConfigurationWithSecret,
  type PaymentConfigurationRow,
} from '#src/modules/organisations/organisations.service.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import {
  ensureMembership,
  type HistoryRow,
  insertHistory,
  setHistoryEnabled,
} from './memberships.repository.ts';
import { describeGatewayError, gatewayFailureFor } from '#src/lib/payments/payment-verification.ts';
import { gatewayOf } from '#src/modules/organisations/payment-gateways.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { enqueuePaymentTimeout } from './payment-job-queue.ts';
import {
  findPendingPayment,
  insertPayment,
  insertPaymentLines,
  listPaymentLines,
  type PaymentRow,
  updatePayment,
} from './payments.repository.ts';
import { billingAddressText, linkRequest } from './payment-link-request.ts';
import { planPurchase, type PurchasePlan } from './purchase-plan.ts';
import { closeUnpaid } from './settlement.service.ts';

export interface PurchaseContext {
  today: string;
  /** SPEC.md's device label of the browser that started the purchase. */
  device: string;
  log: FastifyBaseLogger;
}

/** The summary screen: the same checks and prices as the purchase, nothing written. */
export async function previewPurchase(
  deps: PaymentDeps,
  acting: ActingMember,
  input: PurchaseInput,
  today: string,
): Promise<PurchasePreview> {
  return (await planPurchase(deps.db, acting, input, today)).preview;
}

const sameSelection = async (tx: Transaction, pending: PaymentRow, plan: PurchasePlan) => {
  const lines = await listPaymentLines(tx, pending.id);
  const key = (memberId: string, confId: string) => `${memberId}/${confId}`;
  const existing = new Set(lines.map((row) => key(row.line.memberId, row.line.membershipConfId)));
  return (
    pending.paymentWindowLink !== null &&
    pending.paymentTotal === plan.preview.total.total &&
    lines.length === plan.lines.length &&
    plan.lines.every((line) => existing.has(key(line.memberId, line.membershipConfId))) &&
    // A window opened without saving the card cannot be reused to save one, nor the reverse.
    lines.some((row) => row.line.autoRenewal) === plan.lines.some((line) => line.autoRenewal)
  );
};

/** The records of SPEC.md section 4 step 1, in one transaction with the timeout job. */
async function recordPurchase(
  deps: PaymentDeps,
  acting: ActingMember,
  plan: PurchasePlan,
  configuration: PaymentConfigurationRow,
  device: string,
): Promise<{ payment: PaymentRow; reused: boolean }> {
  return deps.db.transaction(async (tx) => {
    const pending = await findPendingPayment(tx, acting.id, plan.organisation.id);
    if (pending && (await sameSelection(tx, pending, plan)))
      return { payment: pending, reused: true };
    if (pending) {
      // A new selection replaces the unfinished one; if its window is still paid, that late
      // authorization is released (settlement.service.ts).
      await updatePayment(tx, pending.id, {
        paymentStatus: 'cancelled',
        statusReason: 'Replaced by a newer purchase before it was paid. Nothing was charged.',
        settledAt: new Date(),
      });
      const oldLines = await listPaymentLines(tx, pending.id);
      await setHistoryEnabled(
        tx,
        oldLines.map((row) => row.line.historyId),
        false,
      );
    }
    const reference = gatewayOrderNumber(plan.organisation.key);
    const histories: HistoryRow[] = [];
    for (const line of plan.lines) {
      const membership = await ensureMembership(tx, line.memberId, plan.organisation.id);
      histories.push(
        await insertHistory(tx, {
          membershipId: membership.id,
          memberId: line.memberId,
          membershipConfId: line.membershipConfId,
          membershipFor: Math.min(
            Number(line.startDate.slice(0, 4)),
            Number(line.endDate.slice(0, 4)),
          ),
          startDate: line.startDate,
          endDate: line.endDate,
          status: 'inactive',
          gdprAgreement: 'Agreed',
          referenceKey: reference,
        }),
      );
    }
    // The payer's own record carries the payment when the payer takes part (SPEC.md section 3).
    const main = histories.find((history) => history.memberId === acting.id) ?? histories[0];
    if (!main) throw new Error('a purchase without lines was planned');
    const payment = await insertPayment(tx, {
      membershipHistoryId: main.id,
      orgId: plan.organisation.id,
      payerMemberId: acting.id,
      paymentConfigurationId: configuration.id,
      billingName: plan.payer.name,
      billingAddress: billingAddressText(plan.payer.address),
      billingEmail: plan.payer.email ?? '',
      billingPhone: plan.payer.phone,
      totalMembers: plan.lines.length,
      totalMembershipFee: plan.preview.total.total,
      currency: plan.currency,
      paymentMethod: configuration.provider,
      paymentStatus: 'init_mem',
      paySystem: 'member_web',
      payInitDevice: device,
      paymentType: 'card',
      paymentTotal: plan.preview.total.total,
      returnToken: randomToken(),
      callbackToken: randomToken(),
      orderNumber: membershipOrderNumber(plan.organisation.key, acting.id),
      gatewayOrderNumber: reference,
      referenceKey: reference,
    });
    await insertPaymentLines(
      tx,
      plan.lines.map((line, position) => ({
        paymentId: payment.id,
        historyId: histories[position]?.id ?? '',
        memberId: line.memberId,
        membershipConfId: line.membershipConfId,
        position,
        memberName: line.memberName,
        membershipName: line.membershipName,
        vatRate: String(line.vatRate),
        autoRenewal: line.autoRenewal,
        price: line.price,
        vat: line.vat,
        surcharge: line.surcharge,
        total: line.total,
      })),
    );
    await enqueuePaymentTimeout(deps.jobs, tx, payment.id);
    return { payment, reused: false };
  });
}

/** Two purchases that start at the same moment meet the one-pending index: one of them loses. */
const isPendingConflict = (error: unknown) =>
  violatesUnique(error, 'membership_payments_one_pending');

/**
 * SPEC.md section 4, steps 1 and 2, decided by the server: the payer's confirmed email, the address
 * check, the prices of the one price function, the records (one transaction), then the gateway's
 * payment window. A gateway failure closes the payment with its reason and answers 502 or 503.
 */
export async function startPurchase(
  deps: PaymentDeps,
  acting: ActingMember,
  input: PurchaseInput,
  context: PurchaseContext,
): Promise<PurchaseResult> {
  const plan = await planPurchase(deps.db, acting, input, context.today);
  await refuseUnverifiedEmail(deps.db, acting);
  const problems = plan.preview.billing.addressProblems;
  if (problems.length > 0) {
    throw new AppError('BAD_REQUEST', profileIncompleteMessage, {
      fields: problems.map((message) => ({ field: 'billingAddress', message })),
    });
  }
  const configuration = await activePaymentConfigurationWithSecret(deps.db, plan.organisation.id);
  if (!configuration) {
    throw AppError.of('CONFLICT', 'card_payments_not_offered', {
      organisation: plan.organisation.name,
    });
  }
  let recorded: { payment: PaymentRow; reused: boolean };
  try {
    recorded = await recordPurchase(deps, acting, plan, configuration, context.device);
  } catch (error) {
    if (!isPendingConflict(error)) throw error;
    throw AppError.of('CONFLICT', 'purchase_started_concurrently', {
      organisation: plan.organisation.name,
    });
  }
  const { payment, reused } = recorded;
  const answer = (link: string) => ({
    paymentId: payment.id,
    paymentWindowLink: link,
    orderNumber: payment.gatewayOrderNumber,
    amount: payment.paymentTotal,
    currency: payment.currency,
    reused,
  });
  if (reused && payment.paymentWindowLink) return answer(payment.paymentWindowLink);

  try {
    const gateway = gatewayOf(deps, configuration, plan.organisation.name);
    const link = await gateway.createPaymentLink(
      linkRequest(deps, plan, payment, input, configuration),
    );
    await updatePayment(deps.db, payment.id, {
      paymentIdentifier: link.paymentIdentifier,
      paymentWindowLink: link.paymentWindowLink,
    });
    return answer(link.paymentWindowLink);
  } catch (error) {
    const reason = describeGatewayError(error);
    context.log.warn({ paymentId: payment.id, reason }, 'the payment window could not be opened');
    const failure = gatewayFailureFor(error, 'open');
    await closeUnpaid(
      deps,
      payment.id,
      { status: 'cancelled', reason: failure.memberMessage },
      context.today,
    );
    throw failure;
  }
}
