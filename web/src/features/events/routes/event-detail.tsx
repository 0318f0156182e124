import { ComingSoon } from '#src/lib/ui/coming-soon.tsx';

export function Component() {
  return <ComingSoon screen="eventDetail" />;
}
