import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#src/lib/api-client.ts';
import { setActingMember } from '#src/lib/auth/acting-member.ts';
import { useRememberPreferredLanguage } from './preferred-language.ts';

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock(import('react-oidc-context'), async (importOriginal) => ({
  ...(await importOriginal()),
  useAuth: () =>
    (signedIn.value
      ? { isAuthenticated: true, user: { profile: { email: 'anna@demo.test' } } }
      : { isAuthenticated: false, user: null }) as never,
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  vi.restoreAllMocks();
  signedIn.value = true;
  act(() => setActingMember(null));
});

describe('the language switch', () => {
  it('keeps a signed-in member’s choice for their mails', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({});
    const { result } = renderHook(() => useRememberPreferredLanguage(), { wrapper });
    act(() => result.current('en'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/member/api/v1/member/item', {
        body: { preferredLanguage: 'en' },
      }),
    );
  });

  it('changes nothing for a visitor, or for the member a super administrator acts as', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({});
    signedIn.value = false;
    const visitor = renderHook(() => useRememberPreferredLanguage(), { wrapper });
    act(() => visitor.result.current('en'));
    signedIn.value = true;
    act(() =>
      setActingMember({ id: 'm-1', firstName: 'Anna', lastName: 'Jensen', email: 'a@demo.test' }),
    );
    const acting = renderHook(() => useRememberPreferredLanguage(), { wrapper });
    act(() => acting.result.current('en'));
    // The client is loaded when a choice is saved: give it the time it would take.
    await import('#src/lib/api-client.ts');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(put).not.toHaveBeenCalled();
  });

  it('does not fail the switch when the choice cannot be kept', async () => {
    const put = vi.spyOn(api, 'put').mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useRememberPreferredLanguage(), { wrapper });
    act(() => result.current('da'));
    await waitFor(() => expect(put).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });
});
