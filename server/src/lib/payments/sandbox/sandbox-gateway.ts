import { createHash } from 'node:crypto';
import type { Database } from '#src/db/client.ts';
import {
  checkTestMode,
  minorUnitsSchema,
  type PaymentAuthorization,
  type PaymentGateway,
  PaymentGatewayError,
  paymentLinkRequestSchema,
  refundCommentSchema,
  savedCardChargeSchema,
  validateRequest,
} from '../gateway.ts';
import { clubToday } from '#src/lib/club-calendar.ts';
import { isCardExpiredOn } from '../gateway.ts';
import {
  deleteSavedCard,
  findAuthorization,
  findAuthorizationsByOrderNumber,
  findSavedCard,
  insertAuthorization,
  insertPayment,
  type SandboxAuthorization,
  updateAuthorization,
} from './sandbox-repository.ts';

export interface SandboxSettings {
  db: Database;
  /** The hosted window is served by this server, at `${publicUrl}/sandbox-pay/...`. */
  publicUrl: string;
  /** The payment configuration's client secret: it tells merchants apart, as at Freepay. */
  apiKey: string;
  testMode: boolean;
  /** Shown at the top of the window, as a real gateway shows the merchant's name. */
  merchantName?: string | null;
}

/** Gateway status 11, CardExpired. */
const cardExpired = 11;

/** The key itself is never stored; its hash is enough to tell merchants apart. */
export function merchantKeyHash(apiKey: string): string {
  return createHash('sha256').update(`sandbox-merchant:${apiKey}`).digest('hex');
}

export function sandboxWindowPath(paymentIdentifier: string): string {
  return `/sandbox-pay/${paymentIdentifier}`;
}

function toAuthorization(row: SandboxAuthorization): PaymentAuthorization {
  return {
    authorizationIdentifier: row.id,
    paymentIdentifier: row.paymentId,
    orderNumber: row.orderNumber,
    amount: row.amount,
    currency: row.currency,
    isCaptured: row.status === 'captured',
    capturedAmount: row.capturedAmount,
    status: row.status,
    isTest: row.isTest,
    maskedPan: row.maskedPan,
    cardType: row.cardType,
  };
}

const refuse = (operation: string, why: string) =>
  new PaymentGatewayError('rejected', `Sandbox ${operation}: ${why}`);
const missing = (operation: string) =>
  new PaymentGatewayError('not-found', `Sandbox ${operation}: no matching authorization`);

/**
 * The embedded gateway: payments and authorizations live in this server's database, and the
 * member pays on /sandbox-pay/. The rules are Freepay's (INTEGRATIONS.md), so the same contract
 * tests hold for both. No money moves, ever.
 */
export function sandboxGateway(settings: SandboxSettings): PaymentGateway {
  const { db } = settings;
  const merchant = merchantKeyHash(settings.apiKey);

  /** Runs a change on one locked authorization, so concurrent captures cannot both pass. */
  async function change(
    operation: string,
    id: string,
    apply: (row: SandboxAuthorization) => Parameters<typeof updateAuthorization>[2],
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await findAuthorization(tx, merchant, id, { lock: true });
      if (!row) throw missing(operation);
      await updateAuthorization(tx, row.id, apply(row));
    });
  }

  return {
    provider: 'sandbox',
    testMode: settings.testMode,

    async createPaymentLink(request) {
      const valid = validateRequest(paymentLinkRequestSchema, request, 'payment link request');
      checkTestMode(valid, settings.testMode);
      const id = await insertPayment(db, {
        merchantKeyHash: merchant,
        merchantName: settings.merchantName ?? null,
        orderNumber: valid.OrderNumber,
        amount: valid.Amount,
        currency: valid.Currency,
        acceptUrl: valid.CustomerAcceptUrl,
        declineUrl: valid.CustomerDeclineUrl,
        callbackUrl: valid.ServerCallbackUrl,
        language: valid.EnforceLanguage ?? null,
        saveCard: valid.SaveCard ?? false,
        testMode: settings.testMode,
      });
      return {
        paymentIdentifier: id,
        paymentWindowLink: `${settings.publicUrl}${sandboxWindowPath(id)}`,
      };
    },

    async readAuthorization(authorizationIdentifier) {
      const row = await findAuthorization(db, merchant, authorizationIdentifier);
      return row ? toAuthorization(row) : null;
    },

    async capture(authorizationIdentifier, amount) {
      const valid = validateRequest(minorUnitsSchema, amount, 'Amount');
      await change('capture', authorizationIdentifier, (row) => {
        if (row.status === 'voided') throw refuse('capture', 'the authorization was voided');
        if (row.status === 'captured') throw refuse('capture', 'already captured');
        if (valid > row.amount) throw refuse('capture', 'more than was authorized');
        return { status: 'captured', capturedAmount: valid };
      });
    },

    async void(authorizationIdentifier) {
      await change('void', authorizationIdentifier, (row) => {
        if (row.status === 'voided') throw refuse('void', 'already voided');
        if (row.status === 'captured') throw refuse('void', 'captured: refund it instead');
        return { status: 'voided' };
      });
    },

    async refund(authorizationIdentifier, amount, comment) {
      const valid = validateRequest(minorUnitsSchema, amount, 'Amount');
      validateRequest(refundCommentSchema, comment, 'Comment');
      await change('refund', authorizationIdentifier, (row) => {
        if (row.status !== 'captured') throw refuse('refund', 'nothing was captured');
        if (row.refundedAmount + valid > row.capturedAmount) {
          throw refuse('refund', 'more than was captured and not yet refunded');
        }
        return { refundedAmount: row.refundedAmount + valid };
      });
    },

    async chargeSavedCard(savedCardIdentifier, charge) {
      const valid = validateRequest(savedCardChargeSchema, charge, 'saved card charge');
      const card = await findSavedCard(db, merchant, savedCardIdentifier);
      if (!card || card.deletedAt) {
        throw new PaymentGatewayError('not-found', 'Sandbox charge saved card: no such saved card');
      }
      const declineCode = isCardExpiredOn(card.expiry, clubToday())
        ? cardExpired
        : card.chargeDeclineCode;
      if (declineCode !== null) {
        throw new PaymentGatewayError(
          'rejected',
          `Sandbox charge saved card: declined (gateway status ${declineCode})`,
          { gatewayStatusCode: declineCode },
        );
      }
      const row = await insertAuthorization(db, {
        merchantKeyHash: merchant,
        paymentId: null,
        savedCardId: card.id,
        orderNumber: valid.orderNumber,
        amount: valid.amount,
        currency: valid.currency,
        maskedPan: card.maskedPan,
        cardType: card.cardType,
        isTest: card.isTest,
      });
      return { authorizationIdentifier: row.id };
    },

    async readSavedCard(savedCardIdentifier) {
      const card = await findSavedCard(db, merchant, savedCardIdentifier);
      if (!card || card.deletedAt) return null;
      return {
        savedCardIdentifier: card.id,
        maskedPan: card.maskedPan,
        cardType: card.cardType,
        expiry: card.expiry,
      };
    },

    async deleteSavedCard(savedCardIdentifier) {
      await deleteSavedCard(db, merchant, savedCardIdentifier);
    },

    async findAuthorizationsByOrderNumber(orderNumber) {
      const rows = await findAuthorizationsByOrderNumber(db, merchant, orderNumber);
      return rows.map(toAuthorization);
    },
  };
}
