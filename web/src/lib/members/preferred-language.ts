import type { Language } from '@portal/contracts/language';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useActingMember } from '#src/lib/auth/acting-member.ts';
import { api } from '#src/lib/api-client.ts';
import { whenQueryClient } from '#src/lib/libraries/provider.tsx';
import { ownMemberKey } from './own-member-key.ts';

/**
 * Saves the language as the signed-in member's choice for mails. A visitor has no member, and a
 * super administrator acting as a member changes only their own screen, never the member's choice.
 */
export async function rememberPreferredLanguage(
  who: { email: string | undefined; isActingAsMember: boolean },
  language: Language,
): Promise<boolean> {
  if (!who.email || who.isActingAsMember) return false;
  try {
    await api.put('/member/api/v1/member/item', { body: { preferredLanguage: language } });
    return true;
  } catch {
    // Before the first sign-in has created the member, or offline: the profile page still lets
    // the member choose, so the switch itself must not fail over it.
    return false;
  }
}

/** The language switch's way to keep the choice, refreshing the member the pages show. */
export function useRememberPreferredLanguage(): (language: Language) => void {
  const auth = useAuth();
  const acting = useActingMember();
  const email = auth.isAuthenticated ? auth.user?.profile.email : undefined;
  return (language) => {
    void rememberPreferredLanguage({ email, isActingAsMember: acting !== null }, language).then(
      async (saved) => {
        // The switch is in the shell, drawn before the query cache is loaded.
        if (saved && email)
          await (await whenQueryClient()).invalidateQueries({ queryKey: ownMemberKey(email) });
      },
    );
  };
}
