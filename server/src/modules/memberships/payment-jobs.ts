import { queueNames, startWorkerGroup } from '#src/lib/jobs.ts';
import { captureOnce, releaseOnce } from '#src/lib/payments/gateway.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { paymentJobSchema, PAYMENT_TIMEOUT_SECONDS, voidJobSchema } from './payment-job-queue.ts';
import { findPayment, updatePayment } from './payments.repository.ts';
import { closeUnpaid, settleAuthorization } from './settlement.service.ts';

/**
 * The gateway work after a payment is settled, each step done once (`captureOnce`, `releaseOnce`)
 * and its outcome recorded on the payment.
 */

export async function runCapture(deps: PaymentDeps, paymentId: string) {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (payment?.captureStatus !== 'pending' || !payment.authorizationIdentifier) return;
  const gateway = await gatewayOfPayment(deps, payment);
  const result = await captureOnce(gateway, payment.authorizationIdentifier, payment.paymentTotal);
  if (result.outcome === 'not-open') {
    deps.log.warn({ paymentId, status: result.status }, 'cannot capture');
    await updatePayment(deps.db, paymentId, {
      captureStatus: 'failed',
      statusReason: 'The card authorization could not be captured: it is no longer open.',
    });
    return;
  }
  await updatePayment(deps.db, paymentId, { captureStatus: 'done' });
  if (result.outcome === 'already-captured') return;
  deps.log.info({ paymentId }, 'membership payment captured');
}

export async function runVoid(
  deps: PaymentDeps,
  job: { paymentId: string; authorizationIdentifier: string },
) {
  const payment = await findPayment(deps.db, { id: job.paymentId });
  if (!payment) return;
  // The void of the payment's own (late) authorization is tracked on the payment.
  const isTracked = payment.authorizationIdentifier === job.authorizationIdentifier;
  if (isTracked && payment.voidStatus !== 'pending') return;
  const gateway = await gatewayOfPayment(deps, payment);
  if ((await releaseOnce(gateway, job.authorizationIdentifier)) === 'captured') {
    deps.log.warn({ ...job }, 'the authorization to release was captured: it needs a refund');
    if (isTracked) await updatePayment(deps.db, job.paymentId, { voidStatus: 'failed' });
    return;
  }
  if (isTracked) await updatePayment(deps.db, job.paymentId, { voidStatus: 'done' });
  deps.log.info({ ...job }, 'authorization released');
}

/** A payment nobody came back for: settle it from the gateway if we can, else close it. */
export async function runTimeout(deps: PaymentDeps, paymentId: string) {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (payment?.paymentStatus !== 'init_mem') return;
  if (payment.authorizationIdentifier) {
    const result = await settleAuthorization(
      deps,
      paymentId,
      payment.authorizationIdentifier,
      {},
      clubToday(),
    );
    if (result !== 'unverified') return;
  }
  const minutes = PAYMENT_TIMEOUT_SECONDS / 60;
  const closed = await closeUnpaid(
    deps,
    paymentId,
    {
      status: 'cancelled',
      reason: `The payment window was not completed within ${minutes} minutes. Nothing was charged.`,
    },
    clubToday(),
  );
  if (closed) deps.log.info({ paymentId }, 'unfinished membership payment cancelled');
}

/** The capture, void and timeout workers; the answer stops them (see `startWorkerGroup`). */
export function startPaymentWorkers(deps: PaymentDeps) {
  return startWorkerGroup(
    deps.jobs,
    {
      [queueNames.membershipPaymentCapture]: (data) => {
        const { paymentId } = paymentJobSchema.parse(data);
        return { context: { paymentId }, run: () => runCapture(deps, paymentId) };
      },
      [queueNames.membershipPaymentVoid]: (data) => {
        const job = voidJobSchema.parse(data);
        return { context: { paymentId: job.paymentId }, run: () => runVoid(deps, job) };
      },
      [queueNames.membershipPaymentTimeout]: (data) => {
        const { paymentId } = paymentJobSchema.parse(data);
        return { context: { paymentId }, run: () => runTimeout(deps, paymentId) };
      },
    },
    (context, error) =>
      deps.log.warn(
        { ...context, reason: describeGatewayError(error) },
        'payment job failed; retrying',
      ),
  );
}
