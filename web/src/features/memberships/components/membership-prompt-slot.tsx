import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useModuleAtOnce } from '#src/lib/ui/use-is-idle.ts';
import { loginIdOf, promptFlags } from '../lib/prompt-flags.ts';

// The prompt, its API calls and their schemas load apart from the page (the first load's budget),
// and only while this login has its check to make, which the app started at start-up.
const loadMembershipPrompt = () => import('./membership-prompt.tsx');

/** Where the shell mounts the membership prompt of SPEC.md section 4. */
export function MembershipPromptSlot() {
  const auth = useAuth();
  const loginId = auth.isAuthenticated && auth.user ? loginIdOf(auth.user.profile) : null;
  const isDue = loginId !== null && promptFlags().isDue(loginId);
  const MembershipPrompt = useModuleAtOnce(loadMembershipPrompt, isDue)?.MembershipPrompt;
  return MembershipPrompt ? <MembershipPrompt /> : null;
}
