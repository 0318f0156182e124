import { act, render, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuthSessionProvider } from '#src/lib/auth/auth-session-context.tsx';
import type { AuthSession } from '#src/lib/auth/auth-session.ts';
import { AuthContext, type AuthState } from '#src/lib/auth/use-auth.tsx';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import { defaultPublicConfig } from '#src/lib/public-config.ts';
import { PublicConfigProvider } from '#src/lib/public-config-context.tsx';
import { Header } from './header.tsx';
import { createUnreadCount } from './unread-count.ts';

const signedIn: AuthState = {
  isLoading: false,
  isAuthenticated: true,
  user: {
    profile: { sub: 'anna', email: 'anna@example.test', name: 'Anna Berg' },
  } as unknown as User,
};
const signedOut: AuthState = { isLoading: false, isAuthenticated: false };

function headerWith(auth: AuthState, unread = createUnreadCount(), notificationsEnabled = true) {
  return (
    // The session is only asked to sign in, which these tests do not.
    <AuthSessionProvider session={{} as unknown as AuthSession}>
      <AuthContext value={auth}>
        <PublicConfigProvider config={{ ...defaultPublicConfig, notificationsEnabled }}>
          <MemoryRouter>
            <Header isNavOpen={false} onToggleNav={() => undefined} unreadNotifications={unread} />
          </MemoryRouter>
        </PublicConfigProvider>
      </AuthContext>
    </AuthSessionProvider>
  );
}

function drawHeader(auth: AuthState, notificationsEnabled = true) {
  const unread = createUnreadCount();
  render(headerWith(auth, unread, notificationsEnabled));
  return unread;
}

const bell = () => screen.queryByRole('button', { name: /unread notification/ });

describe("the header's bell (SPEC.md section 1)", () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('shows while there are unread notifications, with their count', () => {
    const unread = drawHeader(signedIn);
    expect(bell()).toBeNull();
    act(() => unread.set(3));
    expect(bell()).toHaveAccessibleName('3 unread notifications');
    act(() => unread.set(1));
    expect(bell()).toHaveAccessibleName('1 unread notification');
    act(() => unread.set(0));
    expect(bell()).toBeNull();
  });

  it('does not show to a visitor signed out, nor where notifications are turned off', () => {
    act(() => drawHeader(signedOut).set(2));
    expect(bell()).toBeNull();
    act(() => drawHeader(signedIn, false).set(2));
    expect(bell()).toBeNull();
  });
});

describe("the header's Sign in (issue 19)", () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
  });

  it('is drawn hidden while the session is read, and is the same button once it is known', () => {
    const { rerender } = render(headerWith({ isLoading: true, isAuthenticated: false }));
    // The prerendered pages carry it so: their script shows it where the tab holds no session.
    const signIns = () =>
      screen
        .queryAllByRole('button', { hidden: true })
        .filter((button) => button.hasAttribute('data-sign-in'));
    const [early] = signIns();
    expect(early).toHaveAttribute('hidden');
    expect(early).toHaveTextContent('Sign in');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    rerender(headerWith(signedOut));
    // A press the page held while the app loaded is made again on this very element.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(early);
    rerender(headerWith(signedIn));
    expect(signIns()).toEqual([]);
  });
});
