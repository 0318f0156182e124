import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { EventList } from './event-list.tsx';

/** The home page's event list; a default export for the dashboard, which loads it once idle. */
export default function UpcomingEvents() {
  const { t } = useTranslation(eventsNs);
  return (
    <Stack gap="md" component="section" aria-labelledby="upcoming-events">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id="upcoming-events">
          {t('list.upcomingHeading')}
        </Title>
        <Anchor component={Link} to="/tickets" c="blue.9">
          {t('tickets.allTickets')}
        </Anchor>
      </Group>
      <EventList />
    </Stack>
  );
}
