import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useModuleWhenIdle } from '#src/lib/ui/use-is-idle.ts';

// The event list, its texts and the shared zod schemas load after the page, once the browser is
// idle: with them the first load of /ui/ would pass its budget. Its heading comes with the page,
// which so shows what it is for as soon as the route guard lets the member in.
const loadUpcomingEvents = () => import('#src/features/events/components/upcoming-events.tsx');

export function Component() {
  const { t } = useTranslation();
  const UpcomingEvents = useModuleWhenIdle(loadUpcomingEvents)?.default;
  return (
    <Stack gap="md" component="section" aria-labelledby="upcoming-events">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="upcoming-events">
          {t('events.upcoming')}
        </Title>
        <Anchor component={Link} to="/tickets" c="blue.9">
          {t('events.allTickets')}
        </Anchor>
      </Group>
      {UpcomingEvents && <UpcomingEvents />}
    </Stack>
  );
}
