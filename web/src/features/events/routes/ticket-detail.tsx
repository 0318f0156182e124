import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { formatEventTime } from '#src/lib/format.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useEventEntry } from '../api/get-event-entry.ts';
import { CancelBookingDialog } from '../components/cancel-booking-dialog.tsx';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { TicketList } from '../components/ticket-list.tsx';
import { isEventId } from '../lib/booking.ts';
import { isCancellable } from '../lib/entries.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

function TicketDetail({ entryId }: { entryId: string }) {
  const { t } = useTranslation(eventsNs);
  const { t: tApp } = useTranslation();
  const entry = useEventEntry(entryId);
  useEventCrumb(entry.data?.event.title);
  if (entry.isPending) return <Loading />;
  if (entry.isError) {
    return (
      <ItemLoadFailed
        error={entry.error}
        notFoundMessage={t('tickets.notFound')}
        onRetry={() => void entry.refetch()}
      />
    );
  }
  const data = entry.data;
  return (
    <Stack gap="lg" data-print="area">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {data.event.title}
        </Title>
        <Text>{formatEventTime(data.event.startDate, data.event.endDate)}</Text>
        <Text c="dimmed">{data.event.location}</Text>
        <Text size="sm" c="dimmed">
          {t('tickets.bookedBy', { name: data.name })}
        </Text>
      </Stack>
      <Group gap="sm" data-print="hide">
        <Button onClick={() => window.print()}>{t('tickets.print')}</Button>
        {isCancellable(data, new Date()) && <CancelBookingDialog entry={data} />}
      </Group>
      <Text data-print="hide">{t('tickets.showAtDoor')}</Text>
      <TicketList entry={data} />
      <Group gap="lg" data-print="hide">
        <Anchor component={Link} to={`/${data.event.orgKey}/events/${data.eveId}`} c="blue.9">
          {t('tickets.backToEvent')}
        </Anchor>
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
