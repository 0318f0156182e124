import type { Language } from '@portal/contracts/language';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from 'react-oidc-context';
import { useActingMember } from '#src/lib/auth/acting-member.ts';
import { ownMemberKey } from './own-member-key.ts';

/**
 * The member's mails follow the language they last chose in the portal. A super administrator
 * acting as a member changes only their own screen, never the member's choice.
 */
export function useRememberPreferredLanguage(): (language: Language) => void {
  const auth = useAuth();
  const acting = useActingMember();
  const queryClient = useQueryClient();
  const email = auth.isAuthenticated ? auth.user?.profile.email : undefined;
  return (language) => {
    if (!email || acting) return;
    // The switch is on every page's first load; the API client (and its schemas) is not.
    import('#src/lib/api-client.ts')
      .then(({ api }) =>
        api.put('/member/api/v1/member/item', { body: { preferredLanguage: language } }),
      )
      .then(() => queryClient.invalidateQueries({ queryKey: ownMemberKey(email) }))
      // Before the first sign-in has created the member, or offline: the profile page still
      // lets the member choose, so the switch itself must not fail over it.
      .catch(() => undefined);
  };
}
