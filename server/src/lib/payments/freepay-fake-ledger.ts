import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { gatewayStatusNames } from '@portal/contracts/payment-decline';

/**
 * The state behind the Freepay fake: payments, authorizations and saved cards per merchant (one
 * merchant per API key), with Freepay's rules as INTEGRATIONS.md states them. Written apart from
 * the adapter on purpose, so the adapter's shapes are checked by something that did not share them.
 */

export const fakePaymentBody = z.strictObject({
  Amount: z.number().int().positive(),
  Currency: z.string().regex(/^[A-Z]{3}$/),
  OrderNumber: z.string().min(4).max(20),
  CustomerAcceptUrl: z.url(),
  CustomerDeclineUrl: z.url(),
  ServerCallbackUrl: z.url(),
  BillingAddress: z.strictObject({
    AddressLine1: z.string().min(1).max(50),
    AddressLine2: z.string().max(50).optional(),
    AddressLine3: z.string().max(50).optional(),
    City: z.string().min(1).max(50),
    PostCode: z.string().max(16).optional(),
    Country: z.number().int(),
  }),
  CustomerEmail: z.string().optional(),
  EnforceLanguage: z.enum(['da-DK', 'en-US']).optional(),
  SaveCard: z.boolean().optional(),
  Options: z.strictObject({
    TestMode: z.boolean(),
    RequestSubscriptionWithAuthorization: z.boolean().optional(),
  }),
});
export const fakeCaptureBody = z.strictObject({ Amount: z.number().int() });
export const fakeCreditBody = z.strictObject({ Amount: z.number().int(), Comment: z.string() });
export const fakeRecurringBody = z.strictObject({
  Amount: z.number().int(),
  OrderId: z.string(),
  Currency: z.string(),
});

interface FakePayment {
  merchant: string;
  request: z.infer<typeof fakePaymentBody>;
  /** The first outcome of the window; paying again answers it again. */
  redirect?: string;
}

interface FakeAuthorization {
  id: string;
  merchant: string;
  paymentId: string | null;
  orderId: string;
  amount: number;
  currency: string;
  isTest: boolean;
  maskedPan: string;
  captured: number;
  credited: number;
  isCaptured: boolean;
  isVoided: boolean;
}

const zero = '00000000-0000-0000-0000-000000000000';
/** The fake's cards: one approves, the others are declined with a gateway status code. */
const fakeCards: Record<string, number> = {
  '4111111111111111': 0,
  '4000000000000002': 6,
  '4000000000009995': 7,
  '4000000000000341': 0,
};
/** Saved without a problem; later merchant-initiated charges are declined with this status. */
const laterChargesDeclined: Record<string, number> = { '4000000000000341': 7 };

interface FakeSavedCard {
  merchant: string;
  maskedPan: string;
  isTest: boolean;
  expiryMonth: number;
  expiryYear: number;
  declineCode: number | null;
}

export interface Answer {
  status: number;
  body?: unknown;
  location?: string;
}
const refused = (id: string, acquirerCode: number): Answer => ({
  status: 200,
  body: { IsSuccess: false, AcquirerStatusCode: acquirerCode, Identifier: id },
});
const succeeded = (id: string): Answer => ({
  status: 200,
  body: { IsSuccess: true, AcquirerStatusCode: 0, Identifier: id },
});
const noMatch: Answer = { status: 406, body: { Message: 'No matching authorization found' } };

export interface WindowResult {
  answer: Answer;
  /** The server callback Freepay would send, form fields by name. */
  callback?: { url: string; fields: Record<string, string> };
}

export class FakeLedger {
  readonly payments = new Map<string, FakePayment>();
  readonly authorizations = new Map<string, FakeAuthorization>();
  readonly savedCards = new Map<string, FakeSavedCard>();
  /** The fake's "today" for a saved card's expiry: a test may move it. */
  today = (): string => new Date().toISOString().slice(0, 10);

  createPayment(merchant: string, request: FakePayment['request'], windowBase: string): Answer {
    const id = randomUUID();
    this.payments.set(id, { merchant, request });
    return {
      status: 200,
      body: { paymentIdentifier: id, paymentWindowLink: `${windowBase}/${id}` },
    };
  }

  /** The member submits the hosted window with a card number (and an expiry, MM/YY). */
  pay(paymentId: string, cardNumber: string, expiry = '12/39'): WindowResult {
    const payment = this.payments.get(paymentId);
    if (!payment) return { answer: { status: 404, body: { Message: 'Unknown payment' } } };
    if (payment.redirect) return { answer: { status: 303, location: payment.redirect } };
    const digits = cardNumber.replace(/\D/g, '');
    const reason = fakeCards[digits] ?? 10;
    const { request } = payment;
    const acquirer = request.Options.TestMode ? '255' : '1';
    if (reason !== 0) {
      const url = new URL(request.CustomerDeclineUrl);
      url.searchParams.set('acquirer', acquirer);
      url.searchParams.set('gatewayreason', String(reason));
      // [?] What Freepay puts in `reason` is not confirmed; the status name is a fair guess.
      url.searchParams.set('reason', gatewayStatusNames[reason] ?? 'Unknown');
      payment.redirect = url.toString();
      return { answer: { status: 303, location: payment.redirect } };
    }
    const maskedPan = `${digits.slice(0, 6)}XXXXXX${digits.slice(-4)}`;
    const authorization = this.addAuthorization(payment.merchant, paymentId, {
      orderId: request.OrderNumber,
      amount: request.Amount,
      currency: request.Currency,
      isTest: request.Options.TestMode,
      maskedPan,
    });
    const savedCard = request.SaveCard ? randomUUID() : zero;
    if (request.SaveCard) {
      const [month, year] = expiry.split('/').map(Number);
      this.savedCards.set(savedCard, {
        merchant: payment.merchant,
        maskedPan,
        isTest: request.Options.TestMode,
        expiryMonth: month ?? 12,
        expiryYear: 2000 + (year ?? 39),
        declineCode: laterChargesDeclined[digits] ?? null,
      });
    }
    const url = new URL(request.CustomerAcceptUrl);
    url.searchParams.set('authorizationIdentifier', authorization.id);
    url.searchParams.set('savedCardIdentifier', savedCard);
    payment.redirect = url.toString();
    return {
      answer: { status: 303, location: payment.redirect },
      callback: {
        url: request.ServerCallbackUrl,
        fields: {
          authorizationIdentifier: authorization.id,
          savedCardIdentifier: savedCard,
          paymentIdentifier: paymentId,
          authorizationAccepted: 'true',
        },
      },
    };
  }

  private addAuthorization(
    merchant: string,
    paymentId: string | null,
    values: Pick<FakeAuthorization, 'orderId' | 'amount' | 'currency' | 'isTest' | 'maskedPan'>,
  ): FakeAuthorization {
    const authorization: FakeAuthorization = {
      id: randomUUID(),
      merchant,
      paymentId,
      ...values,
      captured: 0,
      credited: 0,
      isCaptured: false,
      isVoided: false,
    };
    this.authorizations.set(authorization.id, authorization);
    return authorization;
  }

  private find(merchant: string, id: string): FakeAuthorization | undefined {
    const authorization = this.authorizations.get(id);
    return authorization?.merchant === merchant ? authorization : undefined;
  }

  readSavedCard(merchant: string, id: string): Answer {
    const card = this.savedCards.get(id);
    if (card?.merchant !== merchant) return noMatch;
    return {
      status: 200,
      body: {
        MaskedPan: card.maskedPan,
        CardType: 9,
        ExpiryMonth: card.expiryMonth,
        ExpiryYear: card.expiryYear,
      },
    };
  }

  deleteSavedCard(merchant: string, id: string): Answer {
    const card = this.savedCards.get(id);
    if (card?.merchant !== merchant) return noMatch;
    this.savedCards.delete(id);
    return succeeded(id);
  }

  findByOrder(merchant: string, orderId: string): Answer {
    const found = [...this.authorizations.values()].filter(
      (a) => a.merchant === merchant && a.orderId === orderId,
    );
    return { status: 200, body: found.map((a) => this.describe(a)) };
  }

  read(merchant: string, id: string): Answer {
    const a = this.find(merchant, id);
    if (!a) return noMatch;
    return { status: 200, body: this.describe(a) };
  }

  private describe(a: FakeAuthorization) {
    return {
      AuthorizationIdentifier: a.id,
      PaymentIdentifier: a.paymentId,
      OrderID: a.orderId,
      AuthorizationAmount: a.amount,
      Currency: a.currency,
      IsCaptured: a.isCaptured,
      TotalAmountCaptured: a.captured,
      Status: a.isVoided ? 0 : a.isCaptured ? 2 : 1,
      Acquirer: a.isTest ? 255 : 1,
      MaskedPan: a.maskedPan,
      CardType: 9,
      WalletProvider: 0,
    };
  }

  capture(merchant: string, id: string, amount: number): Answer {
    const a = this.find(merchant, id);
    if (!a) return noMatch;
    if (a.isVoided || a.isCaptured || amount <= 0 || amount > a.amount) return refused(id, 4);
    a.isCaptured = true;
    a.captured = amount;
    return succeeded(id);
  }

  void(merchant: string, id: string): Answer {
    const a = this.find(merchant, id);
    if (!a) return noMatch;
    if (a.isVoided || a.isCaptured) return refused(id, 4);
    a.isVoided = true;
    return succeeded(id);
  }

  credit(merchant: string, id: string, amount: number): Answer {
    const a = this.find(merchant, id);
    if (!a) return noMatch;
    if (!a.isCaptured || amount <= 0 || a.credited + amount > a.captured) return refused(id, 4);
    a.credited += amount;
    return succeeded(id);
  }

  chargeSavedCard(
    merchant: string,
    savedCardId: string,
    body: z.infer<typeof fakeRecurringBody>,
  ): Answer {
    const card = this.savedCards.get(savedCardId);
    if (card?.merchant !== merchant) return noMatch;
    const expired =
      this.today().slice(0, 7) > `${card.expiryYear}-${String(card.expiryMonth).padStart(2, '0')}`;
    const declineCode = expired ? 11 : card.declineCode;
    if (declineCode !== null) {
      return {
        status: 200,
        body: {
          IsSuccess: false,
          ErrorCode: 1,
          OperationResult: { GatewayStatusCode: declineCode, GatewayStatusMessage: 'Declined' },
        },
      };
    }
    const authorization = this.addAuthorization(merchant, null, {
      orderId: body.OrderId,
      amount: body.Amount,
      currency: body.Currency,
      isTest: card.isTest,
      maskedPan: card.maskedPan,
    });
    return {
      status: 200,
      body: {
        IsSuccess: true,
        ErrorCode: 0,
        AuthorizationIdentifier: authorization.id,
        OperationResult: { GatewayStatusCode: 0, GatewayStatusMessage: 'Success' },
      },
    };
  }
}
