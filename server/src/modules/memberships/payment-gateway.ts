import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { gatewayFor } from '#src/lib/payments/gateway-factory.ts';
import { isPaymentGatewayError } from '#src/lib/payments/gateway-error.ts';
import {
  authorizationMismatches,
  isAuthorizationOpen,
  type PaymentAuthorization,
  type PaymentGateway,
} from '#src/lib/payments/gateway.ts';
import {
  findOrganisation,
  type PaymentConfigurationRow,
  paymentConfigurationWithSecret,
} from '#src/modules/organisations/organisations.service.ts';

/** What the membership payment services need from the app. */
export interface PaymentDeps {
  db: Database;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl' | 'freepay'>;
  /** The Freepay adapter's fetch, for tests that need one; the real one otherwise. */
  fetch?: typeof fetch;
}

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

/**
 * A gateway problem the member must hear about in plain words. The error handler hides the
 * message of a 5xx AppError, so routes answer these themselves (`sendGatewayFailure`).
 */
export class GatewayFailure extends Error {
  constructor(
    readonly status: 502 | 503,
    readonly memberMessage: string,
    options?: { cause?: unknown },
  ) {
    super(memberMessage, options);
    this.name = 'GatewayFailure';
  }
}

export function describeGatewayError(error: unknown): string {
  if (!isPaymentGatewayError(error)) return error instanceof Error ? error.message : String(error);
  return `${error.kind}: ${error.message}`;
}

/** 503 when the gateway did not answer (try again later), 502 when it answered wrongly. */
export function gatewayFailureFor(error: unknown, whileDoing: 'open' | 'verify'): GatewayFailure {
  const unavailable = !isPaymentGatewayError(error) || error.kind === 'unavailable';
  const message =
    whileDoing === 'open'
      ? unavailable
        ? 'The card payment service did not answer, so no payment was started and nothing was charged. Please try again in a few minutes.'
        : 'The card payment service refused to start the payment, so nothing was charged. Please try again later or contact the club.'
      : 'We could not reach the card payment service to confirm your payment. It will be confirmed automatically as soon as the service answers; please look at your memberships again in a few minutes.';
  return new GatewayFailure(unavailable ? 503 : 502, message, { cause: error });
}

/**
 * A browser return or a callback is only a signal: the authorization it names is read from the
 * gateway and used only when it exists, matches what was asked for (order, amount, currency) and
 * is still open or already captured. Null, with the reason logged, otherwise.
 */
export async function verifiedAuthorization(
  deps: PaymentDeps,
  log: FastifyBaseLogger,
  payment: { orgId: string; paymentConfigurationId: string },
  authorizationIdentifier: string,
  expected: { orderNumber: string; amount: number; currency: string },
  context: Record<string, string>,
): Promise<{ authorization: PaymentAuthorization; testMode: boolean } | null> {
  const gateway = await gatewayOfPayment(deps, payment);
  let authorization: PaymentAuthorization | null;
  try {
    authorization = await gateway.readAuthorization(authorizationIdentifier);
  } catch (error) {
    if (!isPaymentGatewayError(error, 'not-found')) throw gatewayFailureFor(error, 'verify');
    authorization = null;
  }
  const logged = { ...context, authorizationIdentifier };
  if (!authorization) {
    log.warn(logged, 'the gateway knows no such authorization');
    return null;
  }
  const mismatches = authorizationMismatches(authorization, expected);
  if (mismatches.length > 0) {
    log.warn({ ...logged, mismatches }, 'the authorization does not match what was asked for');
    return null;
  }
  if (!isAuthorizationOpen(authorization) && !authorization.isCaptured) {
    log.warn({ ...logged, status: authorization.status }, 'the authorization is not usable');
    return null;
  }
  return { authorization, testMode: gateway.testMode };
}
