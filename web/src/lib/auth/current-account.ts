import { type Role, type RoleGrant, roleNames } from '@portal/contracts/roles';
import { useEffect, useSyncExternalStore } from 'react';
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

/**
 * The signed-in account as the server last answered, per account at the provider (another sign-in
 * in this tab asks again). Kept here rather than in the query cache: the route guard asks for it
 * before every page of a member, and the query library is not in the first load (issue 19). It
 * behaves as the app's queries do: asked once while shown, again when shown after 30 s or when
 * the tab comes back to the front (roles given at the provider, an address confirmed on the
 * phone), and an answer kept when a later asking fails.
 */
interface AccountState {
  data?: CurrentAccount;
  error?: unknown;
}

const staleAfterMs = 30_000;
const states = new Map<string, AccountState>();
/** Kept apart from the state the parts draw, which an answer that changes nothing leaves as it is. */
const answeredAt = new Map<string, number>();
const asking = new Map<string, Promise<CurrentAccount>>();
/** How many parts show each account: only those are asked again. */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();

const grantsKey = (grants: readonly RoleGrant[]) =>
  grants.map(({ orgKey, role }) => `${orgKey} ${role}`).join();

const sameAccount = (a: CurrentAccount | undefined, b: CurrentAccount | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.email === b.email &&
    a.emailVerified === b.emailVerified &&
    grantsKey(a.grants) === grantsKey(b.grants));

/**
 * An answer that tells what the parts already show (asked again as the tab comes back to the
 * front, say) leaves them as they are: a new state would draw every part that shows the account,
 * the shell and the page among them, again at once, one long task on a phone (issue 19).
 */
function settle(subject: string, state: AccountState) {
  answeredAt.set(subject, Date.now());
  const shownNow = states.get(subject);
  if (shownNow && shownNow.error === state.error && sameAccount(shownNow.data, state.data)) return;
  states.set(subject, state);
  for (const listener of listeners) listener();
}

function ask(subject: string): Promise<CurrentAccount> {
  let answer = asking.get(subject);
  if (answer) return answer;
  answer = getCurrentAccount().then(
    (data) => {
      settle(subject, { data });
      return data;
    },
    (error: unknown) => {
      const { data } = states.get(subject) ?? {};
      settle(subject, { ...(data && { data }), error });
      throw error;
    },
  );
  asking.set(subject, answer);
  const done = () => asking.delete(subject);
  answer.then(done, done);
  return answer;
}

const isStale = (subject: string) => Date.now() - (answeredAt.get(subject) ?? 0) >= staleAfterMs;

/** Asked ahead at start-up, so the answer travels while the page's modules load. */
export function askForCurrentAccount(subject: string): void {
  ask(subject).catch(() => undefined);
}

/** Asks again for every account shown (the address was confirmed meanwhile, say). */
export function refreshCurrentAccount(): void {
  for (const [subject, count] of shown) if (count > 0) askForCurrentAccount(subject);
}

/** Between tests, which share one page. */
export function forgetCurrentAccounts(): void {
  states.clear();
  answeredAt.clear();
  asking.clear();
  shown.clear();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    for (const [subject, count] of shown) {
      if (count > 0 && isStale(subject)) askForCurrentAccount(subject);
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const notAsked: AccountState = {};

export interface CurrentAccountView {
  data: CurrentAccount | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => Promise<CurrentAccount>;
}

/** The signed-in account (nothing is asked before sign-in). */
export function useCurrentAccount(): CurrentAccountView {
  const auth = useAuth();
  const user = auth.isAuthenticated ? auth.user : undefined;
  let subject: string | undefined;
  if (user) subject = typeof user.profile.sub === 'string' ? user.profile.sub : '';
  const state = useSyncExternalStore(
    subscribe,
    () => (subject === undefined ? notAsked : (states.get(subject) ?? notAsked)),
    () => notAsked,
  );
  useEffect(() => {
    if (subject === undefined) return;
    shown.set(subject, (shown.get(subject) ?? 0) + 1);
    if (isStale(subject)) askForCurrentAccount(subject);
    return () => {
      shown.set(subject, (shown.get(subject) ?? 1) - 1);
    };
  }, [subject]);
  return {
    data: state.data,
    error: state.error,
    isError: state.error !== undefined,
    refetch: () =>
      subject === undefined ? Promise.reject(new Error('Not signed in')) : ask(subject),
  };
}

/** The signed-in user's own role grants, or undefined until the server has told them. */
export function useOwnGrants(): readonly RoleGrant[] | undefined {
  return useCurrentAccount().data?.grants;
}
