import type { ConfirmPaymentInput, DeclinePaymentInput } from '@portal/contracts/membership';

/** Keeps a gateway text only when the server would accept it (at most 64 characters). */
function field(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
}

/**
 * The accept URL's parameters as the confirm call takes them. Unknown parameters the gateway may
 * add are dropped: the call is strict and would refuse them.
 */
export function confirmInputFrom(params: URLSearchParams): ConfirmPaymentInput | null {
  const token = params.get('token');
  if (!token) return null;
  return {
    token,
    authorizationIdentifier: field(params, 'authorizationIdentifier', 64),
    savedCardIdentifier: field(params, 'savedCardIdentifier', 64),
  };
}

/** The decline URL's parameters (SPEC.md "Decline info"): they only choose the words shown. */
export function declineInputFrom(params: URLSearchParams): DeclinePaymentInput | null {
  const token = params.get('token');
  if (!token) return null;
  return {
    token,
    acquirer: field(params, 'acquirer', 16),
    gatewayreason: field(params, 'gatewayreason', 16),
    reason: field(params, 'reason', 200),
  };
}
