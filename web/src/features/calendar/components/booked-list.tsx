import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { calendarNs } from '#src/features/calendar/i18n/calendar-namespace.ts';
import type { BookedEvent } from './booked-event.ts';

function EventList({ events }: { events: BookedEvent[] }) {
  const { t, i18n } = useTranslation(calendarNs);
  const when = new Intl.DateTimeFormat(i18n.language === 'da' ? 'da-DK' : 'en-GB', {
    timeZone: 'Europe/Copenhagen',
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Card key={event.eveId} component="li" withBorder padding="sm" radius="md">
          <Anchor component={Link} to={event.path} fw={600}>
            {event.title}
          </Anchor>
          <Text size="sm">{when.format(new Date(event.startDate))}</Text>
          <Text size="sm" c="dimmed">
            {[event.orgName, event.location].filter(Boolean).join(' · ')} ·{' '}
            {t('tickets', { count: event.tickets })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** Booked events as a list: what is coming first, then what has been. */
export function BookedList({ events }: { events: BookedEvent[] }) {
  const { t } = useTranslation(calendarNs);
  const now = new Date().toISOString();
  const upcoming = events.filter((event) => event.endDate >= now);
  const past = events.filter((event) => event.endDate < now).reverse();
  return (
    <Stack gap="md">
      {upcoming.length > 0 && (
        <section aria-labelledby="calendar-upcoming">
          <Title order={2} size="h4" id="calendar-upcoming" mb="xs">
            {t('upcoming')}
          </Title>
          <EventList events={upcoming} />
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="calendar-past">
          <Title order={2} size="h4" id="calendar-past" mb="xs">
            {t('past')}
          </Title>
          <EventList events={past} />
        </section>
      )}
    </Stack>
  );
}
