import { type Role, type RoleGrant, roleNames } from '@portal/contracts/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { currentAccountPath } from '../early-calls.ts';
import { useAuth } from './use-auth.tsx';

/** What the web app reads of GET /tools/api/auth/me: the signed-in account as the server sees it. */
export interface CurrentAccount {
  email: string;
  /** False until the link mailed to a new account's address has been followed. */
  emailVerified: boolean;
  /**
   * The roles the server read from the access token (at its `OIDC_ROLES_CLAIM`): the browser
   * never reads roles out of a token itself, so it shows exactly what the API will allow.
   */
  grants: RoleGrant[];
}

const isRole = (value: unknown): value is Role => roleNames.includes(value as Role);

/**
 * Checked by hand rather than with the contract's zod schema: the route guard is in the first
 * load, and zod would come with it.
 */
export function parseCurrentAccount(data: unknown): CurrentAccount {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { email, emailVerified, grants } = body;
  const isGrant = (entry: unknown): entry is RoleGrant =>
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as RoleGrant).orgKey === 'string' &&
    isRole((entry as RoleGrant).role);
  if (
    typeof email !== 'string' ||
    typeof emailVerified !== 'boolean' ||
    !Array.isArray(grants) ||
    !grants.every(isGrant)
  ) {
    throw new Error('GET auth/me answered an unexpected shape');
  }
  return { email, emailVerified, grants: grants.map(({ orgKey, role }) => ({ orgKey, role })) };
}

export function getCurrentAccount(signal?: AbortSignal): Promise<CurrentAccount> {
  return api.get(currentAccountPath, {
    signal,
    // Always one's own account and roles, also while acting as a member.
    asSelf: true,
    parse: parseCurrentAccount,
  });
}

export const allCurrentAccountsKey = ['auth', 'me'] as const;

/** Whether a query is of the signed-in account itself, which acting as a member leaves alone. */
export const isCurrentAccountKey = (key: readonly unknown[]) =>
  allCurrentAccountsKey.every((part, index) => key[index] === part);
/** Per account at the provider: another sign-in in this tab asks again. */
export const currentAccountKey = (subject: string) => [...allCurrentAccountsKey, subject] as const;

export const currentAccountQueryOptions = (subject: string) =>
  queryOptions({
    queryKey: currentAccountKey(subject),
    queryFn: ({ signal }) => getCurrentAccount(signal),
    // Roles given at the provider, or an address confirmed on the phone, show on coming back.
    refetchOnWindowFocus: true,
  });

/** The signed-in account (disabled before sign-in). */
export function useCurrentAccount() {
  const auth = useAuth();
  const user = auth.isAuthenticated ? auth.user : undefined;
  const subject = typeof user?.profile.sub === 'string' ? user.profile.sub : '';
  return useQuery({ ...currentAccountQueryOptions(subject), enabled: user != null });
}

/** The signed-in user's own role grants, or undefined until the server has told them. */
export function useOwnGrants(): readonly RoleGrant[] | undefined {
  return useCurrentAccount().data?.grants;
}
