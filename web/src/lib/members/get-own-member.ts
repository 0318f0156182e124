import type { Member } from '@portal/contracts/member';
import type { CreateMemberInput } from '@portal/contracts/member-input';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#src/lib/api-client.ts';
import { currentLanguage } from '#src/lib/i18n/i18n.ts';
import { ownMemberKey } from './own-member-key.ts';

const base = '/member/api/v1/member';

/**
 * SPEC.md section 7: the search answers 404, 204 or 500 when the member does not exist yet (the
 * older service failed with 500 on an unknown email); the member is then created.
 */
export function isMemberMissing(outcome: { status: number; body?: unknown }): boolean {
  if (outcome.status === 204) return true;
  if (outcome.status === 200) return outcome.body === undefined || outcome.body === '';
  return outcome.status === 404 || outcome.status === 500;
}

export interface SignedInUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** The first member fields come from the sign-in: the name the identity provider knows. */
export function newMemberInput(user: SignedInUser): CreateMemberInput {
  return {
    email: user.email,
    firstName: user.firstName.trim() || user.email.split('@')[0] || user.email,
    lastName: user.lastName.trim(),
    // Mails follow the language the member signed up in until they choose another.
    preferredLanguage: currentLanguage(),
  };
}

/** The member with this email, or null when there is none (yet). */
export async function findMemberByEmail(
  email: string,
  signal?: AbortSignal,
): Promise<Member | null> {
  try {
    const body = await api.get(`${base}/search-email`, { query: { email }, signal });
    if (isMemberMissing({ status: 200, body })) return null;
    return body as Member;
  } catch (error) {
    if (error instanceof ApiError && isMemberMissing({ status: error.status })) return null;
    throw error;
  }
}

/** Finds the signed-in member by email and creates it on the first sign-in. */
export async function getOrCreateOwnMember(user: SignedInUser): Promise<Member> {
  const found = await findMemberByEmail(user.email);
  if (found) return found;
  try {
    return await api.post<Member>(`${base}/item`, { body: newMemberInput(user) });
  } catch (error) {
    // Another tab created it in between: the member exists now, so read it.
    if (error instanceof ApiError && error.status === 409) {
      const again = await findMemberByEmail(user.email);
      if (again) return again;
    }
    throw error;
  }
}

export const ownMemberQueryOptions = (user: SignedInUser) =>
  queryOptions({
    queryKey: ownMemberKey(user.email),
    queryFn: () => getOrCreateOwnMember(user),
    // One lookup per session; saving the profile invalidates it.
    staleTime: Infinity,
  });

export function useOwnMemberQuery(user: SignedInUser | null) {
  return useQuery({
    ...ownMemberQueryOptions(user ?? { email: '', firstName: '', lastName: '' }),
    enabled: user !== null,
  });
}
