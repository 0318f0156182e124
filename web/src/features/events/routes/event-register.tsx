import type { BookingResult } from '@portal/contracts/event-entry';
import type { WaitingPlace } from '@portal/contracts/waiting-list';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useParams } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { usePublicEvent } from '../api/get-public-event.ts';
import { ClosedReason } from '../components/closed-reason.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { isEventId } from '../lib/booking.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

// The tickets with their QR codes load only once the guest has registered (issue 19).
const TicketList = lazy(() =>
  import('../components/ticket-list.tsx').then((module) => ({
    default: module.TicketList,
  })),
);

interface Registered {
  result: BookingResult;
  email: string;
}

interface Joined {
  place: WaitingPlace;
  email: string;
}

/**
 * Open without signing in: a guest registers for an event that invites guests. The server draws
 * the page with its event and form (issue 19); the app takes it over when the guest acts on it.
 */
function EventRegister({ id }: { id: string }) {
  const { t } = useTranslation(eventsNs);
  const event = usePublicEvent(id);
  useEventCrumb(event.data?.title);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  if (event.isPending) return <Loading />;
  if (event.isError) {
    return (
      <ItemLoadFailed
        error={event.error}
        notFoundMessage={t('register.notOpen')}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const data = event.data;

  if (registered) {
    const { entry } = registered.result;
    return (
      <Stack gap="lg" data-print="area">
        <Alert color="green" role="status" c="dark.9" data-print="hide">
          <Text fw={600}>{t('register.done', { title: data.title })}</Text>
          <Text>{t('register.confirmationSent', { email: registered.email })}</Text>
        </Alert>
        <Text data-print="hide">{t('tickets.showAtDoor')}</Text>
        <Suspense fallback={<Loading />}>
          <TicketList entry={entry} />
        </Suspense>
      </Stack>
    );
  }

  if (joined) {
    const { position } = joined.place;
    return (
      <Alert color="green" role="status" c="dark.9" maw={880}>
        <Text fw={600}>
          {position === null
            ? t('waiting.onList')
            : t('register.waitingDone', { position, title: data.title })}
        </Text>
        <Text>{t('register.waitingLinkSent', { email: joined.email })}</Text>
      </Alert>
    );
  }

  const isFull = data.bookingClosedReason === 'full';
  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder radius="md" padding="lg">
        <EventFacts event={data} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        {data.bookingClosedReason && !isFull ? (
          <ClosedReason
            reason={data.bookingClosedReason}
            organisation={data.orgName}
            saleStart={data.saleStart}
          />
        ) : (
          <Stack gap="md">
            {isFull && (
              <Alert color="yellow" variant="light" role="status" c="dark.9">
                {t('closed.full')}
              </Alert>
            )}
            <Text>
              {isFull
                ? t('register.waitingIntro', { title: data.title })
                : t('register.intro', { title: data.title })}
            </Text>
            <RegistrationForm
              event={data}
              onRegistered={(result, email) => setRegistered({ result, email })}
              onJoinedWaitingList={(place, email) => setJoined({ place, email })}
            />
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation(eventsNs);
  const { id } = useParams();
  if (!isEventId(id)) return <LoadFailed message={t('register.notOpen')} />;
  return <EventRegister key={id} id={id} />;
}
