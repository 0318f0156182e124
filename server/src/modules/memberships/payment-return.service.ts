import type {
  ConfirmPaymentInput,
  DeclinePaymentInput,
  PaymentOutcome,
} from '@portal/contracts/membership';
import { declineReasonFor } from '@portal/contracts/payment-decline';
import { AppError } from '#src/lib/errors.ts';
import type { PaymentProvider } from '#src/lib/payments/gateway.ts';
import type { ActingMember } from '#src/lib/acting-member.ts';
import { canActFor } from '#src/modules/family/family-access.service.ts';
import { GatewayFailure } from '#src/lib/payments/payment-verification.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { paymentOutcome } from './payment-outcome.ts';
import { findPayment, type PaymentRow, updatePayment } from './payments.repository.ts';
import { closeUnpaid, settleAuthorization } from './settlement.service.ts';

const noSuchPayment = () => AppError.of('NOT_FOUND', 'payment_link_unknown');

/** The payment of a return token, if the acting member may see it: else "not found". */
async function paymentOfReturn(
  deps: PaymentDeps,
  acting: ActingMember,
  token: string,
): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, { returnToken: token });
  if (!payment || !(await canActFor(deps.db, acting, payment.payerMemberId))) {
    throw noSuchPayment();
  }
  return payment;
}

/** A payment by id, if the acting member started it: else "not found". */
async function ownPayment(
  deps: PaymentDeps,
  acting: ActingMember,
  paymentId: string,
): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (!payment || !(await canActFor(deps.db, acting, payment.payerMemberId))) {
    throw noSuchPayment();
  }
  return payment;
}

async function reread(deps: PaymentDeps, paymentId: string): Promise<PaymentOutcome> {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (!payment) throw noSuchPayment();
  return paymentOutcome(deps.db, payment);
}

/** Verifies the authorization with the gateway and settles; refuses one it does not confirm. */
async function confirmPayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  authorizationIdentifier: string | undefined,
  context: { device: string; today: string; savedCardIdentifier?: string | undefined },
): Promise<PaymentOutcome> {
  if (authorizationIdentifier) {
    const result = await settleAuthorization(
      deps,
      payment.id,
      authorizationIdentifier,
      { device: context.device, savedCardIdentifier: context.savedCardIdentifier ?? null },
      context.today,
    );
    const now = await findPayment(deps.db, { id: payment.id });
    if (result === 'unverified' && now?.paymentStatus === 'init_mem') {
      throw AppError.badRequest(
        'authorizationIdentifier',
        'The card payment service does not confirm this payment.',
      );
    }
  }
  return reread(deps, payment.id);
}

/**
 * The accept page (/ui/membership/confirm) hands over its token and the authorization the
 * gateway appended. The authorization is verified with the gateway before anything changes.
 */
export async function confirmPaymentReturn(
  deps: PaymentDeps,
  acting: ActingMember,
  input: ConfirmPaymentInput,
  context: { device: string; today: string },
): Promise<PaymentOutcome> {
  const payment = await paymentOfReturn(deps, acting, input.token);
  return confirmPayment(deps, payment, input.authorizationIdentifier, {
    ...context,
    savedCardIdentifier: input.savedCardIdentifier,
  });
}

/** SPEC.md's capture call, by payment id: the same verified confirmation as the accept page. */
export async function confirmPaymentById(
  deps: PaymentDeps,
  acting: ActingMember,
  paymentId: string,
  authorizationIdentifier: string,
  context: { device: string; today: string },
): Promise<PaymentOutcome> {
  const payment = await ownPayment(deps, acting, paymentId);
  return confirmPayment(deps, payment, authorizationIdentifier, context);
}

/**
 * SPEC.md's decline call, by payment id: an unpaid payment is declined, and an authorization the
 * gateway confirms for it is released (settlement.service.ts, late authorizations).
 */
export async function declinePaymentById(
  deps: PaymentDeps,
  acting: ActingMember,
  paymentId: string,
  authorizationIdentifier: string,
  today: string,
): Promise<PaymentOutcome> {
  const payment = await ownPayment(deps, acting, paymentId);
  await closeUnpaid(
    deps,
    payment.id,
    { status: 'declined', reason: 'The payment was cancelled. No money has been taken.' },
    today,
  );
  await settleAuthorization(deps, payment.id, authorizationIdentifier, {}, today);
  return reread(deps, payment.id);
}

/** SPEC.md's link call: the window of the member's own unpaid payment, for a page that lost it. */
export async function paymentWindowOf(
  deps: PaymentDeps,
  acting: ActingMember,
  token: string,
): Promise<{ paymentWindowLink: string }> {
  const payment = await paymentOfReturn(deps, acting, token);
  if (payment.paymentStatus !== 'init_mem' || !payment.paymentWindowLink) {
    throw AppError.of('CONFLICT', 'payment_not_awaiting');
  }
  return { paymentWindowLink: payment.paymentWindowLink };
}

/**
 * The decline page (/ui/membership/decline). Its parameters come from the browser: they decide
 * only what the member is told. A payment that was paid meanwhile stays paid.
 */
export async function declinePaymentReturn(
  deps: PaymentDeps,
  acting: ActingMember,
  input: DeclinePaymentInput,
  today: string,
): Promise<PaymentOutcome> {
  const payment = await paymentOfReturn(deps, acting, input.token);
  const reason = declineReasonFor(input.gatewayreason);
  await closeUnpaid(
    deps,
    payment.id,
    {
      status: 'declined',
      reason: reason.message,
      decline: {
        acquirer: input.acquirer,
        gatewayreason: input.gatewayreason,
        reason: input.reason,
      },
    },
    today,
  );
  return reread(deps, payment.id);
}

export interface GatewayCallback {
  authorizationIdentifier?: string | undefined;
  savedCardIdentifier?: string | undefined;
  paymentIdentifier?: string | undefined;
  authorizationAccepted?: string | undefined;
}

/**
 * The gateway's server-to-server callback: unsigned, so the token in its URL finds the payment
 * and the authorization is verified like a browser return. A callback without an accepted
 * authorization settles nothing: the decline return or the timeout does.
 */
export async function handleGatewayCallback(
  deps: PaymentDeps,
  provider: PaymentProvider,
  callbackToken: string,
  fields: GatewayCallback,
  today: string,
): Promise<void> {
  const payment = await findPayment(deps.db, { callbackToken });
  if (payment?.paymentMethod !== provider) throw AppError.of('NOT_FOUND', 'payment_not_found');
  if (
    fields.paymentIdentifier &&
    payment.paymentIdentifier &&
    fields.paymentIdentifier !== payment.paymentIdentifier
  ) {
    throw AppError.badRequest('paymentIdentifier', 'is not the payment of this callback');
  }
  const authorizationIdentifier = fields.authorizationIdentifier ?? '';
  if (fields.authorizationAccepted !== 'true' || authorizationIdentifier === '') {
    deps.log.info({ paymentId: payment.id }, 'gateway callback without an accepted authorization');
    return;
  }
  let result;
  try {
    result = await settleAuthorization(
      deps,
      payment.id,
      authorizationIdentifier,
      { savedCardIdentifier: fields.savedCardIdentifier ?? null },
      today,
    );
  } catch (error) {
    // The gateway could not be asked now: keep what it reported, so the timeout job can ask later.
    if (error instanceof GatewayFailure && payment.paymentStatus === 'init_mem') {
      await updatePayment(deps.db, payment.id, { authorizationIdentifier });
    }
    throw error;
  }
  if (result === 'unverified') {
    throw AppError.badRequest('authorizationIdentifier', 'does not match this payment');
  }
}
