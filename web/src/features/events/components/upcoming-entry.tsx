import type { EventEntry } from '@portal/contracts/event';
import { Anchor, Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { formatEventTime } from '#src/lib/format.ts';
import { eventsNs } from '../i18n/events-namespace.ts';
import { liveTickets } from '../lib/entries.ts';
import { TicketCard } from './ticket-card.tsx';
import classes from './tickets.module.css';

/**
 * A booking of an event still to come, with each ticket's QR code right on My Tickets: at the door
 * it is one tap from the home screen, and the page is kept on the device for use offline.
 */
export function UpcomingEntry({ entry }: { entry: EventEntry }) {
  const { t } = useTranslation(eventsNs);
  return (
    <Card withBorder radius="md" padding="md" component="section" data-testid="upcoming-entry">
      <Stack gap="sm">
        <Stack gap={2}>
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
          <Badge variant="filled" color="blue.9" w="fit-content">
            {t('tickets.count', { count: liveTickets(entry).length })}
          </Badge>
        </Stack>
        <ul className={classes.tickets}>
          {liveTickets(entry).map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} eventTitle={entry.event.title} />
          ))}
        </ul>
        <Anchor
          component={Link}
          to={`/${entry.event.orgKey}/events/${entry.eveId}/tickets/${entry.id}`}
          c="blue.9"
          size="sm"
          aria-label={t('tickets.openFor', { title: entry.event.title })}
        >
          {t('tickets.open')}
        </Anchor>
      </Stack>
    </Card>
  );
}
