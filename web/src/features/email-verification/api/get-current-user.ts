import { type AccountState, accountStateSchema } from '@portal/contracts/account-state';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';

export const currentUserKey = (email: string) => ['auth', 'me', email] as const;

/**
 * GET auth/me: the signed-in account as the server knows it now. Whether the address is
 * confirmed is read here and not from the ID token, which says what was true at sign-in.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<AccountState> {
  return api.get('/tools/api/auth/me', {
    signal,
    // Always one's own account, also while acting as a member.
    asSelf: true,
    parse: (data: unknown) => accountStateSchema.parse(data),
  });
}

export const currentUserQueryOptions = (email: string) =>
  queryOptions({
    queryKey: currentUserKey(email),
    queryFn: ({ signal }) => getCurrentUser(signal),
    // The link is often followed in another tab or on the phone: coming back asks again.
    refetchOnWindowFocus: true,
  });

export function useCurrentUser(email: string | null) {
  return useQuery({ ...currentUserQueryOptions(email ?? ''), enabled: email !== null });
}
