import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { AuthContext, type AuthState } from '#src/lib/auth/use-auth.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { Component as NewMembership } from './new-membership.tsx';

const user = userEvent.setup({ delay: null });
const annaId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const orgId = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
const adult2026 = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const adult2027 = '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c';
const paymentWindowLink = 'https://pay.example.test/window/xyz';

const signedIn = {
  isAuthenticated: true,
  user: { profile: { email: 'anna@example.test', given_name: 'Anna', family_name: 'Jensen' } },
} as unknown as AuthState;

const address = {
  addressLine1: 'Åboulevarden 1',
  addressLine2: null,
  addressLine3: null,
  city: 'Aarhus C',
  postCode: '8000',
  country: 'Denmark',
};
const anna = {
  id: annaId,
  parentId: null,
  firstName: 'Anna',
  lastName: 'Jensen',
  email: 'anna@example.test',
  phone: '+4522334455',
  gender: 'female',
  dateOfBirth: '1985-04-12',
  profileImage: null,
  address,
  enabled: true,
  familyLink: false,
  familyInvitationStatus: null,
  preferredLanguage: 'en',
  registrationDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
};
const price = { price: 121_200, vat: 30_300, surcharge: 0, total: 151_500 };
const type = (id: string, startDate: string) => ({
  id,
  orgId,
  name: 'Adult',
  membershipPrice: 121_200,
  currency: 'DKK',
  vatRate: 25,
  membershipSurcharge: 0,
  startDate,
  endDate: `${startDate.slice(0, 4)}-12-31`,
  offerStartDate: null,
  isOnOffer: true,
  price,
});
const rowing = { id: orgId, key: 'ROWING', name: 'Aarhus Roklub' };
const offers = [
  {
    ...rowing,
    logo: null,
    membershipTypes: [type(adult2026, '2026-01-01'), type(adult2027, '2027-01-01')],
  },
];
const overview = [
  {
    organisation: { ...rowing, readyForMembershipRenewal: true },
    memberships: [
      {
        id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
        orgId,
        memberId: annaId,
        memberName: 'Anna Jensen',
        enabled: true,
        status: 'active',
        oldStatus: null,
        newStatus: null,
        overallStartDate: '2026-01-01',
        overallEndDate: '2026-12-31',
        autoRenewal: true,
        autoRenewCycle: null,
        savedCard: { brand: 'Visa', lastDigits: '1111', expiry: '12/39' },
        renewal: {
          kind: 'automatic',
          status: 'failed',
          membershipName: 'Adult',
          periodStart: '2027-01-01',
          periodEnd: '2027-12-31',
          amount: 151_500,
          currency: 'DKK',
          previousAmount: null,
          chargeDate: '2026-12-01',
          nextAttemptOn: null,
          failure: { key: 'cardExpired', message: 'Your card has expired.' },
        },
        readyForMembershipRenewal: true,
        hasReceipt: true,
        updateDate: '2026-03-01T10:00:00.000Z',
      },
    ],
  },
];

const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );

/** The portal's calls as the page makes them; the POSTs are kept to be looked at. */
function stubPortal(participants: unknown[] = []) {
  const posts: { path: string; body: { participants: unknown[] } }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://portal.test').pathname;
      if (init.method === 'POST') {
        const body = JSON.parse(init.body as string) as { participants: unknown[] };
        posts.push({ path, body });
        if (path.endsWith('/purchase/preview')) {
          const line = { ...price, memberId: annaId, memberName: 'Anna Jensen' };
          return json({
            organisation: rowing,
            currency: 'DKK',
            lines: [
              {
                ...line,
                membershipConfId: adult2026,
                membershipName: 'Adult',
                vatRate: 25,
                startDate: '2026-01-01',
                endDate: '2026-12-31',
                autoRenewal: true,
              },
            ],
            skipped: [],
            total: price,
            billing: {
              name: 'Anna Jensen',
              email: 'anna@example.test',
              phone: null,
              ...address,
              addressProblems: [],
            },
          });
        }
        return json({
          paymentId: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
          paymentWindowLink,
          orderNumber: 'ROWIN-M-1',
          membershipReference: 'ROWIN-M-4e1f9a2b3c4',
          amount: 151_500,
          currency: 'DKK',
          reused: false,
        });
      }
      if (path.endsWith('/member/search-email')) return json(anna);
      if (path.endsWith('/member/participants')) return json(participants);
      if (path.endsWith('/public/membership-list')) return json(offers);
      if (path.endsWith('/membership/overview')) return json(overview);
      throw new Error(`unexpected call ${path}`);
    }),
  );
  return posts;
}

function renderAt(path: string) {
  render(
    <AuthContext value={signedIn}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <NewMembership />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </AuthContext>,
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
beforeEach(() => {
  // jsdom has none; the organisation picker (SegmentedControl) measures itself with one.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('New Membership’s automatic renewal', () => {
  it('sends autoRenewal for a line whose “Renew automatically” is ticked', async () => {
    const posts = stubPortal();
    const assign = vi.fn();
    const real = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      href: real.href,
      origin: real.origin,
      pathname: real.pathname,
      assign,
    } as unknown as Location);
    renderAt('/membership/new');

    const choice = await screen.findByLabelText('Anna Jensen (you)');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.selectOptions(choice, adult2026);
    const autoRenew = screen.getByRole('checkbox', {
      name: 'Renew Anna Jensen’s membership automatically',
    });
    expect(autoRenew).not.toBeChecked();
    expect(
      screen.getByText(/^The card you pay with is saved with the payment gateway/),
    ).toBeInTheDocument();
    await user.click(autoRenew);
    await user.click(screen.getByRole('button', { name: /^Pay DKK\s1,515\.00$/ }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(paymentWindowLink));
    const purchase = posts.find((post) => post.path.endsWith('/membership/purchase'));
    expect(purchase?.body.participants).toEqual([
      { memberId: annaId, membershipConfId: adult2026, autoRenewal: true },
    ]);
    const previews = posts.filter((post) => post.path.endsWith('/purchase/preview'));
    expect(previews.at(-1)?.body.participants).toEqual([
      { memberId: annaId, membershipConfId: adult2026, autoRenewal: true },
    ]);
  });

  it('with ?renew=ROWING, chooses next year’s type the renewal names, renewing automatically', async () => {
    stubPortal();
    renderAt('/membership/new?renew=ROWING');
    const choice = await screen.findByLabelText('Anna Jensen (you)');
    expect(choice).toHaveValue(adult2027);
    expect(
      screen.getByRole('checkbox', { name: 'Renew Anna Jensen’s membership automatically' }),
    ).toBeChecked();
  });
});

describe('New Membership’s family participants', () => {
  it('names a participant whose family link is not approved as skipped, with no choice', async () => {
    stubPortal([
      {
        kind: 'linked',
        id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
        invitationId: '0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a',
        email: 'ole@example.test',
        familyInvitationStatus: 'pending',
        firstName: null,
        lastName: null,
        phone: null,
        address: null,
      },
    ]);
    renderAt('/membership/new');
    await screen.findByLabelText('Anna Jensen (you)');
    expect(
      screen.getByText(
        'ole@example.test is skipped: their family link is not approved, so no membership can be bought for them.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('ole@example.test')).toBeNull();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
  });
});
