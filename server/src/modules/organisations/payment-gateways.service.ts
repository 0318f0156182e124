import { gatewayFor } from '#src/lib/payments/gateway-factory.ts';
import { type PaymentGateway, PaymentGatewayError } from '#src/lib/payments/gateway.ts';
import type { PaymentDeps } from '#src/lib/payments/payment-deps.ts';
import { isSealed, SecretBoxError, secretBoxOf } from '#src/lib/secret-box.ts';
import {
  findOrganisation,
  type PaymentConfigurationRow,
  paymentConfigurationWithSecret,
} from './organisations.service.ts';

function openKey(deps: PaymentDeps, sealed: string, orgId: string): string {
  try {
    return secretBoxOf(deps.config).open(sealed, orgId);
  } catch (error) {
    if (error instanceof SecretBoxError) {
      throw new PaymentGatewayError('misconfigured', `The gateway's API key: ${error.message}`);
    }
    throw error;
  }
}

/** The gateway of one of the organisation's payment configurations. */
export function gatewayOf(
  deps: PaymentDeps,
  configuration: PaymentConfigurationRow,
  merchantName: string,
): PaymentGateway {
  const { clientSecret } = configuration;
  return gatewayFor(
    {
      ...configuration,
      // A key saved before keys were encrypted is used as it is, until the next start seals it.
      clientSecret: isSealed(clientSecret)
        ? openKey(deps, clientSecret, configuration.orgId)
        : clientSecret,
      merchantName,
    },
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
