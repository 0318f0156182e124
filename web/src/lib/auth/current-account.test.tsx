import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client.ts';
import {
  parseCurrentAccount,
  refreshCurrentAccount,
  useCurrentAccount,
  useOwnGrants,
} from './current-account.ts';
import { AuthContext, type AuthState, loadingAuthState } from './use-auth.tsx';

const answer = {
  subject: 'dwho',
  email: 'dwho@badwolf.org',
  name: 'Doctor Who',
  givenName: '',
  familyName: '',
  grants: [{ orgKey: 'ROWING', role: 'ADMIN' }],
  memberId: null,
  emailVerified: true,
};

describe('parseCurrentAccount', () => {
  it('keeps the grants the server read, and what the email notice needs', () => {
    expect(parseCurrentAccount(answer)).toEqual({
      email: 'dwho@badwolf.org',
      emailVerified: true,
      grants: [{ orgKey: 'ROWING', role: 'ADMIN' }],
    });
  });

  it.each([
    null,
    [],
    { ...answer, grants: undefined },
    { ...answer, grants: ['org:ROWING|role:ADMIN'] },
    { ...answer, grants: [{ orgKey: 'ROWING', role: 'OWNER' }] },
    { ...answer, emailVerified: 'yes' },
  ])('refuses %j', (body) => {
    expect(() => parseCurrentAccount(body)).toThrow(/unexpected shape/);
  });
});

describe('the signed-in account', () => {
  const signedIn = {
    isAuthenticated: true,
    user: { profile: { sub: 'dwho' } },
  } as unknown as AuthState;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext value={signedIn}>{children}</AuthContext>
  );
  const useBoth = () => ({ guard: useCurrentAccount(), sidebar: useOwnGrants() });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is asked once for all the parts that show it', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(answer);
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.sidebar).toEqual(answer.grants));
    renderHook(useBoth, { wrapper });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(
      '/tools/api/auth/me',
      expect.objectContaining({ asSelf: true }),
    );
  });

  it('keeps the last answer when asking again fails, and asks again when told to', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce(answer)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ ...answer, emailVerified: false });
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.guard.data?.emailVerified).toBe(true));
    await act(async () => {
      await expect(result.current.guard.refetch()).rejects.toThrow('offline');
    });
    await waitFor(() => expect(result.current.guard.isError).toBe(true));
    expect(result.current.guard.data?.emailVerified).toBe(true);

    await act(async () => {
      refreshCurrentAccount();
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.guard.data?.emailVerified).toBe(false));
    expect(result.current.guard.isError).toBe(false);
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('is asked again when the tab comes back after 30 seconds, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const get = vi.spyOn(api, 'get').mockResolvedValue(answer);
    const { result } = renderHook(useBoth, { wrapper });
    await waitFor(() => expect(result.current.sidebar).toEqual(answer.grants));
    const comeBack = () =>
      act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
        await Promise.resolve();
      });
    await comeBack();
    expect(get).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 30_000);
    await comeBack();
    expect(get).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(result.current.guard.data).toBeDefined());
  });

  it('draws nothing again for an answer that tells what it already shows', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce(answer)
      .mockResolvedValueOnce({ ...answer })
      .mockResolvedValueOnce({ ...answer, grants: [] });
    let draws = 0;
    const { result } = renderHook(
      () => {
        draws += 1;
        return useBoth();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.sidebar).toEqual(answer.grants));
    const drawsWithAnswer = draws;
    const askAgain = () =>
      act(async () => {
        refreshCurrentAccount();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    await askAgain();
    expect(get).toHaveBeenCalledTimes(2);
    expect(draws).toBe(drawsWithAnswer);
    await askAgain();
    await waitFor(() => expect(result.current.sidebar).toEqual([]));
    expect(draws).toBeGreaterThan(drawsWithAnswer);
  });

  it('is not asked before sign-in', () => {
    const get = vi.spyOn(api, 'get');
    const { result } = renderHook(useCurrentAccount, {
      wrapper: ({ children }) => <AuthContext value={loadingAuthState}>{children}</AuthContext>,
    });
    expect(result.current.data).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
  });
});
