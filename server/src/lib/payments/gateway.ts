import { z } from 'zod';
import { PaymentGatewayError } from './gateway-error.ts';

export { PaymentGatewayError, type PaymentGatewayErrorKind } from './gateway-error.ts';

/**
 * The card gateway as the rest of the server sees it (DESIGN.md, "Payments"). Two adapters:
 * `sandbox` (embedded, the default) and `freepay`. The request keeps Freepay's PascalCase names,
 * which are also SPEC.md's "Card payment request"; answers are camelCase.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** From the organisation's payment configuration; it decides `Options.TestMode`. */
  readonly testMode: boolean;
  /** Opens a hosted payment window for one order; the member is sent to `paymentWindowLink`. */
  createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLink>;
  /** The gateway's truth about an authorization; null when it knows none by that identifier. */
  readAuthorization(authorizationIdentifier: string): Promise<PaymentAuthorization | null>;
  /** Takes `amount` (at most the authorized amount) of an authorization, once. */
  capture(authorizationIdentifier: string, amount: number): Promise<void>;
  /** Releases an authorization that was not captured. */
  void(authorizationIdentifier: string): Promise<void>;
  /** Pays back up to what was captured, in one or more refunds. */
  refund(authorizationIdentifier: string, amount: number, comment: string): Promise<void>;
  /**
   * Charges a card saved with `SaveCard` (merchant-initiated); the new authorization is then
   * captured as usual. A declined charge throws `rejected` with the gateway status code.
   */
  chargeSavedCard(savedCardIdentifier: string, charge: SavedCardCharge): Promise<SavedCardResult>;
  /** What the gateway holds of a saved card; null when it knows none (or it was deleted). */
  readSavedCard(savedCardIdentifier: string): Promise<SavedCard | null>;
  /** Forgets a saved card: it cannot be charged again. A card already gone is not an error. */
  deleteSavedCard(savedCardIdentifier: string): Promise<void>;
  /**
   * The authorizations made with one order number. A charge whose answer was lost (a timeout, a
   * crash before the commit) is found here, so it is not made a second time.
   */
  findAuthorizationsByOrderNumber(orderNumber: string): Promise<PaymentAuthorization[]>;
}

export interface SavedCard {
  savedCardIdentifier: string;
  maskedPan: string | null;
  cardType: string | null;
  /** MM/YY, or null when the gateway does not say. */
  expiry: string | null;
}

/** A card is good through the last day of its expiry month (MM/YY). */
export function isCardExpiredOn(expiry: string | null, isoDate: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry ?? '');
  if (!match) return false;
  const lastMonth = `20${match[2]}-${match[1]}`;
  return isoDate.slice(0, 7) > lastMonth;
}

export const paymentProviders = ['sandbox', 'freepay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentLanguages = ['da-DK', 'en-US'] as const;
export type PaymentLanguage = (typeof paymentLanguages)[number];

/** The gateway's "none" for saved cards and authorizations (INTEGRATIONS.md, "Browser return"). */
export const zeroGuid = '00000000-0000-0000-0000-000000000000';

/** Freepay's amounts are 32-bit integers of minor units. */
const maxMinorUnits = 2_147_483_647;

export const minorUnitsSchema = z
  .number({ error: 'must be a number of minor units (øre)' })
  .int('must be whole minor units (øre)')
  .positive('must be more than zero')
  .max(maxMinorUnits, 'is too large');

export const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as DKK');

export const orderNumberSchema = z
  .string()
  .min(4, 'must be 4 to 20 characters')
  .max(20, 'must be 4 to 20 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore');

const returnUrlSchema = z.url({
  protocol: /^https?$/,
  error: 'must be an absolute http or https URL',
});

const requiredText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).optional();

export const billingAddressSchema = z.strictObject({
  AddressLine1: requiredText(50),
  AddressLine2: optionalText(50),
  AddressLine3: optionalText(50),
  City: requiredText(50),
  PostCode: optionalText(16),
  /** ISO 3166-1 numeric, e.g. 208 for Denmark. */
  Country: z
    .number({ error: 'must be an ISO 3166 numeric country code such as 208' })
    .int('must be an ISO 3166 numeric country code such as 208')
    .min(1, 'must be an ISO 3166 numeric country code such as 208')
    .max(999, 'must be an ISO 3166 numeric country code such as 208'),
});

export const paymentLinkRequestSchema = z.strictObject({
  Amount: minorUnitsSchema,
  Currency: currencySchema,
  /** Unique per payment at the gateway. */
  OrderNumber: orderNumberSchema,
  CustomerAcceptUrl: returnUrlSchema,
  CustomerDeclineUrl: returnUrlSchema,
  /** Called server to server, unsigned: put an unguessable token of ours in it. */
  ServerCallbackUrl: returnUrlSchema,
  BillingAddress: billingAddressSchema,
  CustomerEmail: z.email('must be an email address').max(254).optional(),
  EnforceLanguage: z.enum(paymentLanguages).optional(),
  SaveCard: z.boolean().optional(),
  Options: z
    .strictObject({
      /** Must agree with the payment configuration when given; the configuration decides. */
      TestMode: z.boolean().optional(),
      RequestSubscriptionWithAuthorization: z.boolean().optional(),
    })
    .optional(),
});
/** What a caller passes; `ValidPaymentLinkRequest` is the same after trimming. */
export type PaymentLinkRequest = z.input<typeof paymentLinkRequestSchema>;
export type ValidPaymentLinkRequest = z.output<typeof paymentLinkRequestSchema>;

export interface PaymentLink {
  paymentIdentifier: string;
  paymentWindowLink: string;
}

/** `unknown` is what a gateway says when it will not say more (Freepay's status 0). */
export type AuthorizationStatus = 'pending' | 'captured' | 'voided' | 'unknown';

export interface PaymentAuthorization {
  authorizationIdentifier: string;
  paymentIdentifier: string | null;
  /** The OrderNumber the payment was created with (Freepay calls it OrderID). */
  orderNumber: string;
  /** Authorized amount in minor units. */
  amount: number;
  currency: string;
  isCaptured: boolean;
  capturedAmount: number;
  status: AuthorizationStatus;
  /** A test authorization moves no money (Freepay: acquirer 255). */
  isTest: boolean;
  maskedPan: string | null;
  cardType: string | null;
}

export const savedCardChargeSchema = z.strictObject({
  amount: minorUnitsSchema,
  currency: currencySchema,
  orderNumber: orderNumberSchema,
});
export type SavedCardCharge = z.input<typeof savedCardChargeSchema>;
export interface SavedCardResult {
  authorizationIdentifier: string;
}

export const refundCommentSchema = requiredText(255);

/**
 * Gateway identifiers are GUIDs. Anything else is refused before it reaches a URL path, and reads
 * as "no such authorization": a tampered return parameter is not worth a different answer.
 */
export function isGatewayIdentifier(value: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(value);
}

/** The saved card of a browser return or callback, or null for the zero GUID or none. */
export function savedCardIdentifierFrom(value: string | null | undefined): string | null {
  if (!value || value === zeroGuid || !isGatewayIdentifier(value)) return null;
  return value;
}

/** Still authorized and not yet captured or released. */
export function isAuthorizationOpen(authorization: PaymentAuthorization | null): boolean {
  return authorization?.status === 'pending' && !authorization.isCaptured;
}

export type CaptureResult =
  | { outcome: 'captured' | 'already-captured' }
  | { outcome: 'not-open'; status: AuthorizationStatus | 'missing' };

/**
 * Captures an authorization unless that was done already. Gateways have no idempotency keys, so
 * the authorization is read first: a retried job (or one whose answer was lost) never captures
 * twice. An error of the capture itself, even one whose outcome is unknown, is thrown for the job
 * to retry; the retry reads again first.
 */
export async function captureOnce(
  gateway: PaymentGateway,
  authorizationIdentifier: string,
  amount: number,
): Promise<CaptureResult> {
  const authorization = await gateway.readAuthorization(authorizationIdentifier);
  if (authorization?.isCaptured) return { outcome: 'already-captured' };
  if (!isAuthorizationOpen(authorization)) {
    return { outcome: 'not-open', status: authorization?.status ?? 'missing' };
  }
  await gateway.capture(authorizationIdentifier, amount);
  return { outcome: 'captured' };
}

/**
 * Releases (voids) an authorization that is still open. 'captured' when it was captured instead:
 * the money then needs a refund. A void that fails is forgiven when a second read finds the
 * authorization released meanwhile (by another run).
 */
export async function releaseOnce(
  gateway: PaymentGateway,
  authorizationIdentifier: string,
): Promise<'released' | 'captured'> {
  const authorization = await gateway.readAuthorization(authorizationIdentifier);
  if (isAuthorizationOpen(authorization)) {
    try {
      await gateway.void(authorizationIdentifier);
    } catch (error) {
      const again = await gateway.readAuthorization(authorizationIdentifier);
      if (isAuthorizationOpen(again)) throw error;
    }
    return 'released';
  }
  return authorization?.isCaptured ? 'captured' : 'released';
}

/**
 * A callback or browser return is only a signal: this says which of order, amount and currency of
 * the gateway's authorization differ from what we asked for. An empty list means it matches.
 */
export function authorizationMismatches(
  authorization: PaymentAuthorization,
  expected: { orderNumber: string; amount: number; currency: string },
): ('orderNumber' | 'amount' | 'currency')[] {
  const mismatches: ('orderNumber' | 'amount' | 'currency')[] = [];
  if (authorization.orderNumber !== expected.orderNumber) mismatches.push('orderNumber');
  if (authorization.amount !== expected.amount) mismatches.push('amount');
  if (authorization.currency.toUpperCase() !== expected.currency.toUpperCase()) {
    mismatches.push('currency');
  }
  return mismatches;
}

/** Parses a request, or throws an `invalid-request` error naming every bad field. */
export function validateRequest<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || what,
    message: issue.message,
  }));
  throw new PaymentGatewayError(
    'invalid-request',
    `Invalid ${what}: ${fields.map((field) => `${field.field} ${field.message}`).join('; ')}`,
    { fields },
  );
}

/**
 * The configuration decides test mode; a request that says otherwise is a bug in the caller, and
 * sending a real charge as a test (or the reverse) must not happen quietly.
 */
export function checkTestMode(request: ValidPaymentLinkRequest, testMode: boolean): void {
  const asked = request.Options?.TestMode;
  if (asked !== undefined && asked !== testMode) {
    throw new PaymentGatewayError(
      'invalid-request',
      `Options.TestMode is ${asked} but the payment configuration says ${testMode}`,
      { fields: [{ field: 'Options.TestMode', message: 'contradicts the payment configuration' }] },
    );
  }
}
