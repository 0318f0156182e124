import { z } from 'zod';
import { callFreepay, type FreepayConnection } from './freepay-http.ts';
import {
  type AuthorizationStatus,
  checkTestMode,
  isGatewayIdentifier,
  minorUnitsSchema,
  orderNumberSchema,
  type PaymentAuthorization,
  type PaymentGateway,
  PaymentGatewayError,
  paymentLinkRequestSchema,
  refundCommentSchema,
  savedCardChargeSchema,
  validateRequest,
} from './gateway.ts';

export interface FreepaySettings extends FreepayConnection {
  testMode: boolean;
}

/** INTEGRATIONS.md: the payment window answer is camelCase. */
const paymentLinkAnswer = z.object({
  paymentIdentifier: z.string().min(1),
  paymentWindowLink: z.url({ protocol: /^https?$/ }),
});

/** Management API v2 answers in PascalCase; fields we do not use are ignored. */
const authorizationAnswer = z.object({
  AuthorizationIdentifier: z.string().min(1),
  PaymentIdentifier: z.string().nullish(),
  OrderID: z.string(),
  AuthorizationAmount: z.number().int(),
  // [?] An ISO 4217 code such as "DKK" is expected; a numeric code is translated below.
  Currency: z.union([z.string(), z.number()]),
  IsCaptured: z.boolean(),
  // [?] INTEGRATIONS.md names TotalAmountCaptured; one public client reads CaptureAmount.
  TotalAmountCaptured: z.number().int().nullish(),
  CaptureAmount: z.number().int().nullish(),
  Status: z.number().int(),
  Acquirer: z.number().int().nullish(),
  MaskedPan: z.string().nullish(),
  // [?] A number in the public clients (an enum of card brands); kept as text.
  CardType: z.union([z.string(), z.number()]).nullish(),
});

/** [?] Only `AuthorizationIdentifier` is relied on; its name comes from a public client. */
const savedCardChargeAnswer = z.object({ AuthorizationIdentifier: z.string().min(1) });

/**
 * [?] `GET recurring/{id}`: no public client reads it, so only what a card's summary needs is
 * asked for, each field optional: the masked number, the card type and the expiry.
 */
const savedCardAnswer = z.object({
  MaskedPan: z.string().nullish(),
  CardType: z.union([z.string(), z.number()]).nullish(),
  ExpiryMonth: z.number().int().min(1).max(12).nullish(),
  ExpiryYear: z.number().int().nullish(),
});

/**
 * [?] The management API's search of authorizations by order (`GET authorization?orderId=`) is
 * not in the public integrations; it is kept in one place so it is easy to change.
 */
const authorizationsAnswer = z.array(authorizationAnswer);

const testAcquirer = 255;

/** ISO 4217 numeric codes of the currencies a Nordic club could meet. */
const numericCurrencies: Record<number, string> = {
  208: 'DKK',
  578: 'NOK',
  752: 'SEK',
  826: 'GBP',
  840: 'USD',
  978: 'EUR',
};

function statusOf(answer: z.infer<typeof authorizationAnswer>): AuthorizationStatus {
  if (answer.IsCaptured || answer.Status === 2) return 'captured';
  if (answer.Status === 1) return 'pending';
  // [?] Freepay's statuses are 0 unknown, 1 pending, 2 captured: a voided authorization has no
  // status of its own, so it reads as unknown (or as 406, not found).
  return 'unknown';
}

function toAuthorization(answer: z.infer<typeof authorizationAnswer>): PaymentAuthorization {
  return {
    authorizationIdentifier: answer.AuthorizationIdentifier,
    paymentIdentifier: answer.PaymentIdentifier ?? null,
    orderNumber: answer.OrderID,
    amount: answer.AuthorizationAmount,
    currency:
      typeof answer.Currency === 'number'
        ? (numericCurrencies[answer.Currency] ?? String(answer.Currency))
        : answer.Currency.toUpperCase(),
    isCaptured: answer.IsCaptured,
    // [?] When neither field is present nothing is assumed.
    capturedAmount: answer.TotalAmountCaptured ?? answer.CaptureAmount ?? 0,
    status: statusOf(answer),
    isTest: answer.Acquirer === testAcquirer,
    maskedPan: answer.MaskedPan ?? null,
    cardType:
      answer.CardType === null || answer.CardType === undefined ? null : String(answer.CardType),
  };
}

function parseAnswer<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  operation: string,
  changesState: boolean,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new PaymentGatewayError(
    'unavailable',
    `Freepay ${operation}: the answer does not have the expected fields`,
    { outcomeUnknown: changesState, cause: parsed.error },
  );
}

/** Identifiers go into URL paths: anything but a GUID-like value never leaves the server. */
function checkIdentifier(identifier: string, what: string): string {
  if (!isGatewayIdentifier(identifier)) {
    throw new PaymentGatewayError(
      'not-found',
      `Freepay: no ${what} ${JSON.stringify(identifier.slice(0, 64))}`,
    );
  }
  return encodeURIComponent(identifier);
}

/** The Freepay adapter: an HTTP client in exactly the shapes of INTEGRATIONS.md. */
export function freepayGateway(settings: FreepaySettings): PaymentGateway {
  const management = settings.managementUrl;
  const authorizationUrl = (id: string) =>
    `${management}/authorization/${checkIdentifier(id, 'authorization')}`;

  return {
    provider: 'freepay',
    testMode: settings.testMode,

    async createPaymentLink(request) {
      const valid = validateRequest(paymentLinkRequestSchema, request, 'payment link request');
      checkTestMode(valid, settings.testMode);
      const body = await callFreepay(settings, {
        operation: 'create payment link',
        method: 'POST',
        url: `${settings.gatewayUrl}/payment`,
        body: { ...valid, Options: { ...valid.Options, TestMode: settings.testMode } },
        changesState: false,
        notFoundOn406: false,
      });
      return parseAnswer(paymentLinkAnswer, body, 'create payment link', false);
    },

    async readAuthorization(authorizationIdentifier) {
      if (!isGatewayIdentifier(authorizationIdentifier)) return null;
      try {
        const body = await callFreepay(settings, {
          operation: 'read authorization',
          method: 'GET',
          url: authorizationUrl(authorizationIdentifier),
          changesState: false,
          notFoundOn406: true,
        });
        return toAuthorization(parseAnswer(authorizationAnswer, body, 'read authorization', false));
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.kind === 'not-found') return null;
        throw error;
      }
    },

    async capture(authorizationIdentifier, amount) {
      const Amount = validateRequest(minorUnitsSchema, amount, 'Amount');
      await callFreepay(settings, {
        operation: 'capture',
        method: 'POST',
        url: `${authorizationUrl(authorizationIdentifier)}/capture`,
        body: { Amount },
        changesState: true,
        notFoundOn406: true,
      });
    },

    async void(authorizationIdentifier) {
      await callFreepay(settings, {
        operation: 'void',
        method: 'DELETE',
        url: authorizationUrl(authorizationIdentifier),
        changesState: true,
        notFoundOn406: true,
      });
    },

    async refund(authorizationIdentifier, amount, comment) {
      const Amount = validateRequest(minorUnitsSchema, amount, 'Amount');
      const Comment = validateRequest(refundCommentSchema, comment, 'Comment');
      await callFreepay(settings, {
        operation: 'refund',
        method: 'POST',
        url: `${authorizationUrl(authorizationIdentifier)}/credit`,
        body: { Amount, Comment },
        changesState: true,
        notFoundOn406: true,
      });
    },

    async chargeSavedCard(savedCardIdentifier, charge) {
      const valid = validateRequest(savedCardChargeSchema, charge, 'saved card charge');
      const body = await callFreepay(settings, {
        operation: 'charge saved card',
        method: 'POST',
        url: `${management}/recurring/${checkIdentifier(savedCardIdentifier, 'saved card')}/authorize`,
        body: { Amount: valid.amount, OrderId: valid.orderNumber, Currency: valid.currency },
        changesState: true,
        notFoundOn406: true,
      });
      const answer = parseAnswer(savedCardChargeAnswer, body, 'charge saved card', true);
      return { authorizationIdentifier: answer.AuthorizationIdentifier };
    },

    async readSavedCard(savedCardIdentifier) {
      try {
        const body = await callFreepay(settings, {
          operation: 'read saved card',
          method: 'GET',
          url: `${management}/recurring/${checkIdentifier(savedCardIdentifier, 'saved card')}`,
          changesState: false,
          notFoundOn406: true,
        });
        const answer = parseAnswer(savedCardAnswer, body, 'read saved card', false);
        const month = answer.ExpiryMonth;
        const year = answer.ExpiryYear;
        return {
          savedCardIdentifier,
          maskedPan: answer.MaskedPan ?? null,
          cardType:
            answer.CardType === null || answer.CardType === undefined
              ? null
              : String(answer.CardType),
          expiry:
            month && year
              ? `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
              : null,
        };
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.kind === 'not-found') return null;
        throw error;
      }
    },

    async deleteSavedCard(savedCardIdentifier) {
      try {
        await callFreepay(settings, {
          operation: 'delete saved card',
          method: 'DELETE',
          url: `${management}/recurring/${checkIdentifier(savedCardIdentifier, 'saved card')}`,
          changesState: true,
          notFoundOn406: true,
        });
      } catch (error) {
        if (error instanceof PaymentGatewayError && error.kind === 'not-found') return;
        throw error;
      }
    },

    async findAuthorizationsByOrderNumber(orderNumber) {
      const valid = validateRequest(orderNumberSchema, orderNumber, 'OrderNumber');
      const body = await callFreepay(settings, {
        operation: 'find authorizations by order',
        method: 'GET',
        url: `${management}/authorization?orderId=${encodeURIComponent(valid)}`,
        changesState: false,
        notFoundOn406: true,
      }).catch((error: unknown) => {
        if (error instanceof PaymentGatewayError && error.kind === 'not-found') return [];
        throw error;
      });
      return parseAnswer(authorizationsAnswer, body, 'find authorizations by order', false).map(
        toAuthorization,
      );
    },
  };
}
