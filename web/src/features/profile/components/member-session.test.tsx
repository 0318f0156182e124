import type { Member } from '@portal/contracts/member';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthState } from '#src/lib/auth/use-auth.tsx';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/members-namespace.ts';
import { closeBarGroup, useNotificationBars } from '#src/lib/notification-bars/bar-store.ts';
import { addressLinkGroup, addressNoticeGroup } from './address-notice.ts';
import { MemberSession } from './member-session.tsx';

// Signed in as Ole, through the library's own context rather than a module mock: test files
// share one module registry (isolate: false), where two files' mocks of one module collide.
const signedIn = {
  isAuthenticated: true,
  user: { access_token: 'token', profile: { email: 'ole@demo.test', given_name: 'Ole' } },
} as unknown as AuthState;

const member = (address: Member['address']): Member => ({
  id: '5f0c1a4e-8a7e-4d0b-9a53-4b8f7f2f6a11',
  parentId: null,
  firstName: 'Ole',
  lastName: 'Hansen',
  email: 'ole@demo.test',
  phone: null,
  gender: null,
  dateOfBirth: null,
  profileImage: null,
  address,
  enabled: true,
  familyLink: false,
  familyInvitationStatus: null,
  preferredLanguage: 'da',
  registrationDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
});

/** The messages of the notification bars, one item each, as the shell would show them. */
function BarProbe() {
  return (
    <ul aria-label="bars">
      {useNotificationBars().map((bar) => (
        <li key={bar.message}>{bar.message}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

function renderSession(client: QueryClient) {
  render(
    <AuthContext value={signedIn}>
      <QueryClientProvider client={client}>
        <MemberSession />
        <BarProbe />
      </QueryClientProvider>
    </AuthContext>,
  );
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

afterEach(() => {
  vi.restoreAllMocks();
  closeBarGroup(addressNoticeGroup);
  closeBarGroup(addressLinkGroup);
});

describe('MemberSession', () => {
  it('shows the address notice, and removes it once the address is fine', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(member(null));
    const client = new QueryClient();
    renderSession(client);
    await waitFor(() =>
      expect(shown()).toEqual([
        'Please complete your profile to continue.',
        '<a href="/edit-profile">Edit profile here</a>',
      ]),
    );

    get.mockResolvedValue(
      member({
        addressLine1: 'Vestergade 1',
        addressLine2: null,
        addressLine3: null,
        city: 'Aarhus',
        postCode: '8000',
        country: 'Denmark',
      }),
    );
    await client.invalidateQueries({ queryKey: ['member'] });
    await waitFor(() => expect(shown()).toEqual([]));
  });

  it('creates the member on the first sign-in, once', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(undefined);
    const post = vi.spyOn(api, 'post').mockResolvedValue(member(null));
    renderSession(new QueryClient());
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/member/api/v1/member/item',
      expect.objectContaining({
        // Mails follow the language of the page the member signed up from.
        body: { email: 'ole@demo.test', firstName: 'Ole', lastName: '', preferredLanguage: 'en' },
      }),
    );
  });
});
