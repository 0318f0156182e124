import type { FastifyBaseLogger } from 'fastify';
import { errorText } from '@portal/contracts/error-texts';

type GatewayFailureCode =
  'gateway_unavailable' | 'gateway_refused' | 'gateway_unreachable_on_return';
import { isPaymentGatewayError } from './gateway-error.ts';
import {
  authorizationMismatches,
  isAuthorizationOpen,
  type PaymentAuthorization,
  type PaymentGateway,
} from './gateway.ts';

/**
 * A gateway problem the member must hear about in plain words. The error handler hides the
 * message of a 5xx AppError, so routes answer these themselves (`sendGatewayFailure`).
 */
export class GatewayFailure extends Error {
  readonly memberMessage: string;

  constructor(
    readonly status: 502 | 503,
    readonly textCode: GatewayFailureCode,
    options?: { cause?: unknown },
  ) {
    const memberMessage = errorText(textCode, undefined, 'en');
    super(memberMessage, options);
    this.name = 'GatewayFailure';
    this.memberMessage = memberMessage;
  }
}

export function describeGatewayError(error: unknown): string {
  if (!isPaymentGatewayError(error)) return error instanceof Error ? error.message : String(error);
  return `${error.kind}: ${error.message}`;
}

/** 503 when the gateway did not answer (try again later), 502 when it answered wrongly. */
export function gatewayFailureFor(error: unknown, whileDoing: 'open' | 'verify'): GatewayFailure {
  const unavailable = !isPaymentGatewayError(error) || error.kind === 'unavailable';
  const textCode =
    whileDoing === 'open'
      ? unavailable
        ? 'gateway_unavailable'
        : 'gateway_refused'
      : 'gateway_unreachable_on_return';
  return new GatewayFailure(unavailable ? 503 : 502, textCode, { cause: error });
}

/**
 * A browser return or a callback is only a signal: the authorization it names is read from the
 * gateway and used only when it exists, matches what was asked for (order, amount, currency) and
 * is still open or already captured. Null, with the reason logged, otherwise.
 */
export async function verifiedAuthorization(
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  authorizationIdentifier: string,
  expected: { orderNumber: string; amount: number; currency: string },
  context: Record<string, string>,
): Promise<{ authorization: PaymentAuthorization; testMode: boolean } | null> {
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
