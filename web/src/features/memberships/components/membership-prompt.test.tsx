import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuthContext, type AuthState, loadingAuthState } from '#src/lib/auth/use-auth.tsx';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '#src/lib/i18n/i18n.ts';
import '#src/lib/i18n/memberships-namespace.ts';
import { setActingMember } from '#src/lib/auth/acting-member.ts';
import { promptFlags } from '../lib/prompt-flags.ts';
import { ownMemberKey } from '#src/lib/members/own-member-key.ts';
import { organizationsQueryOptions } from '#src/lib/organisations/get-organizations.ts';
import { membershipCheck } from '../lib/membership-check.ts';
import { MembershipPromptSlot } from './membership-prompt-slot.tsx';

const sofie = { email: 'super@demo.test', sid: 'login-1' };
// Through the library's own context, not a module mock: test files share one module registry.
const signedIn = { isAuthenticated: true, user: { profile: sofie } } as unknown as AuthState;
const findMemberByEmail = vi.hoisted(() =>
  vi.fn((email: string) => Promise.resolve({ id: email })),
);
vi.mock(import('#src/lib/members/get-own-member.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  findMemberByEmail: findMemberByEmail as never,
}));
vi.mock(import('#src/lib/organisations/get-organizations.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  getOrganizations: () => Promise.resolve([{ id: 'rowing' }] as never),
}));
// No membership anywhere, unless a test says otherwise: the prompt has reason to show.
const getMemberMemberships = vi.hoisted(() =>
  vi.fn((): Promise<{ orgId: string; status: string }[]> => Promise.resolve([])),
);
vi.mock(import('../api/get-member-memberships.ts'), () => ({
  getMemberMemberships: getMemberMemberships as never,
}));

const queries = new QueryClient();
const renderAt = (path: string, auth: AuthState = signedIn) =>
  render(
    <QueryClientProvider client={queries}>
      <AuthContext value={auth}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={[path]}>
            <MembershipPromptSlot />
          </MemoryRouter>
        </MantineProvider>
      </AuthContext>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
// Before each test and after the last, not after each: a prompt still drawn then (Testing Library
// unmounts it later) would start a check for the member no longer acted as, outside the test.
beforeEach(() => act(() => setActingMember(null)));
afterAll(() => setActingMember(null));
afterEach(() => {
  queries.clear();
  sessionStorage.clear();
  findMemberByEmail.mockClear();
  getMemberMemberships.mockClear();
});

describe('the membership prompt', () => {
  it('offers a membership after login to a member without one', async () => {
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take Membership' })).toBeInTheDocument();
  });

  it('is done, without showing, for a member already on the purchase page', async () => {
    renderAt('/membership/new');
    // Give the check time to answer: the member id, organisations and memberships resolve at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Become a member' })).toBeNull();
    expect(promptFlags().wasShown()).toBe(true);
  });

  it('asks about the member a super administrator acts as, by that member’s email', async () => {
    act(() =>
      setActingMember({
        id: 'anna',
        firstName: 'Anna',
        lastName: 'Jensen',
        email: 'member@demo.test',
      }),
    );
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    expect(findMemberByEmail.mock.calls.map(([email]) => email)).toEqual(['member@demo.test']);
  });

  it('takes the answer of the check the app started at start-up, rather than asking again', async () => {
    promptFlags().noteLogin(sofie.sid);
    const startedEarly = membershipCheck(sofie.email, sofie.sid, queries);
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    await expect(startedEarly).resolves.toBe(true);
    expect(findMemberByEmail).toHaveBeenCalledTimes(1);
  });

  it('calls the check off when it is gone, and a new one asks again', async () => {
    promptFlags().noteLogin(sofie.sid);
    const { unmount } = renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    unmount();
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    await waitFor(() => expect(findMemberByEmail).toHaveBeenCalledTimes(2));
  });

  it('is drawn at once on a later page of the session whose check found no membership', async () => {
    promptFlags().noteLogin(sofie.sid);
    promptFlags().notePromptFor(sofie.email);
    // The check asked again has not answered yet.
    findMemberByEmail.mockReturnValueOnce(new Promise(() => undefined));
    // Asked again once the prompt is on the screen: its calls do not come before it.
    const frames: FrameRequestCallback[] = [];
    const paint = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((frame) => frames.push(frame));
    renderAt('/');
    expect(screen.getByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(findMemberByEmail).not.toHaveBeenCalled();
    paint.mockRestore();
    for (const frame of frames.splice(0)) frame(performance.now());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(findMemberByEmail).toHaveBeenCalledWith(sofie.email, expect.any(AbortSignal));
  });

  it('keeps the session’s answer once the check found no membership, for that member only', async () => {
    promptFlags().noteLogin(sofie.sid);
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    expect(promptFlags().isPromptKnownFor(sofie.email)).toBe(true);
    expect(promptFlags().isPromptKnownFor('member@demo.test')).toBe(false);
  });

  it('goes away when the check asked again finds a membership taken meanwhile', async () => {
    promptFlags().noteLogin(sofie.sid);
    promptFlags().notePromptFor(sofie.email);
    getMemberMemberships.mockResolvedValueOnce([{ orgId: 'rowing', status: 'ACTIVE' }]);
    renderAt('/');
    expect(screen.getByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Become a member' })).toBeNull();
    expect(promptFlags().needsCheck()).toBe(false);
  });

  it('stays closed when the member answers it before the check asked again has answered', async () => {
    promptFlags().noteLogin(sofie.sid);
    promptFlags().notePromptFor(sofie.email);
    let findMember = (_member: { id: string }) => {};
    findMemberByEmail.mockReturnValueOnce(new Promise((resolve) => (findMember = resolve)));
    renderAt('/');
    await waitFor(() => expect(findMemberByEmail).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Ignore' }));
    expect(screen.queryByRole('region', { name: 'Become a member' })).toBeNull();
    findMember({ id: sofie.email });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Become a member' })).toBeNull();
  });

  it('stays when the check asked again gets no answer', async () => {
    promptFlags().noteLogin(sofie.sid);
    promptFlags().notePromptFor(sofie.email);
    getMemberMemberships.mockRejectedValueOnce(new Error('offline'));
    renderAt('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(getMemberMemberships).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Become a member' })).toBeInTheDocument();
  });

  it('is carried hidden while the session is not read yet (the prerendered page), and dropped when not due', async () => {
    const { unmount } = renderAt('/', loadingAuthState);
    const prompt = { name: 'Become a member', hidden: true };
    expect(screen.getByRole('region', prompt)).not.toBeVisible();
    unmount();
    // Signed in, with this session's check answered (a membership was found): nothing is drawn.
    promptFlags().noteLogin(sofie.sid);
    promptFlags().clearCheck();
    renderAt('/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', prompt)).toBeNull();
    expect(findMemberByEmail).not.toHaveBeenCalled();
  });

  it('waits while the browser is offline, unanswered, and is offered again back online', async () => {
    promptFlags().noteLogin(sofie.sid);
    promptFlags().notePromptFor(sofie.email);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderAt('/');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('region', { name: 'Become a member' })).toBeNull();
      expect(promptFlags().isPromptKnownFor(sofie.email)).toBe(true);
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(screen.getByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('leaves the member and the organisations it read where the shell and event list look', async () => {
    renderAt('/');
    expect(await screen.findByRole('region', { name: 'Become a member' })).toBeInTheDocument();
    expect(queries.getQueryData(ownMemberKey(sofie.email))).toEqual({ id: sofie.email });
    expect(queries.getQueryData(organizationsQueryOptions().queryKey)).toEqual([{ id: 'rowing' }]);
  });
});
