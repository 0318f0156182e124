import type { Participant } from '@portal/contracts/family';
import { describe, expect, it } from 'vitest';
import { bookablePeople, ticketHolderIds } from './booking-people.ts';

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
