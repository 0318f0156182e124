import type { FastifyInstance } from 'fastify';
import { registerMembershipRoutes } from './memberships.routes.ts';
import { startPaymentWorkers } from './payment-jobs.ts';
import { registerPaymentReturnRoutes } from './payment-return.routes.ts';
import { registerPurchaseRoutes } from './purchase.routes.ts';
import { registerRenewalRoutes } from './renewal/renewal.routes.ts';
import { registerSpecPaymentRoutes } from './spec-payment.routes.ts';

/** Memberships and their card payments: routes, and the workers that capture, void and time out. */
export async function registerMemberships(app: FastifyInstance): Promise<void> {
  registerPurchaseRoutes(app);
  await registerPaymentReturnRoutes(app);
  registerMembershipRoutes(app);
  registerSpecPaymentRoutes(app);
  await registerRenewalRoutes(app);
  const { database, jobs, config } = app.deps;
  const stopWorkers = await startPaymentWorkers({
    db: database.db,
    jobs,
    config,
    log: app.log,
  });
  app.addHook('onClose', stopWorkers);
}
