import { ApiError, problemDetail } from '#src/lib/api-client.ts';

export type PurchaseErrorText =
  | { key: 'gatewayDown' | 'pending' | 'failed' }
  | { key: 'badInput'; detail: string }
  | { key: 'refused'; detail: string };

/** What to tell the member when the purchase call fails (SPEC.md section 8, the item 7). */
export function purchaseErrorText(error: unknown): PurchaseErrorText {
  if (!(error instanceof ApiError)) return { key: 'failed' };
  if (error.kind === 'timeout' || error.status === 502 || error.status === 503) {
    return { key: 'gatewayDown' };
  }
  if (error.status === 409) return { key: 'pending' };
  // A refusal the member can act on (an email address still to confirm) in the server's words.
  const refusal = error.status === 403 ? problemDetail(error.problem) : undefined;
  if (refusal) return { key: 'refused', detail: refusal };
  if (error.status === 400 || error.status === 422) {
    return { key: 'badInput', detail: error.message };
  }
  return { key: 'failed' };
}
