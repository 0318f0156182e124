import type { EventEntry } from '@portal/contracts/event';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { formatEventTime } from '#src/lib/format.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { isUpcoming, liveTickets } from '../lib/entries.ts';

/** One booking in a list: the event, when, how many tickets, and the way to them. */
export function EntryCard({ entry, now }: { entry: EventEntry; now: Date }) {
  const { t } = useTranslation(eventsNs);
  const isCancelled = entry.paymentStatus === 'cancelled';
  const count = isCancelled ? entry.tickets.length : liveTickets(entry).length;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="entry">
      <Stack gap={6} h="100%">
        <Text size="sm" fw={600} c="blue.9">
          {entry.event.orgName}
        </Text>
        <Title order={3} size="h4">
          {entry.event.title}
        </Title>
        <Text size="sm">{formatEventTime(entry.event.startDate, entry.event.endDate)}</Text>
        <Text size="sm" c="dimmed">
          {entry.event.location}
        </Text>
        <Group gap="xs">
          <Badge variant="filled" color="blue.9">
            {t('tickets.count', { count })}
          </Badge>
          {isCancelled && (
            <Badge variant="outline" color="red.9">
              {t('tickets.cancelled')}
            </Badge>
          )}
          {!isCancelled && !isUpcoming(entry, now) && (
            <Badge variant="outline" color="gray.8">
              {t('tickets.past')}
            </Badge>
          )}
        </Group>
        <Button
          component={Link}
          to={`/${entry.event.orgKey}/events/${entry.eveId}/tickets/${entry.id}`}
          variant="light"
          mt="auto"
          aria-label={t('tickets.openFor', { title: entry.event.title })}
        >
          {t('tickets.open')}
        </Button>
      </Stack>
    </Card>
  );
}
