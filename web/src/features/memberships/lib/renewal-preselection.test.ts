import type { Membership } from '@portal/contracts/membership-records';
import type {
  MembershipConfiguration,
  PublicMembershipOffer,
} from '@portal/contracts/organisation';
import type { UpcomingRenewal } from '@portal/contracts/renewal';
import { describe, expect, it } from 'vitest';
import { renewalPreselection } from './renewal-preselection.ts';

const rowing = { id: 'org-rowing', key: 'ROWING', name: 'Aarhus Roklub' };
const price = { price: 121_200, vat: 30_300, surcharge: 0, total: 151_500 };

function type(id: string, name: string, startDate: string, isOnOffer = true) {
  return {
    id,
    orgId: rowing.id,
    name,
    membershipPrice: 121_200,
    currency: 'DKK',
    vatRate: 25,
    membershipSurcharge: 0,
    startDate,
    endDate: `${startDate.slice(0, 4)}-12-31`,
    offerStartDate: null,
    isOnOffer,
    price,
  } satisfies MembershipConfiguration;
}

const offers: PublicMembershipOffer[] = [
  { id: 'org-sailing', key: 'SAILING', name: 'Sejlklubben', logo: null, membershipTypes: [] },
  {
    ...rowing,
    logo: null,
    membershipTypes: [
      type('adult-2026', 'Adult', '2026-01-01'),
      type('adult-2027', 'Adult', '2027-01-01'),
      type('junior-2027', 'Junior', '2027-01-01'),
      type('senior-2027', 'Senior', '2027-01-01', false),
    ],
  },
];

const renewal = (membershipName: string, status: UpcomingRenewal['status'] = 'invited') =>
  ({
    kind: 'invitation',
    status,
    membershipName,
    periodStart: '2027-01-01',
    periodEnd: '2027-12-31',
    amount: 151_500,
    currency: 'DKK',
    previousAmount: null,
    chargeDate: null,
    nextAttemptOn: null,
    failure: null,
  }) satisfies UpcomingRenewal;

function membership(memberId: string, next: UpcomingRenewal | null, autoRenewal = false) {
  return {
    id: `membership-${memberId}`,
    orgId: rowing.id,
    memberId,
    memberName: memberId,
    enabled: true,
    status: 'active',
    oldStatus: null,
    newStatus: null,
    overallStartDate: '2026-01-01',
    overallEndDate: '2026-12-31',
    autoRenewal,
    autoRenewCycle: null,
    savedCard: null,
    renewal: next,
    readyForMembershipRenewal: true,
    hasReceipt: true,
    updateDate: '2026-03-01T10:00:00.000Z',
  } satisfies Membership;
}

const participants = [
  { memberId: 'anna', name: 'Anna Jensen' },
  { memberId: 'emil', name: 'Emil Jensen' },
  { memberId: 'sofie', name: 'Sofie Jensen' },
];
const overview = (memberships: Membership[]) => [
  { organisation: { ...rowing, readyForMembershipRenewal: true }, memberships },
];

describe('the renewal chosen by ?renew={orgKey}', () => {
  it('chooses next period’s type named by each participant’s renewal', () => {
    const chosen = renewalPreselection(
      'ROWING',
      offers,
      overview([
        membership('anna', renewal('Adult', 'failed'), true),
        membership('emil', renewal('Junior')),
        membership('sofie', null),
      ]),
      participants,
    );
    expect(chosen).toEqual({
      orgId: rowing.id,
      choices: { anna: 'adult-2027', emil: 'junior-2027' },
      // Anna's membership renewed itself: so does the one she now pays by hand.
      autoRenewals: { anna: true },
    });
  });

  it('finds the organisation whatever the case of its key', () => {
    expect(renewalPreselection('rowing', offers, [], participants)).toEqual({
      orgId: rowing.id,
      choices: {},
      autoRenewals: {},
    });
  });

  it('chooses nothing for an unknown organisation', () => {
    expect(renewalPreselection('CHESS', offers, [], participants)).toBeNull();
  });

  it('leaves out types not on offer, other periods and people who are not participants', () => {
    const chosen = renewalPreselection(
      'ROWING',
      offers,
      overview([
        membership('anna', renewal('Senior')),
        membership('emil', { ...renewal('Junior'), periodStart: '2028-01-01' }),
        membership('karen', renewal('Adult')),
      ]),
      participants,
    );
    expect(chosen?.choices).toEqual({});
  });

  it('does not buy again what is paid, being charged or about to be charged to the saved card', () => {
    const chosen = renewalPreselection(
      'ROWING',
      offers,
      overview([
        membership('anna', renewal('Adult', 'paid')),
        membership('emil', renewal('Junior', 'charging')),
        membership('sofie', renewal('Adult', 'scheduled'), true),
      ]),
      participants,
    );
    expect(chosen?.choices).toEqual({});
  });
});
