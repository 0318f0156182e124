import type { ConfirmPaymentInput, DeclinePaymentInput } from '@portal/contracts/membership';
import type { EventPaymentOutcome } from '@portal/contracts/event-entry';
import { api } from '#src/lib/api-client.ts';

/**
 * A failed event payment step is rethrown in SPEC.md's words (section 8), the provider named as
 * the product spells it whichever gateway the club uses; the API's answer stays its cause.
 */
export const eventPaymentErrors = {
  initiate: 'Failed to initiate event Freepay payment',
  create: 'Failed to create Freepay payment request',
  capture: 'Failed to capture Freepay payment',
  decline: 'Failed to decline Freepay payment',
} as const;

async function rethrownAs<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(message, { cause: error });
  }
}

/** The accept URL's token and authorization; the server verifies with the gateway and captures. */
export function confirmEventPayment(input: ConfirmPaymentInput) {
  return rethrownAs(eventPaymentErrors.capture, () =>
    api.post<EventPaymentOutcome>('/event/api/v1/payment/confirm', { body: input }),
  );
}

/** The decline URL's token: the held places are freed; the answer says why. */
export function declineEventPayment(input: DeclinePaymentInput) {
  return rethrownAs(eventPaymentErrors.decline, () =>
    api.post<EventPaymentOutcome>('/event/api/v1/payment/decline', { body: input }),
  );
}
