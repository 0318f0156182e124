import type { FastifyBaseLogger } from 'fastify';
import { type Jobs, queueNames } from '#src/lib/jobs.ts';
import { captureOnce, releaseOnce } from '#src/lib/payments/gateway.ts';
import { clubToday } from '#src/modules/organisations/club-calendar.ts';
import { describeGatewayError, gatewayOfPayment, type PaymentDeps } from './payment-gateway.ts';
import { paymentJobSchema, PAYMENT_TIMEOUT_SECONDS, voidJobSchema } from './payment-job-queue.ts';
import { findPayment, updatePayment } from './payments.repository.ts';
import { closeUnpaid, settleAuthorization } from './settlement.service.ts';

/**
 * The gateway work after a payment is settled, each step done once (`captureOnce`, `releaseOnce`)
 * and its outcome recorded on the payment.
 */

export async function runCapture(deps: PaymentDeps, log: FastifyBaseLogger, paymentId: string) {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (payment?.captureStatus !== 'pending' || !payment.authorizationIdentifier) return;
  const gateway = await gatewayOfPayment(deps, payment);
  const result = await captureOnce(gateway, payment.authorizationIdentifier, payment.paymentTotal);
  if (result.outcome === 'not-open') {
    log.warn({ paymentId, status: result.status }, 'cannot capture');
    await updatePayment(deps.db, paymentId, {
      captureStatus: 'failed',
      statusReason: 'The card authorization could not be captured: it is no longer open.',
    });
    return;
  }
  await updatePayment(deps.db, paymentId, { captureStatus: 'done' });
  if (result.outcome === 'already-captured') return;
  log.info({ paymentId }, 'membership payment captured');
}

export async function runVoid(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  job: { paymentId: string; authorizationIdentifier: string },
) {
  const payment = await findPayment(deps.db, { id: job.paymentId });
  if (!payment) return;
  // The void of the payment's own (late) authorization is tracked on the payment.
  const isTracked = payment.authorizationIdentifier === job.authorizationIdentifier;
  if (isTracked && payment.voidStatus !== 'pending') return;
  const gateway = await gatewayOfPayment(deps, payment);
  if ((await releaseOnce(gateway, job.authorizationIdentifier)) === 'captured') {
    log.warn({ ...job }, 'the authorization to release was captured: it needs a refund');
    if (isTracked) await updatePayment(deps.db, job.paymentId, { voidStatus: 'failed' });
    return;
  }
  if (isTracked) await updatePayment(deps.db, job.paymentId, { voidStatus: 'done' });
  log.info({ ...job }, 'authorization released');
}

/** A payment nobody came back for: settle it from the gateway if we can, else close it. */
export async function runTimeout(deps: PaymentDeps, log: FastifyBaseLogger, paymentId: string) {
  const payment = await findPayment(deps.db, { id: paymentId });
  if (payment?.paymentStatus !== 'init_mem') return;
  if (payment.authorizationIdentifier) {
    const result = await settleAuthorization(
      deps,
      log,
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
  if (closed) log.info({ paymentId }, 'unfinished membership payment cancelled');
}

const workOptions = { batchSize: 1 } as const;

/** Handlers still running, so a shutdown can wait for them before the database closes. */
const inFlight = new Set<Promise<void>>();

export async function startPaymentWorkers(deps: PaymentDeps, log: FastifyBaseLogger) {
  const { jobs } = deps;
  const failed = (paymentId: string, error: unknown) =>
    log.warn({ paymentId, reason: describeGatewayError(error) }, 'payment job failed; retrying');
  const guard = async (paymentId: string, run: () => Promise<void>) => {
    const running = run();
    inFlight.add(running);
    try {
      await running;
    } catch (error) {
      failed(paymentId, error);
      throw error;
    } finally {
      inFlight.delete(running);
    }
  };
  await jobs.work<unknown>(queueNames.membershipPaymentCapture, workOptions, async ([job]) => {
    if (!job) return;
    const { paymentId } = paymentJobSchema.parse(job.data);
    await guard(paymentId, () => runCapture(deps, log, paymentId));
  });
  await jobs.work<unknown>(queueNames.membershipPaymentVoid, workOptions, async ([job]) => {
    if (!job) return;
    const data = voidJobSchema.parse(job.data);
    await guard(data.paymentId, () => runVoid(deps, log, data));
  });
  await jobs.work<unknown>(queueNames.membershipPaymentTimeout, workOptions, async ([job]) => {
    if (!job) return;
    const { paymentId } = paymentJobSchema.parse(job.data);
    await guard(paymentId, () => runTimeout(deps, log, paymentId));
  });
}

export async function stopPaymentWorkers(jobs: Jobs) {
  for (const name of [
    queueNames.membershipPaymentCapture,
    queueNames.membershipPaymentVoid,
    queueNames.membershipPaymentTimeout,
  ]) {
    await jobs.offWork(name);
  }
  await Promise.allSettled([...inFlight]);
}
