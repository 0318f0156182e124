import type { FastifyInstance } from 'fastify';
import { registerCalendarRoutes } from './calendar.routes.ts';
import { startEventCancellationWorkers } from './event-cancellation-jobs.ts';
import { startEventPaymentWorkers } from './event-payment-jobs.ts';
import { registerEventPaymentRoutes } from './event-payment.routes.ts';
import { registerEventRoutes } from './events.routes.ts';
import { listenForFreedPlaces } from './sold-out.ts';
import { startWaitingListWorkers } from './waiting-list-jobs.ts';
import { registerWaitingListRoutes } from './waiting-list.routes.ts';

/**
 * Events, bookings, waiting lists, tickets and calendars, with the workers that settle card
 * payments and pass on offers nobody took, and the ear for places freed by any server.
 */
export async function registerEvents(app: FastifyInstance): Promise<void> {
  registerEventRoutes(app);
  registerCalendarRoutes(app);
  registerWaitingListRoutes(app);
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
  const stopWaitingListWorkers = await startWaitingListWorkers({
    db: database.db,
    jobs,
    config,
    log: app.log,
  });
  const stopListening = await listenForFreedPlaces(database);
  app.addHook('onClose', async () => {
    await stopListening();
    await stopWorkers();
    await stopCancellationWorkers();
    await stopWaitingListWorkers();
  });
}
