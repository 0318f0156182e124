import { z } from 'zod';
import { queueNames, startWorkerGroup } from '#src/lib/jobs.ts';
import { describeGatewayError } from '#src/lib/payments/payment-verification.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { organisationByKey } from '#src/modules/organisations/organisation-settings.service.ts';
import {
  refundPaymentFor,
  refundsOfPayment,
} from '#src/modules/payments/organisation-payments.service.ts';
import type { CancellationRefundJob } from './event-editor.service.ts';
import { findEntry } from './events.repository.ts';

const jobSchema = z.object({
  entryId: z.uuid(),
  orgKey: z.string().min(1),
  reason: z.string().min(1),
  actor: z.object({ subject: z.string(), email: z.string() }),
});

/** The refunds of one cancelled booking are keyed by the booking and the try. */
const keyPrefix = (entryId: string) => `event-cancelled-${entryId}-`;

/**
 * Pays back one card-paid booking of a cancelled event, exactly once however often the job runs:
 * each try is a refund with the key of the booking and the try, so a job run twice (or on two
 * servers) meets the first run's refund and stops. A try the gateway refused counts no more and
 * the next try has a new key; a try whose answer was lost stays pending, for a person to check
 * at the gateway, and is never sent again.
 */
export async function runCancellationRefund(ctx: ServiceContext, job: CancellationRefundJob) {
  const entry = await findEntry(ctx.db, job.entryId);
  if (entry?.paymentStatus !== 'paid' || !entry.authorizationIdentifier) return;
  const organisation = await organisationByKey(ctx, job.orgKey);
  if (!organisation) return;
  const tries = (await refundsOfPayment(ctx, 'event', entry.id)).filter((refund) =>
    refund.idempotencyKey.startsWith(keyPrefix(entry.id)),
  );
  if (tries.some((refund) => refund.status !== 'failed')) return;
  await refundPaymentFor(ctx, job.actor, organisation, {
    orgKey: organisation.key,
    kind: 'event',
    paymentId: entry.id,
    input: {
      action: 'in-full',
      // As the administrator wrote it: the refund mail is in the booker's language.
      reason: job.reason,
      idempotencyKey: `${keyPrefix(entry.id)}${String(tries.length + 1)}`,
    },
  });
}

export function startEventCancellationWorkers(ctx: ServiceContext) {
  return startWorkerGroup(
    ctx.jobs,
    {
      [queueNames.eventCancellationRefund]: (data) => {
        const job = jobSchema.parse(data);
        return { context: { entryId: job.entryId }, run: () => runCancellationRefund(ctx, job) };
      },
    },
    (context, error) =>
      ctx.log.warn(
        { ...context, reason: describeGatewayError(error) },
        'refund of a cancelled booking failed; retrying',
      ),
  );
}
