import {
  type PurchaseInput,
  purchaseInputSchema,
  purchaseResultSchema,
} from '@portal/contracts/membership';
import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { loggedOnFailure, silentPaymentErrors } from '../lib/silent-errors.ts';

export { purchaseInputSchema };

const linkSchema = purchaseResultSchema.shape.paymentWindowLink;

function parsePurchaseResult(data: unknown) {
  const link = (data as { paymentWindowLink?: unknown } | null)?.paymentWindowLink;
  if (!linkSchema.safeParse(link).success) console.error(silentPaymentErrors.linkMissing);
  return purchaseResultSchema.parse(data);
}

/** Records the purchase on the server, which answers the hosted payment window's link. */
export function startPurchase(input: PurchaseInput) {
  return loggedOnFailure(silentPaymentErrors.request, () =>
    api.post('/member/api/v1/membership/purchase', {
      body: purchaseInputSchema.parse(input),
      parse: parsePurchaseResult,
    }),
  );
}

/** The Pay button's step: the purchase, with its failure logged once more as the step's. */
export function initiatePayment(input: PurchaseInput) {
  return loggedOnFailure(silentPaymentErrors.initiate, () => startPurchase(input));
}

export function useStartPurchase() {
  return useMutation({ mutationFn: initiatePayment });
}
