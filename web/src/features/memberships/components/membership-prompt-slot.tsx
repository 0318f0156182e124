import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useModuleWhenIdle } from '#src/lib/ui/use-is-idle.ts';

// The prompt, its API calls and their schemas load after the page, once the browser is idle, so
// they stay out of the first load (the 200 kB budget); the prompt waits for the member id anyway.
const loadMembershipPrompt = () => import('./membership-prompt.tsx');

/** Where the shell mounts the membership prompt of SPEC.md section 4. */
export function MembershipPromptSlot() {
  const isSignedIn = useAuth().isAuthenticated;
  const MembershipPrompt = useModuleWhenIdle(loadMembershipPrompt, isSignedIn)?.MembershipPrompt;
  return MembershipPrompt ? <MembershipPrompt /> : null;
}
