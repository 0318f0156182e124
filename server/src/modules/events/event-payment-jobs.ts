import { z } from 'zod';
import { queueNames, startWorkerGroup } from '#src/lib/jobs.ts';
import { captureOnce, releaseOnce } from '#src/lib/payments/gateway.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import { gatewayOfPayment } from '#src/modules/organisations/payment-gateways.service.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import {
  closeUnpaidEntry,
  EVENT_PAYMENT_HOLD_MINUTES,
  settleEventAuthorization,
} from './event-payments.ts';
import { type EventEntryRow, findEntry, updateEntry } from './events.repository.ts';

/**
 * The gateway work after a booking is settled. Each job reads the authorization first and does
 * only what is still undone, so a retried job never captures or voids twice.
 */

const entryJobSchema = z.object({ entryId: z.uuid() });
const voidJobSchema = z.object({
  entryId: z.uuid(),
  authorizationIdentifier: z.string().min(1).max(64),
});

const gatewayOfEntry = (deps: PaymentDeps, entry: EventEntryRow) => {
  if (!entry.paymentConfigurationId) throw new Error(`entry ${entry.id} has no payment`);
  return gatewayOfPayment(deps, {
    orgId: entry.orgId,
    paymentConfigurationId: entry.paymentConfigurationId,
  });
};

export async function runEventCapture(deps: PaymentDeps, entryId: string) {
  const entry = await findEntry(deps.db, entryId);
  if (entry?.captureStatus !== 'pending' || !entry.authorizationIdentifier) return;
  const gateway = await gatewayOfEntry(deps, entry);
  const result = await captureOnce(gateway, entry.authorizationIdentifier, entry.amount);
  if (result.outcome === 'not-open') {
    deps.log.warn({ entryId, status: result.status }, 'cannot capture');
    await updateEntry(deps.db, entryId, {
      captureStatus: 'failed',
      statusReason: 'The card authorization could not be captured: it is no longer open.',
    });
    return;
  }
  await updateEntry(deps.db, entryId, { captureStatus: 'done' });
  if (result.outcome === 'already-captured') return;
  deps.log.info({ entryId }, 'event booking captured');
}

export async function runEventVoid(
  deps: PaymentDeps,
  job: { entryId: string; authorizationIdentifier: string },
) {
  const entry = await findEntry(deps.db, job.entryId);
  if (!entry) return;
  const isTracked = entry.authorizationIdentifier === job.authorizationIdentifier;
  if (isTracked && entry.voidStatus !== 'pending') return;
  const gateway = await gatewayOfEntry(deps, entry);
  if ((await releaseOnce(gateway, job.authorizationIdentifier)) === 'captured') {
    deps.log.warn({ ...job }, 'the authorization to release was captured: it needs a refund');
    if (isTracked) await updateEntry(deps.db, job.entryId, { voidStatus: 'failed' });
    return;
  }
  if (isTracked) await updateEntry(deps.db, job.entryId, { voidStatus: 'done' });
  deps.log.info({ ...job }, 'authorization released');
}

/** A payment window nobody finished: settle it from the gateway if we can, else free the places. */
export async function runEventTimeout(deps: PaymentDeps, entryId: string) {
  const entry = await findEntry(deps.db, entryId);
  if (entry?.paymentStatus !== 'pending') return;
  if (entry.authorizationIdentifier) {
    const result = await settleEventAuthorization(deps, entryId, entry.authorizationIdentifier);
    if (result !== 'unverified') return;
  }
  const closed = await closeUnpaidEntry(deps, entryId, {
    status: 'expired',
    reason: `The payment window was not completed within ${EVENT_PAYMENT_HOLD_MINUTES} minutes, so the places were released. Nothing was charged.`,
  });
  if (closed) deps.log.info({ entryId }, 'unpaid event booking expired');
}

/** The capture, void and timeout workers; the answer stops them (see `startWorkerGroup`). */
export function startEventPaymentWorkers(deps: PaymentDeps) {
  return startWorkerGroup(
    deps.jobs,
    {
      [queueNames.eventPaymentCapture]: (data) => {
        const { entryId } = entryJobSchema.parse(data);
        return { context: { entryId }, run: () => runEventCapture(deps, entryId) };
      },
      [queueNames.eventPaymentVoid]: (data) => {
        const job = voidJobSchema.parse(data);
        return { context: { entryId: job.entryId }, run: () => runEventVoid(deps, job) };
      },
      [queueNames.eventPaymentTimeout]: (data) => {
        const { entryId } = entryJobSchema.parse(data);
        return { context: { entryId }, run: () => runEventTimeout(deps, entryId) };
      },
    },
    (context, error) =>
      deps.log.warn(
        { ...context, reason: describeGatewayError(error) },
        'event payment job failed; retrying',
      ),
  );
}
