import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useTickets } from '../api/list-tickets.ts';
import { EntryGrid } from '../components/entry-grid.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { upcomingFirst } from '../lib/entries.ts';

/** Every booking with live tickets, upcoming first. */
export function Component() {
  const { t } = useTranslation(eventsNs);
  const tickets = useTickets();
  if (tickets.isPending) return <Loading />;
  if (tickets.isError) return <LoadFailed onRetry={() => void tickets.refetch()} />;
  if (tickets.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('tickets.empty')}</Text>
        <Anchor component={Link} to="/events" c="blue.9">
          {t('tickets.findEvents')}
        </Anchor>
      </Stack>
    );
  }
  const now = new Date();
  return <EntryGrid entries={upcomingFirst(tickets.data, now)} now={now} />;
}
