import { z } from 'zod';
import { queueNames, startWorkerGroup } from '#src/lib/jobs.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { expireOffer } from './waiting-list-offers.ts';

const jobSchema = z.object({ waitingId: z.uuid() });

/** Offers not taken in time pass to the next in line, each when it ends. */
export function startWaitingListWorkers(ctx: ServiceContext) {
  return startWorkerGroup(
    ctx.jobs,
    {
      [queueNames.waitingListOfferExpiry]: (data) => {
        const { waitingId } = jobSchema.parse(data);
        return { context: { waitingId }, run: () => expireOffer(ctx, waitingId) };
      },
    },
    (context, error) =>
      ctx.log.warn({ ...context, err: error }, 'an offer from the waiting list did not pass on'),
  );
}
