import { lazy, Suspense, useEffect, useState } from 'react';

// The prompt, its API calls and their schemas load after the page, once the browser is idle, so
// they stay out of the first load (the 200 kB budget); the prompt waits for the member id anyway.
const MembershipPrompt = lazy(() =>
  import('./membership-prompt.tsx').then((module) => ({ default: module.MembershipPrompt })),
);

function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return isIdle;
}

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
