import { randomToken, upperAlphanumerics } from './random-token.ts';

/**
 * SPEC.md section 9 gives no value for the "fixed product-specific word" used when an
 * organisation has no key; this is ours (docs/decisions.md).
 */
export const ORDER_NUMBER_FALLBACK_WORD = 'CLUB';

function prefixOf(orgKey: string | null | undefined): string {
  const key = orgKey?.trim() ?? '';
  return (key === '' ? ORDER_NUMBER_FALLBACK_WORD : key).slice(0, 5);
}

/**
 * The membership order number of SPEC.md section 9: the first 5 characters of the organisation
 * key, `-M-`, the last 11 characters of the member id, e.g. `ROWIN-M-c4d6e8fa1b3`. It names
 * the member and organisation, so it repeats on a retry and next year.
 */
export function membershipOrderNumber(orgKey: string | null | undefined, memberId: string): string {
  return `${prefixOf(orgKey)}-M-${memberId.slice(-11)}`;
}

/**
 * The order number sent to the card gateway, which must be unique per payment (4 to 20
 * characters): the spec's prefix and `-M-`, then 11 random characters in place of the member id.
 * It has the shape and length of the spec's number and one per payment attempt
 * (docs/decisions.md, "Order numbers").
 */
export function gatewayOrderNumber(orgKey: string | null | undefined): string {
  return `${prefixOf(orgKey)}-M-${randomToken(11, upperAlphanumerics)}`;
}

/** The event order number of SPEC.md section 9: `IZY-EVE-` and the last 12 of the return token. */
export function eventOrderNumber(returnToken: string): string {
  return `IZY-EVE-${returnToken.slice(-12)}`;
}
