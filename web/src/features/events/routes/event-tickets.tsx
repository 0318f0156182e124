import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useLocation, useParams } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useTickets } from '../api/list-tickets.ts';
import { EntryGrid } from '../components/entry-grid.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { upcomingFirst } from '../lib/entries.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

const wasJustBooked = (state: unknown) =>
  typeof state === 'object' && state !== null && 'booked' in state && state.booked === true;

/** The member's bookings for one event, each leading to its tickets. */
export function Component() {
  const { t } = useTranslation(eventsNs);
  const { orgKey = '', id = '' } = useParams();
  // Set by the booking form on its way here.
  const state: unknown = useLocation().state;
  const tickets = useTickets();
  useEventCrumb(tickets.data?.find((entry) => entry.eveId === id)?.event.title);
  const eventPath = `/${orgKey}/events/${id}`;

  let body;
  if (tickets.isPending) body = <Loading />;
  else if (tickets.isError) body = <LoadFailed onRetry={() => void tickets.refetch()} />;
  else {
    const now = new Date();
    const entries = upcomingFirst(
      tickets.data.filter((entry) => entry.eveId === id),
      now,
    );
    body =
      entries.length === 0 ? (
        <Text>{t('tickets.emptyForEvent')}</Text>
      ) : (
        <EntryGrid entries={entries} now={now} />
      );
  }

  return (
    <Stack gap="md">
      {wasJustBooked(state) && (
        <Alert color="green" role="status" c="dark.9">
          {t('booking.booked')}
        </Alert>
      )}
      {body}
      <Anchor component={Link} to={eventPath} c="blue.9">
        {t('tickets.backToEvent')}
      </Anchor>
    </Stack>
  );
}
