import { useModuleWhenIdle } from '#src/lib/ui/use-is-idle.ts';

// The event list, its texts and the shared zod schemas load after the page, once the browser is
// idle: with them the first load of /ui/ would pass its 200 kB budget. For the same reason there
// is no spinner meanwhile; the wait is a moment after the page has loaded.
const loadUpcomingEvents = () => import('#src/features/events/components/upcoming-events.tsx');

export function Component() {
  const UpcomingEvents = useModuleWhenIdle(loadUpcomingEvents)?.default;
  return UpcomingEvents ? <UpcomingEvents /> : null;
}
