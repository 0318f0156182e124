import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsIdle } from '#src/lib/ui/use-is-idle.ts';

// The event list, its texts and the shared zod schemas load after the page, once the browser is
// idle: with them the first load of /ui/ would pass its 200 kB budget.
const UpcomingEvents = lazy(() => import('#src/features/events/components/upcoming-events.tsx'));

export function Component() {
  const { t } = useTranslation();
  const isIdle = useIsIdle();
  const loading = <Loader aria-label={t('app.loading')} />;
  if (!isIdle) return loading;
  return (
    <Suspense fallback={loading}>
      <UpcomingEvents />
    </Suspense>
  );
}
