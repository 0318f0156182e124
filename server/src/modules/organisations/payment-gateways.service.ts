import { gatewayFor } from '#src/lib/payments/gateway-factory.ts';
import type { PaymentGateway } from '#src/lib/payments/gateway.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import {
  findOrganisation,
  type PaymentConfigurationRow,
  paymentConfigurationWithSecret,
} from './organisations.service.ts';

/** The gateway of one of the organisation's payment configurations. */
export function gatewayOf(
  deps: PaymentDeps,
  configuration: PaymentConfigurationRow,
  merchantName: string,
): PaymentGateway {
  return gatewayFor(
    { ...configuration, merchantName },
    { config: deps.config, db: deps.db, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
  );
}

/** The gateway a payment began with: it is read, captured and voided through the same one. */
export async function gatewayOfPayment(
  deps: PaymentDeps,
  payment: { orgId: string; paymentConfigurationId: string },
): Promise<PaymentGateway> {
  const organisation = await findOrganisation(deps.db, payment.orgId);
  const configuration = await paymentConfigurationWithSecret(
    deps.db,
    payment.orgId,
    payment.paymentConfigurationId,
  );
  if (!configuration)
    throw new Error(`payment configuration ${payment.paymentConfigurationId} is gone`);
  // A configuration made inactive later still settles the payments it began.
  return gatewayOf(deps, { ...configuration, active: true }, organisation.name);
}
