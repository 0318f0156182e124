import type { FastifyInstance } from 'fastify';
import { registerCalendarRoutes } from './calendar.routes.ts';
import { startEventCancellationWorkers } from './event-cancellation-jobs.ts';
import { startEventPaymentWorkers } from './event-payment-jobs.ts';
import { registerEventPaymentRoutes } from './event-payment.routes.ts';
import { registerEventRoutes } from './events.routes.ts';

/** Events, bookings, tickets and calendars, with the workers that settle card payments. */
export async function registerEvents(app: FastifyInstance): Promise<void> {
  registerEventRoutes(app);
  registerCalendarRoutes(app);
  await registerEventPaymentRoutes(app);
  const { database, jobs, config } = app.deps;
  const stopWorkers = await startEventPaymentWorkers({
    db: database.db,
    jobs,
    config,
    log: app.log,
  });
  const stopCancellationWorkers = await startEventCancellationWorkers({
    db: database.db,
    jobs,
    config,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await stopWorkers();
    await stopCancellationWorkers();
  });
}
