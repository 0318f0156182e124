import type { Participant } from '@portal/contracts/family';
import { describe, expect, it } from 'vitest';
import {
  bookablePeople,
  bookingTotal,
  isEventId,
  isFree,
  ownPrice,
  ticketHolderIds,
} from './booking.ts';

const anna = { id: 'a', firstName: 'Anna', lastName: 'Jensen' };

const child = (id: string, firstName: string): Participant => ({
  kind: 'child',
  id,
  firstName,
  lastName: 'Jensen',
  gender: null,
  dateOfBirth: null,
  phone: null,
  familyInvitationStatus: 'approved',
});

const linked = (
  id: string,
  status: 'pending' | 'approved' | 'rejected',
  firstName: string | null,
): Participant => ({
  kind: 'linked',
  id,
  invitationId: `${id}-invitation`,
  email: `${id}@demo.test`,
  familyInvitationStatus: status,
  firstName,
  lastName: firstName ? 'Holm' : null,
  phone: null,
  address: null,
});

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

describe('bookablePeople', () => {
  it('puts the member first, then children and approved links only', () => {
    const people = bookablePeople(anna, [
      child('e', 'Emil'),
      linked('p', 'pending', null),
      linked('r', 'rejected', 'Rita'),
      linked('o', 'approved', 'Ole'),
    ]);
    expect(people).toEqual([
      { id: 'a', name: 'Anna Jensen', isSelf: true },
      { id: 'e', name: 'Emil Jensen', isSelf: false },
      { id: 'o', name: 'Ole Holm', isSelf: false },
    ]);
  });
});

describe('ticketHolderIds', () => {
  it('collects participants with live tickets only', () => {
    const ids = ticketHolderIds([
      {
        tickets: [
          { participantId: 'a', status: 'valid' },
          { participantId: 'e', status: 'cancelled' },
          { participantId: null, status: 'valid' },
        ],
      },
      { tickets: [{ participantId: 'o', status: 'checked_in' }] },
    ]);
    expect([...ids].sort()).toEqual(['a', 'o']);
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
