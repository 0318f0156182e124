import type { WaitingPlace } from '@portal/contracts/waiting-list';
import { describe, expect, it } from 'vitest';
import {
  bookingPanelOf,
  guestJoinsWaitingList,
  hasOfferRunOut,
  isOpenToGuests,
  isWaitingListToken,
  waitsForPlaces,
} from './waiting-list.ts';

const now = new Date('2026-11-20T12:00:00.000Z');
const place = (values: Partial<WaitingPlace>): WaitingPlace => ({
  id: '0b7d3a41-2c5e-4f6a-8b9c-1d2e3f4a5b6c',
  eventId: '1c8e4b52-3d6f-4a7b-9cad-2e3f4a5b6c7d',
  status: 'waiting',
  quantity: 2,
  position: 3,
  participantIds: [],
  offerExpiresAt: null,
  entryId: null,
  joinedAt: '2026-11-19T09:00:00.000Z',
  ...values,
});
const offer = (expiresAt: string) =>
  place({ status: 'offered', position: null, offerExpiresAt: expiresAt });
const open = { bookingClosedReason: null, placesLeft: 3, maxPerBooking: null };
const full = { bookingClosedReason: 'full', placesLeft: 0, maxPerBooking: null } as const;

describe('the booking panel of the event page', () => {
  it('shows an offer that still holds before anything else, even once booking has closed', () => {
    const holding = offer('2026-11-21T12:00:00.000Z');
    expect(bookingPanelOf(full, holding, now)).toEqual({ kind: 'offer', place: holding });
    expect(bookingPanelOf({ bookingClosedReason: 'deadlinePassed' }, holding, now).kind).toBe(
      'offer',
    );
  });

  it('shows the place in line while waiting', () => {
    const waiting = place({});
    expect(bookingPanelOf(full, waiting, now)).toEqual({ kind: 'inLine', place: waiting });
  });

  it('offers the waiting list of a full event, and says when one’s offer ran out', () => {
    expect(bookingPanelOf(full, null, now)).toEqual({ kind: 'join', hasOfferRunOut: false });
    expect(bookingPanelOf(full, place({ status: 'expired' }), now)).toEqual({
      kind: 'join',
      hasOfferRunOut: true,
    });
    // Past its end, before the job has marked it: it ran out all the same.
    expect(bookingPanelOf(full, offer('2026-11-20T12:00:00.000Z'), now)).toEqual({
      kind: 'join',
      hasOfferRunOut: true,
    });
  });

  it('books an open event, and says why a closed one cannot be booked', () => {
    expect(bookingPanelOf(open, null, now)).toEqual({ kind: 'book', hasOfferRunOut: false });
    expect(bookingPanelOf(open, place({ status: 'accepted' }), now)).toEqual({
      kind: 'book',
      hasOfferRunOut: false,
    });
    expect(bookingPanelOf({ bookingClosedReason: 'past' }, place({ status: 'left' }), now)).toEqual(
      { kind: 'closed', reason: 'past' },
    );
  });

  it('knows an ended place from one that ran out', () => {
    expect(hasOfferRunOut(null, now)).toBe(false);
    expect(hasOfferRunOut(place({ status: 'cancelled' }), now)).toBe(false);
    expect(hasOfferRunOut(offer('2026-11-20T12:00:01.000Z'), now)).toBe(false);
  });
});

describe('waiting for more places than are left', () => {
  it('is offered when the chosen people do not fit', () => {
    expect(waitsForPlaces(open, 3)).toBe(false);
    expect(waitsForPlaces(open, 4)).toBe(true);
    expect(waitsForPlaces(full, 1)).toBe(true);
  });

  it('is not offered without a limit, past what one booking may take, or when closed', () => {
    expect(waitsForPlaces({ ...open, placesLeft: null }, 20)).toBe(false);
    expect(waitsForPlaces({ ...open, maxPerBooking: 4 }, 5)).toBe(false);
    expect(waitsForPlaces({ ...open, maxPerBooking: 4 }, 4)).toBe(true);
    expect(waitsForPlaces({ ...full, bookingClosedReason: 'deadlinePassed' }, 1)).toBe(false);
  });
});

describe('a guest’s registration', () => {
  it('joins the waiting list of a full event, or when asking for more than is left', () => {
    expect(guestJoinsWaitingList(full, 1)).toBe(true);
    expect(guestJoinsWaitingList(open, 3)).toBe(false);
    expect(guestJoinsWaitingList(open, 4)).toBe(true);
    // Until a number is typed the form registers, and the field says what is wrong.
    expect(guestJoinsWaitingList(open, Number.NaN)).toBe(false);
    expect(guestJoinsWaitingList({ ...open, placesLeft: null }, 20)).toBe(false);
    expect(guestJoinsWaitingList({ bookingClosedReason: 'past', placesLeft: 0 }, 1)).toBe(false);
  });

  it('is open while the event is bookable or full', () => {
    expect(isOpenToGuests(open)).toBe(true);
    expect(isOpenToGuests(full)).toBe(true);
    expect(isOpenToGuests({ bookingClosedReason: 'deadlinePassed' })).toBe(false);
  });
});

describe('a waiting list link', () => {
  it('carries a code of 40 letters and digits', () => {
    expect(isWaitingListToken('aB3'.repeat(13) + 'x')).toBe(true);
    expect(isWaitingListToken('a'.repeat(39))).toBe(false);
    expect(isWaitingListToken(`${'a'.repeat(39)}-`)).toBe(false);
    expect(isWaitingListToken(undefined)).toBe(false);
  });
});
