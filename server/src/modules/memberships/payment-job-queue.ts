import { z } from 'zod';
import type { Transaction } from '#src/db/client.ts';
import { enqueue, type Jobs, queueNames } from '#src/lib/jobs.ts';

/** A payment window left open this long without an answer is settled from the gateway or closed. */
export const PAYMENT_TIMEOUT_SECONDS = 60 * 60;

export const paymentJobSchema = z.object({ paymentId: z.uuid() });
export const voidJobSchema = z.object({
  paymentId: z.uuid(),
  authorizationIdentifier: z.string().min(1).max(64),
});

/** Queued with the payment itself: even if nobody ever comes back, the payment gets settled. */
export function enqueuePaymentTimeout(jobs: Jobs, tx: Transaction, paymentId: string) {
  return enqueue(
    jobs,
    tx,
    queueNames.membershipPaymentTimeout,
    { paymentId },
    { startAfter: PAYMENT_TIMEOUT_SECONDS },
  );
}

/** Queued in the transaction that marked the payment paid; that transition happens once. */
export function enqueueCapture(jobs: Jobs, tx: Transaction, paymentId: string) {
  return enqueue(jobs, tx, queueNames.membershipPaymentCapture, { paymentId });
}

/** Releases an authorization that arrived for a payment that is not (or no longer) to be paid. */
export function enqueueVoid(
  jobs: Jobs,
  tx: Transaction,
  paymentId: string,
  authorizationIdentifier: string,
) {
  return enqueue(jobs, tx, queueNames.membershipPaymentVoid, {
    paymentId,
    authorizationIdentifier,
  });
}
