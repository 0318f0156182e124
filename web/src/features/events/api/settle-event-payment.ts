import type { ConfirmPaymentInput, DeclinePaymentInput } from '@portal/contracts/membership';
import { eventPaymentOutcomeSchema } from '@portal/contracts/event';
import { api } from '#src/lib/api-client.ts';

const parse = (data: unknown) => eventPaymentOutcomeSchema.parse(data);

/** The accept URL's token and authorization; the server verifies with the gateway. */
export function confirmEventPayment(input: ConfirmPaymentInput) {
  return api.post('/event/api/v1/payment/confirm', { body: input, parse });
}

/** The decline URL's token: the held places are freed; the answer says why. */
export function declineEventPayment(input: DeclinePaymentInput) {
  return api.post('/event/api/v1/payment/decline', { body: input, parse });
}
