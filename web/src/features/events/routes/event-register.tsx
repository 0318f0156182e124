import type { BookingResult } from '@portal/contracts/event';
import type { WaitingPlace } from '@portal/contracts/waiting-list';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useParams } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { usePublicEvent } from '../api/get-public-event.ts';
import { ClosedReason } from '../components/closed-reason.tsx';
import { EventFacts } from '../components/event-facts.tsx';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { isEventId } from '../lib/booking.ts';
import { useEventCrumb } from '../lib/use-event-crumb.ts';

// Not in the page's first load (issue 19): the form, with the shared schema it checks with, loads
// while the event is asked for, since it is shown only with the event; the tickets with their QR
// codes only once the guest has registered.
const loadRegistrationForm = () => import('../components/registration-form.tsx');
const RegistrationForm = lazy(() =>
  loadRegistrationForm().then((module) => ({ default: module.RegistrationForm })),
);
const TicketList = lazy(() =>
  import('../components/ticket-list.tsx').then((module) => ({
    default: module.TicketList,
  })),
);

const noChanges = () => () => undefined;

/**
 * False while the app takes over the page as the server drew it (issue 19), which shows a loader
 * where the form goes: the form comes with the app, then.
 */
function useIsDrawnHere(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

interface Registered {
  result: BookingResult;
  email: string;
}

interface Joined {
  place: WaitingPlace;
  email: string;
}

/** Open without signing in: a guest registers for an event that invites guests. */
function EventRegister({ id }: { id: string }) {
  const { t } = useTranslation(eventsNs);
  const event = usePublicEvent(id);
  useEventCrumb(event.data?.title);
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);
  const isDrawnHere = useIsDrawnHere();
  useEffect(() => {
    void loadRegistrationForm();
  }, []);

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
            {isDrawnHere ? (
              <Suspense fallback={<Loading />}>
                <RegistrationForm
                  event={data}
                  onRegistered={(result, email) => setRegistered({ result, email })}
                  onJoinedWaitingList={(place, email) => setJoined({ place, email })}
                />
              </Suspense>
            ) : (
              <Loading />
            )}
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
