import type { Event } from '@portal/contracts/event';

type Prices = Pick<Event, 'memberPrice' | 'guestPrice' | 'isMember'>;

/** What the member pays for their own place: the member price needs an active membership. */
export const ownPrice = (event: Prices) => (event.isMember ? event.memberPrice : event.guestPrice);

export const isFree = (event: Pick<Event, 'memberPrice' | 'guestPrice'>) =>
  event.memberPrice === 0 && event.guestPrice === 0;

/**
 * What the booking form's total says. "Free" only where the places cost nothing: a priced event
 * with nobody chosen (e.g. everyone already holds a ticket) is an amount of 0, not free. The
 * amount of a priced choice is the server's quote: `undefined` until it answers.
 */
export type BookingTotal =
  { kind: 'free' } | { kind: 'amount'; amount: number } | { kind: 'quoting' } | { kind: 'unknown' };

export function bookingTotal(input: {
  isPaid: boolean;
  chosenCount: number;
  quoted: number | undefined;
  hasQuoteFailed: boolean;
}): BookingTotal {
  if (!input.isPaid) return { kind: 'free' };
  if (input.chosenCount === 0) return { kind: 'amount', amount: 0 };
  if (input.quoted === undefined) return { kind: input.hasQuoteFailed ? 'unknown' : 'quoting' };
  return input.quoted === 0 ? { kind: 'free' } : { kind: 'amount', amount: input.quoted };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Old or mistyped links carry ids that are no event's: they are not asked for. */
export const isEventId = (value: string | undefined): value is string =>
  value !== undefined && uuidPattern.test(value);
