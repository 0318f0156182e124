import { lazy, Suspense } from 'react';
import { useIsIdle } from '#src/lib/ui/use-is-idle.ts';

// The prompt, its API calls and their schemas load after the page, once the browser is idle, so
// they stay out of the first load (the 200 kB budget); the prompt waits for the member id anyway.
const MembershipPrompt = lazy(() =>
  import('./membership-prompt.tsx').then((module) => ({
    default: module.MembershipPrompt,
  })),
);

/** Where the shell mounts the membership prompt of SPEC.md section 4. */
export function MembershipPromptSlot() {
  const isIdle = useIsIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <MembershipPrompt />
    </Suspense>
  );
}
