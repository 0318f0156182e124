import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { KeptLoadFailed, KeptNotice } from '#src/lib/offline/kept-notice.tsx';
import { Loading } from '#src/lib/ui/load-state.tsx';
import { useKeptTickets } from '../api/list-tickets.ts';
import { EntryGrid } from '../components/entry-grid.tsx';
import { UpcomingEntry } from '../components/upcoming-entry.tsx';
import { isUpcoming, liveTickets, upcomingFirst } from '../lib/entries.ts';

/**
 * Every booking with live tickets: those to come with their QR codes, soonest first; past and
 * cancelled ones after. The last list seen stays on the device and opens without a network.
 */
export function Component() {
  const { t } = useTranslation(eventsNs);
  const tickets = useKeptTickets();
  if (tickets.isPending) return <Loading />;
  if (!tickets.data) return <KeptLoadFailed onRetry={tickets.refetch} />;
  // Read offline, an empty list is as old as a full one: it says when it was last read too.
  const keptNotice = tickets.keptAt && <KeptNotice keptAt={tickets.keptAt} />;
  if (tickets.data.length === 0) {
    return (
      <Stack gap="lg">
        {keptNotice}
        <Stack gap="sm" align="flex-start">
          <Text>{t('tickets.empty')}</Text>
          <Anchor component={Link} to="/events" c="blue.9">
            {t('tickets.findEvents')}
          </Anchor>
        </Stack>
      </Stack>
    );
  }
  const now = new Date();
  const sorted = upcomingFirst(tickets.data, now);
  const upcoming = sorted.filter(
    (entry) =>
      isUpcoming(entry, now) && entry.paymentStatus !== 'cancelled' && liveTickets(entry).length,
  );
  const earlier = sorted.filter((entry) => !upcoming.includes(entry));
  return (
    <Stack gap="lg">
      {keptNotice}
      {upcoming.length > 0 && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('tickets.upcoming')}
          </Title>
          <Text size="sm">{t('tickets.showAtDoor')}</Text>
          {upcoming.map((entry) => (
            <UpcomingEntry key={entry.id} entry={entry} />
          ))}
          <Text size="sm" c="dimmed">
            {t('tickets.offlineHint')}
          </Text>
        </Stack>
      )}
      {earlier.length > 0 && (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('tickets.earlier')}
          </Title>
          <EntryGrid entries={earlier} now={now} />
        </Stack>
      )}
    </Stack>
  );
}
