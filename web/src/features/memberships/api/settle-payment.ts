import {
  type ConfirmPaymentInput,
  confirmPaymentInputSchema,
  type DeclinePaymentInput,
  declinePaymentInputSchema,
  type PaymentOutcome,
} from '@portal/contracts/membership';
import { api } from '#src/lib/api-client.ts';

/**
 * The return from the payment window: the accept page's confirm call and the decline page's
 * decline call. Both are idempotent on the server, so a replayed page shows the same outcome.
 */
export function confirmPayment(input: ConfirmPaymentInput) {
  return api.post<PaymentOutcome>('/member/api/v1/membership/payment/confirm', {
    body: confirmPaymentInputSchema.parse(input),
  });
}

export function declinePayment(input: DeclinePaymentInput) {
  return api.post<PaymentOutcome>('/member/api/v1/membership/payment/decline', {
    body: declinePaymentInputSchema.parse(input),
  });
}
