import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAuthorizationOpen,
  type PaymentGateway,
  type PaymentGatewayError,
  type PaymentGatewayErrorKind,
  type PaymentLinkRequest,
  zeroGuid,
} from './gateway.ts';

/**
 * One suite for every adapter (INTEGRATIONS.md: the sandbox behaves like Freepay's contract, so
 * both are held to the same tests). Each adapter's test file starts its gateway and calls this.
 */
export interface GatewayUnderTest {
  /** In test mode, as a club trying things out would be. */
  gateway: PaymentGateway;
  /** The same gateway with another merchant's key. */
  otherMerchant: PaymentGateway;
  /** Completes the hosted window with a card, as a member would; answers where the browser goes. */
  pay(paymentWindowLink: string, cardNumber: string): Promise<URL>;
  close(): Promise<void>;
}

export const testCards = {
  approve: '4111 1111 1111 1111',
  decline: '4000 0000 0000 0002',
  /** Saved without a problem; charged later, it is declined with status 7 (insufficient funds). */
  laterDeclined: '4000 0000 0000 0341',
};

let orderCounter = 0;
export function uniqueOrderNumber(): string {
  orderCounter += 1;
  return `T-${randomBytes(4).toString('hex')}-${orderCounter}`;
}

export function linkRequest(overrides: Partial<PaymentLinkRequest> = {}): PaymentLinkRequest {
  return {
    Amount: 151_500,
    Currency: 'DKK',
    OrderNumber: uniqueOrderNumber(),
    CustomerAcceptUrl: 'https://portal.example.dk/ui/membership/confirm?token=t0k3n',
    CustomerDeclineUrl: 'https://portal.example.dk/ui/membership/decline?token=t0k3n',
    // Nothing listens there: the callback fails quietly instead of reaching the internet.
    ServerCallbackUrl: 'http://127.0.0.1:9/payment-callback/t0k3n',
    BillingAddress: {
      AddressLine1: 'Strandvejen 1',
      City: 'Aarhus',
      PostCode: '8000',
      Country: 208,
    },
    CustomerEmail: 'anna@example.dk',
    EnforceLanguage: 'da-DK',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  try {
    await promise;
  } catch (error) {
    return error as PaymentGatewayError;
  }
  throw new Error('expected the gateway call to fail');
}

async function expectKind(promise: Promise<unknown>, kind: PaymentGatewayErrorKind) {
  const error = await failure(promise);
  expect(error.name).toBe('PaymentGatewayError');
  expect(error.kind).toBe(kind);
  return error;
}

export function describeGatewayContract(name: string, start: () => Promise<GatewayUnderTest>) {
  describe(`${name} gateway contract`, () => {
    let subject: GatewayUnderTest;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      subject = await start();
      gateway = subject.gateway;
    });
    afterAll(() => subject.close());

    /** A fresh approved authorization of `amount`. */
    async function authorize(
      overrides: Partial<PaymentLinkRequest> = {},
      card: string = testCards.approve,
    ) {
      const request = linkRequest(overrides);
      const link = await gateway.createPaymentLink(request);
      const landing = await subject.pay(link.paymentWindowLink, card);
      const id = landing.searchParams.get('authorizationIdentifier') ?? '';
      return { request, link, landing, id };
    }

    it('creates a payment link the member can open', async () => {
      const link = await gateway.createPaymentLink(linkRequest());
      expect(link.paymentIdentifier).toMatch(/^[A-Za-z0-9-]{8,}$/);
      expect(new URL(link.paymentWindowLink).protocol).toMatch(/^https?:$/);
    });

    it('refuses a bad request before sending it, naming each field', async () => {
      const error = await expectKind(
        gateway.createPaymentLink(
          linkRequest({
            Amount: 10.5,
            OrderNumber: 'abc',
            BillingAddress: { AddressLine1: '', City: 'x'.repeat(51), Country: 208 },
          }),
        ),
        'invalid-request',
      );
      expect(error.fields.map((field) => field.field).sort()).toEqual([
        'Amount',
        'BillingAddress.AddressLine1',
        'BillingAddress.City',
        'OrderNumber',
      ]);
    });

    it('refuses a request whose test mode contradicts the configuration', async () => {
      await expectKind(
        gateway.createPaymentLink(linkRequest({ Options: { TestMode: false } })),
        'invalid-request',
      );
    });

    it('sends an approved member to the accept URL with the authorization', async () => {
      const { request, link, landing, id } = await authorize();
      expect(landing.origin + landing.pathname).toBe(
        'https://portal.example.dk/ui/membership/confirm',
      );
      expect(landing.searchParams.get('token')).toBe('t0k3n');
      expect(landing.searchParams.get('savedCardIdentifier')).toBe(zeroGuid);
      const authorization = await gateway.readAuthorization(id);
      expect(authorization).toMatchObject({
        authorizationIdentifier: id,
        paymentIdentifier: link.paymentIdentifier,
        orderNumber: request.OrderNumber,
        amount: 151_500,
        currency: 'DKK',
        isCaptured: false,
        capturedAmount: 0,
        status: 'pending',
        isTest: true,
      });
      expect(authorization?.maskedPan).toMatch(/^411111.*1111$/);
      expect(authorization?.maskedPan).not.toContain('4111111111111111');
      expect(isAuthorizationOpen(authorization)).toBe(true);
    });

    it('sends a declined member to the decline URL with the gateway reason', async () => {
      const link = await gateway.createPaymentLink(linkRequest());
      const landing = await subject.pay(link.paymentWindowLink, testCards.decline);
      expect(landing.pathname).toBe('/ui/membership/decline');
      expect(landing.searchParams.get('token')).toBe('t0k3n');
      expect(landing.searchParams.get('gatewayreason')).toBe('6');
      expect(landing.searchParams.get('acquirer')).toBe('255');
      expect(landing.searchParams.has('authorizationIdentifier')).toBe(false);
    });

    it('answers a second payment on the same link with the first outcome', async () => {
      const { link, landing } = await authorize();
      const again = await subject.pay(link.paymentWindowLink, testCards.approve);
      expect(again.toString()).toBe(landing.toString());
    });

    it('captures the authorized amount once', async () => {
      const { id } = await authorize();
      await gateway.capture(id, 151_500);
      expect(await gateway.readAuthorization(id)).toMatchObject({
        status: 'captured',
        isCaptured: true,
        capturedAmount: 151_500,
      });
      await expectKind(gateway.capture(id, 151_500), 'rejected');
    });

    it('refuses to capture more than was authorized, and leaves the authorization open', async () => {
      const { id } = await authorize();
      await expectKind(gateway.capture(id, 151_501), 'rejected');
      expect(isAuthorizationOpen(await gateway.readAuthorization(id))).toBe(true);
      await gateway.capture(id, 100_000);
      expect(await gateway.readAuthorization(id)).toMatchObject({ capturedAmount: 100_000 });
    });

    it('voids an authorization, which can then not be captured', async () => {
      const { id } = await authorize();
      await gateway.void(id);
      const after = await gateway.readAuthorization(id);
      expect(isAuthorizationOpen(after)).toBe(false);
      expect(after?.isCaptured ?? false).toBe(false);
      await expectKind(gateway.capture(id, 151_500), 'rejected');
      await expectKind(gateway.void(id), 'rejected');
    });

    it('does not void a captured authorization', async () => {
      const { id } = await authorize();
      await gateway.capture(id, 151_500);
      await expectKind(gateway.void(id), 'rejected');
    });

    it('refunds up to what was captured, in parts', async () => {
      const { id } = await authorize();
      await expectKind(gateway.refund(id, 100, 'Not captured yet'), 'rejected');
      await gateway.capture(id, 151_500);
      await gateway.refund(id, 100_000, 'Membership cancelled');
      await gateway.refund(id, 51_500, 'Membership cancelled');
      await expectKind(gateway.refund(id, 1, 'One øre too many'), 'rejected');
    });

    it('knows no authorization by an unknown or malformed identifier', async () => {
      const unknown = '6f1c5d0e-8a4b-4c1e-9a57-2f0e4b1d7c3a';
      expect(await gateway.readAuthorization(unknown)).toBeNull();
      expect(await gateway.readAuthorization('../../etc/passwd')).toBeNull();
      await expectKind(gateway.capture(unknown, 100), 'not-found');
      await expectKind(gateway.void(unknown), 'not-found');
      await expectKind(gateway.refund(unknown, 100, 'x'), 'not-found');
      await expectKind(gateway.capture('a/b', 100), 'not-found');
    });

    it("keeps one merchant's authorizations from another", async () => {
      const { id } = await authorize();
      expect(await subject.otherMerchant.readAuthorization(id)).toBeNull();
      await expectKind(subject.otherMerchant.capture(id, 151_500), 'not-found');
    });

    it('refuses amounts that are not whole positive minor units', async () => {
      const { id } = await authorize();
      await expectKind(gateway.capture(id, 0), 'invalid-request');
      await expectKind(gateway.capture(id, 99.5), 'invalid-request');
      await expectKind(gateway.refund(id, 100, ''), 'invalid-request');
    });

    it('saves a card on request and charges it later', async () => {
      const { landing } = await authorize({ SaveCard: true });
      const savedCard = landing.searchParams.get('savedCardIdentifier') ?? '';
      expect(savedCard).not.toBe(zeroGuid);
      const order = uniqueOrderNumber();
      const charge = await gateway.chargeSavedCard(savedCard, {
        amount: 60_000,
        currency: 'DKK',
        orderNumber: order,
      });
      const authorization = await gateway.readAuthorization(charge.authorizationIdentifier);
      expect(authorization).toMatchObject({
        orderNumber: order,
        amount: 60_000,
        status: 'pending',
      });
      await gateway.capture(charge.authorizationIdentifier, 60_000);
      await expectKind(
        gateway.chargeSavedCard(zeroGuid.replace(/0$/, '1'), {
          amount: 100,
          currency: 'DKK',
          orderNumber: uniqueOrderNumber(),
        }),
        'not-found',
      );
    });

    it('shows a saved card without its number, finds a charge by its order and forgets the card', async () => {
      const { landing } = await authorize({ SaveCard: true });
      const savedCard = landing.searchParams.get('savedCardIdentifier') ?? '';
      const card = await gateway.readSavedCard(savedCard);
      expect(card?.maskedPan).toMatch(/^411111\D+1111$/);
      expect(card?.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
      expect(JSON.stringify(card)).not.toContain('4111111111111111');

      const order = uniqueOrderNumber();
      expect(await gateway.findAuthorizationsByOrderNumber(order)).toEqual([]);
      const charge = await gateway.chargeSavedCard(savedCard, {
        amount: 10_000,
        currency: 'DKK',
        orderNumber: order,
      });
      const found = await gateway.findAuthorizationsByOrderNumber(order);
      expect(found.map((a) => a.authorizationIdentifier)).toEqual([charge.authorizationIdentifier]);
      expect(await subject.otherMerchant.findAuthorizationsByOrderNumber(order)).toEqual([]);
      expect(await subject.otherMerchant.readSavedCard(savedCard)).toBeNull();

      await gateway.deleteSavedCard(savedCard);
      await gateway.deleteSavedCard(savedCard);
      expect(await gateway.readSavedCard(savedCard)).toBeNull();
      await expectKind(
        gateway.chargeSavedCard(savedCard, {
          amount: 100,
          currency: 'DKK',
          orderNumber: uniqueOrderNumber(),
        }),
        'not-found',
      );
    });

    it('declines a later charge of a saved card the bank refuses, with its status code', async () => {
      const { landing } = await authorize({ SaveCard: true }, testCards.laterDeclined);
      const savedCard = landing.searchParams.get('savedCardIdentifier') ?? '';
      const order = uniqueOrderNumber();
      const error = await expectKind(
        gateway.chargeSavedCard(savedCard, { amount: 100, currency: 'DKK', orderNumber: order }),
        'rejected',
      );
      expect(error.gatewayStatusCode).toBe(7);
      expect(await gateway.findAuthorizationsByOrderNumber(order)).toEqual([]);
    });
  });
}
