import type { EventEntry } from '@portal/contracts/event-entry';
import { Anchor, Badge, Card, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '../i18n/events-namespace.ts';
import { entryTicketsPath, liveTickets } from '../lib/entries.ts';
import { EventHeading } from './event-heading.tsx';
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
          <EventHeading event={entry.event} />
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
          to={entryTicketsPath(entry)}
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
