import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { formatEventTime } from '#src/lib/format.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import type { EventEntry } from '@portal/contracts/event-entry';
import { isUnanswered } from '#src/lib/api-error.ts';
import { KeptNotice } from '#src/lib/offline/kept-notice.tsx';
import { useEventEntry } from '../api/get-event-entry.ts';
import { useKeptEntry } from '../api/list-tickets.ts';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { TicketList } from '../components/ticket-list.tsx';
import { isEventId } from '../lib/booking.ts';
import { isCancellable } from '../lib/entries.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

function TicketDetail({ entryId }: { entryId: string }) {
  const { t } = useTranslation(eventsNs);
  const entry = useEventEntry(entryId);
  // My Tickets' kept copy of this booking stands in when the server cannot answer (the query waits
  // for a network; the call found no server): the page is linked from the kept list, at the club's
  // door too. Not when the server answered: a booking it no longer shows is not shown.
  const kept = useKeptEntry(entryId);
  const cannotAnswer = entry.fetchStatus === 'paused' || isUnanswered(entry.error);
  let shown: { entry: EventEntry; keptAt: Date | null } | null = null;
  if (entry.data) shown = { entry: entry.data, keptAt: null };
  else if (cannotAnswer && kept) shown = kept;
  useEventCrumb(shown?.entry.event.title);
  if (shown) return <TicketView entry={shown.entry} keptAt={shown.keptAt} />;
  if (entry.isPending) return <Loading />;
  return (
    <ItemLoadFailed
      error={entry.error}
      notFoundMessage={t('tickets.notFound')}
      onRetry={() => void entry.refetch()}
    />
  );
}

/**
 * A booking and its tickets; a kept copy says when it was read, and offers nothing that needs the
 * server.
 */
function TicketView({ entry, keptAt }: { entry: EventEntry; keptAt: Date | null }) {
  const { t } = useTranslation(eventsNs);
  const { t: tApp } = useTranslation();
  return (
    <Stack gap="lg" data-print="area">
      {keptAt && (
        <div data-print="hide">
          <KeptNotice keptAt={keptAt} />
        </div>
      )}
      <Stack gap={4}>
        <Title order={2} size="h3">
          {entry.event.title}
        </Title>
        <Text>{formatEventTime(entry.event.startDate, entry.event.endDate)}</Text>
        <Text c="dimmed">{entry.event.location}</Text>
        <Text size="sm" c="dimmed">
          {t('tickets.bookedBy', { name: entry.name })}
        </Text>
      </Stack>
      <Group gap="sm" data-print="hide">
        <Button onClick={() => window.print()}>{t('tickets.print')}</Button>
        {!keptAt && isCancellable(entry, new Date()) && <CancelBookingDialog entry={entry} />}
      </Group>
      <Text data-print="hide">{t('tickets.showAtDoor')}</Text>
      <TicketList entry={entry} />
      <Group gap="lg" data-print="hide">
        {!keptAt && (
          <Anchor component={Link} to={`/${entry.event.orgKey}/events/${entry.eveId}`} c="blue.9">
            {t('tickets.backToEvent')}
          </Anchor>
        )}
        <Anchor component={Link} to="/tickets" c="blue.9">
          {tApp('events.allTickets')}
        </Anchor>
      </Group>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation(eventsNs);
  const { eveEntryId } = useParams();
  if (!isEventId(eveEntryId)) return <LoadFailed message={t('tickets.notFound')} />;
  return <TicketDetail key={eveEntryId} entryId={eveEntryId} />;
}
