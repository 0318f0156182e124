import { SELECT_MEMBERSHIP } from '@portal/contracts/membership';
import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { describe, expect, it } from 'vitest';
import { billingFromMember } from './billing.ts';
import { buildBreakdown } from './breakdown.ts';
import { formatMoney } from '#src/lib/format.ts';
import { purchaseInput, purchaseParticipants } from './purchase-participants.ts';

function configuration(id: string, name: string, price: number): MembershipConfiguration {
  return {
    id,
    orgId: 'org',
    name,
    membershipPrice: price,
    currency: 'DKK',
    vatRate: 25,
    membershipSurcharge: 1500,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    offerStartDate: null,
    isOnOffer: true,
    price: { price, vat: price / 4, surcharge: 1500, total: price + price / 4 + 1500 },
  };
}

const adult = configuration('adult', 'Adult', 120000);
const junior = configuration('junior', 'Junior', 60000);
const anna = { memberId: 'anna', name: 'Anna Jensen' };
const emil = { memberId: 'emil', name: 'Emil Jensen' };

describe('the summary before paying', () => {
  it('prices each participant with the one price function and sums them (1515 + 765)', () => {
    const breakdown = buildBreakdown([anna, emil], { anna: 'adult', emil: 'junior' }, [
      adult,
      junior,
    ]);
    expect(
      breakdown.lines.map((line) => [line.memberName, line.membershipName, line.total]),
    ).toEqual([
      ['Anna Jensen', 'Adult', 151500],
      ['Emil Jensen', 'Junior', 76500],
    ]);
    expect(breakdown.total).toEqual({ price: 180000, vat: 45000, surcharge: 3000, total: 228000 });
    expect(formatMoney(breakdown.total.total, 'DKK', 'da')).toBe('2.280,00\u00a0kr.');
    expect(formatMoney(breakdown.total.total, 'DKK', 'en')).toBe('DKK\u00a02,280.00');
  });

  it('skips entries left at Select Membership, empty or unknown', () => {
    const breakdown = buildBreakdown(
      [anna, emil, { memberId: 'x', name: 'X' }],
      { anna: SELECT_MEMBERSHIP, emil: '', x: 'gone' },
      [adult],
    );
    expect(breakdown.lines).toEqual([]);
    expect(breakdown.total.total).toBe(0);
  });

  it('offers the member and approved family only, and sends ids and choices, never amounts', () => {
    const participants = purchaseParticipants(
      { id: 'anna', firstName: 'Anna', lastName: 'Jensen' },
      [
        {
          kind: 'child',
          id: 'emil',
          firstName: 'Emil',
          lastName: 'Jensen',
          gender: null,
          dateOfBirth: null,
          phone: null,
          familyInvitationStatus: 'approved',
        },
        {
          kind: 'linked',
          id: 'pending',
          invitationId: 'i',
          email: 'p@demo.test',
          familyInvitationStatus: 'pending',
          firstName: null,
          lastName: null,
          phone: null,
          address: null,
        },
      ],
    );
    expect(participants).toEqual([anna, emil]);
    expect(purchaseInput('org', participants, { anna: 'adult' }, 'en')).toEqual({
      orgId: 'org',
      language: 'en',
      participants: [
        { memberId: 'anna', membershipConfId: 'adult' },
        { memberId: 'emil', membershipConfId: SELECT_MEMBERSHIP },
      ],
    });
  });
});

describe('the billing details before anything is chosen', () => {
  const member = {
    id: 'anna',
    parentId: null,
    firstName: 'Ole',
    lastName: 'Hansen',
    email: 'noaddress@demo.test',
    phone: null,
    gender: null,
    dateOfBirth: null,
    profileImage: null,
    address: null,
    enabled: true,
    familyLink: false,
    familyInvitationStatus: null,
    preferredLanguage: 'da' as const,
    registrationDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  };

  it('block payment with the address check of contracts/ when the address is missing', () => {
    expect(billingFromMember(member).addressProblems).toEqual([
      'Address is missing. Please add your address in profile to proceed.',
    ]);
  });

  it('pass a complete Danish address', () => {
    const address = {
      addressLine1: 'Åboulevarden 1',
      addressLine2: null,
      addressLine3: null,
      city: 'Aarhus C',
      postCode: '8000',
      country: 'Denmark',
    };
    expect(billingFromMember({ ...member, address })).toMatchObject({
      name: 'Ole Hansen',
      city: 'Aarhus C',
      addressProblems: [],
    });
  });
});
