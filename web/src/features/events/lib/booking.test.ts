import { describe, expect, it } from 'vitest';
import { bookingTotal, isEventId, isFree, ownPrice } from './booking.ts';

describe('prices', () => {
  const event = { memberPrice: 10_000, guestPrice: 15_000, isMember: true };

  it('knows the member’s own price', () => {
    expect(ownPrice(event)).toBe(10_000);
    expect(ownPrice({ ...event, isMember: false })).toBe(15_000);
  });

  it('knows a free event', () => {
    expect(isFree({ memberPrice: 0, guestPrice: 0 })).toBe(true);
    expect(isFree({ memberPrice: 0, guestPrice: 5_000 })).toBe(false);
  });
});

describe('isEventId', () => {
  it('accepts a uuid and nothing else', () => {
    expect(isEventId('3f2b8c1e-0000-4000-8000-000000000000')).toBe(true);
    expect(isEventId('42')).toBe(false);
    expect(isEventId(undefined)).toBe(false);
  });
});

describe('bookingTotal', () => {
  const priced = { isPaid: true, hasQuoteFailed: false };

  it('is not “Free” for a priced event where everyone already holds a ticket', () => {
    expect(bookingTotal({ ...priced, chosenCount: 0, quoted: undefined })).toEqual({
      kind: 'amount',
      amount: 0,
    });
  });

  it('is free for a free event, and for priced places that cost this member nothing', () => {
    expect(
      bookingTotal({ isPaid: false, chosenCount: 2, quoted: undefined, hasQuoteFailed: false }),
    ).toEqual({ kind: 'free' });
    expect(bookingTotal({ ...priced, chosenCount: 1, quoted: 0 })).toEqual({ kind: 'free' });
  });

  it('waits for the server’s quote, and says when it could not be had', () => {
    expect(bookingTotal({ ...priced, chosenCount: 1, quoted: undefined })).toEqual({
      kind: 'quoting',
    });
    expect(
      bookingTotal({ isPaid: true, chosenCount: 1, quoted: undefined, hasQuoteFailed: true }),
    ).toEqual({ kind: 'unknown' });
    expect(bookingTotal({ ...priced, chosenCount: 2, quoted: 30_000 })).toEqual({
      kind: 'amount',
      amount: 30_000,
    });
  });
});
