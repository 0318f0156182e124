import type { EventEntry } from '@portal/contracts/event-entry';
import { Badge, Button, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { entryTicketsPath, isUpcoming, liveTickets } from '../lib/entries.ts';
import { EventHeading } from './event-heading.tsx';

/** One booking in a list: the event, when, how many tickets, and the way to them. */
export function EntryCard({ entry, now }: { entry: EventEntry; now: Date }) {
  const { t } = useTranslation(eventsNs);
  const isCancelled = entry.paymentStatus === 'cancelled';
  const count = isCancelled ? entry.tickets.length : liveTickets(entry).length;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="entry">
      <Stack gap={6} h="100%">
        <EventHeading event={entry.event} />
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
          to={entryTicketsPath(entry)}
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
