/**
 * - `invalid-request`: we refused to send it (a field is wrong); `fields` says which.
 * - `rejected`: the gateway answered and said no (over-capture, a 2xx with `IsSuccess: false`).
 * - `not-found`: the gateway knows no such authorization or saved card (Freepay: HTTP 406).
 * - `unavailable`: no usable answer (timeout, network, 5xx, an answer we cannot read).
 * - `misconfigured`: the gateway refused our credentials (401/403): the API key is wrong.
 */
export type PaymentGatewayErrorKind =
  'invalid-request' | 'rejected' | 'not-found' | 'unavailable' | 'misconfigured';

export interface PaymentGatewayErrorDetails {
  fields?: { field: string; message: string }[];
  httpStatus?: number;
  /** The gateway status code of a refused charge (see contracts/payment-decline.ts). */
  gatewayStatusCode?: number;
  /**
   * True when a capture, void, refund or charge was sent and no answer came back: it may have
   * happened. Freepay has no idempotency keys, so read the authorization before trying again.
   */
  outcomeUnknown?: boolean;
  cause?: unknown;
}

/** The one error type the adapters throw. Its message never holds the API key or card data. */
export class PaymentGatewayError extends Error {
  readonly kind: PaymentGatewayErrorKind;
  readonly fields: { field: string; message: string }[];
  readonly httpStatus: number | undefined;
  readonly gatewayStatusCode: number | undefined;
  readonly outcomeUnknown: boolean;

  constructor(
    kind: PaymentGatewayErrorKind,
    message: string,
    details: PaymentGatewayErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'PaymentGatewayError';
    this.kind = kind;
    this.fields = details.fields ?? [];
    this.httpStatus = details.httpStatus;
    this.gatewayStatusCode = details.gatewayStatusCode;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
  }
}

export function isPaymentGatewayError(
  error: unknown,
  kind?: PaymentGatewayErrorKind,
): error is PaymentGatewayError {
  return error instanceof PaymentGatewayError && (kind === undefined || error.kind === kind);
}
