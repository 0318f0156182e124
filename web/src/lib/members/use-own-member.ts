import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useActingMember } from '#src/lib/auth/acting-member.ts';
import { memberNamesOf } from '#src/lib/auth/user-names.ts';
import { type SignedInUser, useOwnMemberQuery } from './get-own-member.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The signed-in user as the identity provider names them, or null before sign-in. */
export function useSignedInUser(): SignedInUser | null {
  const auth = useAuth();
  const profile = auth.isAuthenticated ? auth.user?.profile : undefined;
  const email = text(profile?.email);
  if (!email) return null;
  return { email, ...memberNamesOf(profile) };
}

/**
 * The member the app shows: the signed-in member's own record (created on the first sign-in), or
 * the member a super administrator acts as.
 */
export function useOwnMember() {
  const signedIn = useSignedInUser();
  const acting = useActingMember();
  return useOwnMemberQuery(signedIn && acting ? acting : signedIn);
}

export function useAccessToken(): string | undefined {
  return useAuth().user?.access_token;
}
