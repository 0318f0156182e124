import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type Jobs, queueNames } from '#src/lib/jobs.ts';
import { captureOnce, releaseOnce } from '#src/lib/payments/gateway.ts';
import {
  describeGatewayError,
  gatewayOfPayment,
  type PaymentDeps,
} from '#src/modules/memberships/payment-gateway.ts';
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

export async function runEventCapture(deps: PaymentDeps, log: FastifyBaseLogger, entryId: string) {
  const entry = await findEntry(deps.db, entryId);
  if (entry?.captureStatus !== 'pending' || !entry.authorizationIdentifier) return;
  const gateway = await gatewayOfEntry(deps, entry);
  const result = await captureOnce(gateway, entry.authorizationIdentifier, entry.amount);
  if (result.outcome === 'not-open') {
    log.warn({ entryId, status: result.status }, 'cannot capture');
    await updateEntry(deps.db, entryId, {
      captureStatus: 'failed',
      statusReason: 'The card authorization could not be captured: it is no longer open.',
    });
    return;
  }
  await updateEntry(deps.db, entryId, { captureStatus: 'done' });
  if (result.outcome === 'already-captured') return;
  log.info({ entryId }, 'event booking captured');
}

export async function runEventVoid(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  job: { entryId: string; authorizationIdentifier: string },
) {
  const entry = await findEntry(deps.db, job.entryId);
  if (!entry) return;
  const isTracked = entry.authorizationIdentifier === job.authorizationIdentifier;
  if (isTracked && entry.voidStatus !== 'pending') return;
  const gateway = await gatewayOfEntry(deps, entry);
  if ((await releaseOnce(gateway, job.authorizationIdentifier)) === 'captured') {
    log.warn({ ...job }, 'the authorization to release was captured: it needs a refund');
    if (isTracked) await updateEntry(deps.db, job.entryId, { voidStatus: 'failed' });
    return;
  }
  if (isTracked) await updateEntry(deps.db, job.entryId, { voidStatus: 'done' });
  log.info({ ...job }, 'authorization released');
}

/** A payment window nobody finished: settle it from the gateway if we can, else free the places. */
export async function runEventTimeout(deps: PaymentDeps, log: FastifyBaseLogger, entryId: string) {
  const entry = await findEntry(deps.db, entryId);
  if (entry?.paymentStatus !== 'pending') return;
  if (entry.authorizationIdentifier) {
    const result = await settleEventAuthorization(
      deps,
      log,
      entryId,
      entry.authorizationIdentifier,
    );
    if (result !== 'unverified') return;
  }
  const closed = await closeUnpaidEntry(deps, entryId, {
    status: 'expired',
    reason: `The payment window was not completed within ${EVENT_PAYMENT_HOLD_MINUTES} minutes, so the places were released. Nothing was charged.`,
  });
  if (closed) log.info({ entryId }, 'unpaid event booking expired');
}

const inFlight = new Set<Promise<void>>();

export async function startEventPaymentWorkers(deps: PaymentDeps, log: FastifyBaseLogger) {
  const guard = async (entryId: string, run: () => Promise<void>) => {
    const running = run();
    inFlight.add(running);
    try {
      await running;
    } catch (error) {
      log.warn({ entryId, reason: describeGatewayError(error) }, 'event payment job failed');
      throw error;
    } finally {
      inFlight.delete(running);
    }
  };
  const options = { batchSize: 1 } as const;
  await deps.jobs.work<unknown>(queueNames.eventPaymentCapture, options, async ([job]) => {
    if (!job) return;
    const { entryId } = entryJobSchema.parse(job.data);
    await guard(entryId, () => runEventCapture(deps, log, entryId));
  });
  await deps.jobs.work<unknown>(queueNames.eventPaymentVoid, options, async ([job]) => {
    if (!job) return;
    const data = voidJobSchema.parse(job.data);
    await guard(data.entryId, () => runEventVoid(deps, log, data));
  });
  await deps.jobs.work<unknown>(queueNames.eventPaymentTimeout, options, async ([job]) => {
    if (!job) return;
    const { entryId } = entryJobSchema.parse(job.data);
    await guard(entryId, () => runEventTimeout(deps, log, entryId));
  });
}

export async function stopEventPaymentWorkers(jobs: Jobs) {
  for (const name of [
    queueNames.eventPaymentCapture,
    queueNames.eventPaymentVoid,
    queueNames.eventPaymentTimeout,
  ]) {
    await jobs.offWork(name);
  }
  await Promise.allSettled([...inFlight]);
}
