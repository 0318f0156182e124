import { Anchor, Card, Group, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useEvent } from '../api/get-event.ts';
import { BookingPanel } from '../components/booking-panel.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { isEventId } from '../lib/booking.ts';
import { isOpenToGuests } from '../lib/waiting-list.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

function EventDetail({ id }: { id: string }) {
  const { t } = useTranslation(eventsNs);
  const event = useEvent(id);
  useEventCrumb(event.data?.title);
  if (event.isPending) return <Loading />;
  if (event.isError) {
    return (
      <ItemLoadFailed
        error={event.error}
        notFoundMessage={t('detail.notFound')}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const data = event.data;
  const base = `/${data.orgKey}/events/${data.id}`;
  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder radius="md" padding="lg">
        <EventFacts event={data} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <BookingPanel event={data} />
      </Card>
      <Group gap="lg">
        <Anchor component={Link} to={`${base}/tickets`} c="blue.9">
          {t('detail.seeTickets')}
        </Anchor>
        {data.guestsInvited && isOpenToGuests(data) && (
          <Anchor component={Link} to={`${base}/register`} c="blue.9">
            {t('detail.guestLink')}
          </Anchor>
        )}
        <Anchor component={Link} to="/events" c="blue.9">
          {t('detail.back')}
        </Anchor>
      </Group>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation(eventsNs);
  const { id } = useParams();
  if (!isEventId(id)) return <LoadFailed message={t('detail.notFound')} />;
  // Keyed by id, so moving between events starts with a fresh booking form.
  return <EventDetail key={id} id={id} />;
}
