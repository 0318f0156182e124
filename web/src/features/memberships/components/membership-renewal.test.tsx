import { MantineProvider } from '@mantine/core';
import type { Membership } from '@portal/contracts/membership-records';
import type { UpcomingRenewal } from '@portal/contracts/renewal';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { closeBarGroup, useNotificationBars } from '#src/lib/notification-bars/bar-store.ts';
import '#src/lib/i18n/memberships-namespace.ts';
import { MembershipRenewal } from './membership-renewal.tsx';

const user = userEvent.setup({ delay: null });
const membershipId = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const membership: Membership = {
  id: membershipId,
  orgId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  memberId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
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
  renewal: null,
  readyForMembershipRenewal: false,
  hasReceipt: true,
  updateDate: '2026-03-01T10:00:00.000Z',
};

const renewal: UpcomingRenewal = {
  kind: 'automatic',
  status: 'scheduled',
  membershipName: 'Adult',
  periodStart: '2027-01-01',
  periodEnd: '2027-12-31',
  amount: 160_000,
  currency: 'DKK',
  previousAmount: 151_500,
  chargeDate: '2026-12-01',
  nextAttemptOn: null,
  failure: null,
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

function stubFetch(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return (method: string) =>
    fetch.mock.calls
      .map(([url, init]) => ({ url, method: init.method, body: init.body }))
      .filter((call) => call.method === method)
      .map((call) => ({ url: call.url, body: JSON.parse(call.body as string) as unknown }));
}

/** The page leaves for the card window with a full redirect: caught here instead. */
function catchRedirect() {
  const assign = vi.fn();
  const real = window.location;
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    href: real.href,
    origin: real.origin,
    pathname: real.pathname,
    search: real.search,
    hash: real.hash,
    assign,
  } as unknown as Location);
  return assign;
}

/** The shell's notice bars, as far as this test needs them: their messages. */
function Notices() {
  const bars = useNotificationBars();
  return bars.map((bar) => <p key={bar.id}>{bar.message}</p>);
}

function renderRenewal(item: Membership) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MembershipRenewal membership={item} orgKey="ROWING" />
          <Notices />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The notice bars live in one store the test files share (isolate: false).
  closeBarGroup('auto-renewal');
});

describe('the automatic renewal of a membership', () => {
  it('names the card it renews with, next year’s charge and the price rise', () => {
    renderRenewal({ ...membership, renewal });
    expect(
      screen.getByText('Renews automatically with Visa •••• 1111, expires 12/39'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Next year: Adult, DKK 1,600.00 charged on 1 Dec 2026'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The price rises from DKK 1,515.00 to DKK 1,600.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change card: Anna Jensen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Turn off automatic renewal: Anna Jensen' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('says why a declined charge failed, when it is tried again, and offers to renew by hand', () => {
    renderRenewal({
      ...membership,
      renewal: {
        ...renewal,
        status: 'retrying',
        nextAttemptOn: '2026-12-04',
        failure: { key: 'insufficientFunds', message: 'Your card has insufficient funds.' },
      },
    });
    expect(
      screen.getByText(
        'The renewal charge was declined: Your card has insufficient funds. We try again on 4 Dec 2026. Change the card or renew by hand.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change card: Anna Jensen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute(
      'href',
      '/membership/new?renew=ROWING',
    );
  });

  it('says the reason in Danish on a Danish page', async () => {
    await changeLanguage('da');
    try {
      renderRenewal({
        ...membership,
        renewal: {
          ...renewal,
          status: 'failed',
          failure: { key: 'cardExpired', message: 'Your card has expired.' },
        },
      });
      expect(
        screen.getByText(
          'Automatisk fornyelse mislykkedes: Dit kort er udløbet. Forny manuelt inden 31. dec. 2026.',
        ),
      ).toBeInTheDocument();
    } finally {
      // The page is still drawn: it is drawn again in English within the test.
      await act(() => changeLanguage('en'));
    }
  });

  it('is turned off after a confirmation, with a PUT', async () => {
    const calls = stubFetch(() => json({ ...membership, autoRenewal: false }));
    renderRenewal(membership);
    await user.click(
      screen.getByRole('button', { name: 'Turn off automatic renewal: Anna Jensen' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Turn off automatic renewal for Anna Jensen? The card is no longer charged; you can renew by hand.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Automatic renewal is off. We sent you a confirmation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('PUT')[0]).toEqual({
      url: expect.stringContaining(`/member/api/v1/membership/${membershipId}/auto-renewal`),
      body: { autoRenewal: false },
    });
  });

  it('is turned back on with the saved card by a PUT, without the card window', async () => {
    const calls = stubFetch(() => json(membership));
    const assign = catchRedirect();
    renderRenewal({ ...membership, autoRenewal: false });
    expect(screen.getByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew automatically: Anna Jensen' }));
    expect(await screen.findByText('Automatic renewal is on.')).toBeInTheDocument();
    expect(calls('PUT')[0]?.body).toEqual({ autoRenewal: true });
    expect(calls('POST')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a saved card, opens the card window that saves one and turns renewal on', async () => {
    const link = 'https://pay.example.test/window/abc';
    const calls = stubFetch(() => json({ paymentWindowLink: link, amount: 100, currency: 'DKK' }));
    const assign = catchRedirect();
    renderRenewal({ ...membership, autoRenewal: false, savedCard: null });
    await user.click(screen.getByRole('button', { name: 'Renew automatically: Anna Jensen' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link));
    expect(calls('POST')).toEqual([
      {
        url: expect.stringContaining(`/member/api/v1/membership/${membershipId}/card`),
        body: { autoRenewal: true, language: 'en' },
      },
    ]);
    expect(calls('PUT')).toEqual([]);
  });
});
