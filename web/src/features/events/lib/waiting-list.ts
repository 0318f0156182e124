import type { BookingClosedReason, PublicEvent } from '@portal/contracts/event';
import type { WaitingPlace } from '@portal/contracts/waiting-list';

type Places = Pick<PublicEvent, 'placesLeft' | 'maxPerBooking' | 'bookingClosedReason'>;
type Place = Pick<WaitingPlace, 'status' | 'offerExpiresAt'>;

/** An offer holds until its end; the job that passes it on may run a moment later. */
export const isOfferHolding = (place: Place, now: Date) =>
  place.status === 'offered' &&
  place.offerExpiresAt !== null &&
  Date.parse(place.offerExpiresAt) > now.getTime();

/** Whether the last offer to this person ran out untaken. */
export const hasOfferRunOut = (place: Place | null, now: Date) =>
  place !== null &&
  (place.status === 'expired' || (place.status === 'offered' && !isOfferHolding(place, now)));

/**
 * Whether a booking for `count` people would find too few places, so that they may wait in line
 * instead: the server takes a place in line only then, and never for more than one booking may
 * take.
 */
export function waitsForPlaces(event: Places, count: number): boolean {
  if (event.bookingClosedReason !== null && event.bookingClosedReason !== 'full') return false;
  if (event.placesLeft === null || !(count > event.placesLeft)) return false;
  return event.maxPerBooking === null || count <= event.maxPerBooking;
}

/** What the event page shows where one books. */
export type BookingPanel =
  | { kind: 'offer'; place: WaitingPlace }
  | { kind: 'inLine'; place: WaitingPlace }
  /** The event is full: one may join its waiting list. */
  | { kind: 'join'; hasOfferRunOut: boolean }
  | { kind: 'book'; hasOfferRunOut: boolean }
  | { kind: 'closed'; reason: BookingClosedReason };

/**
 * A live place in line comes first: an offer holds its places, so the event looks full to
 * everyone else, and it may be taken after booking has closed.
 */
export function bookingPanelOf(
  event: Pick<PublicEvent, 'bookingClosedReason'>,
  place: WaitingPlace | null,
  now: Date,
): BookingPanel {
  if (place && isOfferHolding(place, now)) return { kind: 'offer', place };
  if (place?.status === 'waiting') return { kind: 'inLine', place };
  const runOut = hasOfferRunOut(place, now);
  const reason = event.bookingClosedReason;
  if (reason === 'full') return { kind: 'join', hasOfferRunOut: runOut };
  if (reason !== null) return { kind: 'closed', reason };
  return { kind: 'book', hasOfferRunOut: runOut };
}

/**
 * A guest's registration joins the waiting list instead when the event is full, or has fewer
 * places left than the guest asks for.
 */
export function guestJoinsWaitingList(
  event: Pick<PublicEvent, 'placesLeft' | 'bookingClosedReason'>,
  quantity: number,
): boolean {
  if (event.bookingClosedReason === 'full') return true;
  if (event.bookingClosedReason !== null || event.placesLeft === null) return false;
  return Number.isInteger(quantity) && quantity > event.placesLeft;
}

/** Guests may register, or join the waiting list of a full event. */
export const isOpenToGuests = (event: Pick<PublicEvent, 'bookingClosedReason'>) =>
  event.bookingClosedReason === null || event.bookingClosedReason === 'full';

/** The code of a waiting list link: anything else names no place and is not asked for. */
export const isWaitingListToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9]{40}$/.test(value);
