import type { CurrentUser } from '@portal/contracts/current-user';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthState } from '#src/lib/auth/use-auth.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '#src/lib/api-client.ts';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import EmailVerificationNotice from './email-verification-notice.tsx';

const signedIn = {
  isAuthenticated: true,
  user: { access_token: 'token', profile: { email: 'karen@example.dk', given_name: 'Karen' } },
} as unknown as AuthState;

const account = (emailVerified: boolean): CurrentUser => ({
  subject: '5f0c1a4e-8a7e-4d0b-9a53-4b8f7f2f6a11',
  email: 'karen@example.dk',
  name: 'Karen Holm',
  givenName: 'Karen',
  familyName: 'Holm',
  grants: [{ orgKey: 'ALL', role: 'USER' }],
  memberId: null,
  emailVerified,
});

function renderNotice() {
  render(
    <MantineProvider env="test">
      <AuthContext value={signedIn}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <EmailVerificationNotice />
          </MemoryRouter>
        </QueryClientProvider>
      </AuthContext>
    </MantineProvider>,
  );
}

const tooSoon = new ApiError('http', 429, 'too soon', {
  problem: {
    type: 'about:blank',
    title: 'Too Many Requests',
    status: 429,
    code: 'email_verification_sent_recently',
    params: { count: 42 },
  },
});

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

afterEach(() => vi.restoreAllMocks());

describe('EmailVerificationNotice', () => {
  it('says what an unconfirmed address means and sends the link again', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(account(false));
    const post = vi.spyOn(api, 'post').mockResolvedValueOnce(undefined).mockRejectedValue(tooSoon);
    renderNotice();
    const notice = await screen.findByRole('region', { name: 'Confirm your email address' });
    expect(notice).toHaveTextContent(
      'We sent a link to karen@example.dk. Until you follow it, you cannot pay or book.',
    );
    const sendAgain = screen.getByRole('button', { name: 'Send again' });
    await userEvent.click(sendAgain);
    expect(await screen.findByText('We sent a new link to karen@example.dk.')).toBeVisible();
    expect(post).toHaveBeenCalledWith('/tools/api/auth/email-verification', { asSelf: true });

    await userEvent.click(sendAgain);
    expect(
      await screen.findByText(
        'We sent you a link a moment ago. You can ask for another in 42 seconds.',
      ),
    ).toBeVisible();
  });

  it('shows nothing once the address is confirmed', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(account(true));
    renderNotice();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/tools/api/auth/me', expect.anything()));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
