import type { BookingResult } from '@portal/contracts/event-entry';
import type { GuestWaitingPlace } from '@portal/contracts/waiting-list';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useParams } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { formatClubDateTime } from '#src/lib/format.ts';
import { ItemLoadFailed, LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useGuestWaitingPlace } from '../api/get-guest-waiting-place.ts';
import { useLeaveWaitingListAsGuest } from '../api/leave-waiting-list-as-guest.ts';
import { useTakeGuestWaitingOffer } from '../api/take-guest-waiting-offer.ts';
import { Fact } from '../components/event-facts.tsx';
import { problemText } from '../components/problem-text.ts';
import { TicketList } from '../components/ticket-list.tsx';
import { PlaceInLine, PlaceOffered } from '../components/waiting-place.tsx';
import { isOfferHolding, isWaitingListToken } from '../lib/waiting-list.ts';

/** How a place that is no longer in line ended, in words. */
const endedTexts = {
  accepted: 'waiting.accepted',
  expired: 'waiting.expired',
  left: 'waiting.left',
  cancelled: 'waiting.eventCancelled',
} as const;

function TheEvent({ place }: { place: GuestWaitingPlace }) {
  const { t } = useTranslation(eventsNs);
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" fw={600} c="blue.9">
          {place.event.orgName}
        </Text>
        <Title order={2} size="h2">
          {place.event.title}
        </Title>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t('detail.when')}>{formatClubDateTime(place.event.startDate)}</Fact>
        <Fact label={t('detail.where')}>{place.event.location}</Fact>
      </SimpleGrid>
    </Stack>
  );
}

/** Open without signing in: a guest follows their place in line by the link of their mail. */
function GuestWaitingPlacePage({ token }: { token: string }) {
  const { t } = useTranslation(eventsNs);
  const place = useGuestWaitingPlace(token);
  const leave = useLeaveWaitingListAsGuest(token);
  const take = useTakeGuestWaitingOffer(token);
  const [taken, setTaken] = useState<BookingResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (place.isPending) return <Loading />;
  if (place.isError) {
    return (
      <ItemLoadFailed
        error={place.error}
        notFoundMessage={t('waiting.linkNotFound')}
        onRetry={() => void place.refetch()}
      />
    );
  }
  const data = place.data;

  if (taken) {
    return (
      <Stack gap="lg" data-print="area">
        <Alert color="green" role="status" c="dark.9" data-print="hide">
          <Text fw={600}>{t('register.done', { title: data.event.title })}</Text>
          <Text>{t('register.confirmationSent', { email: taken.entry.email })}</Text>
        </Alert>
        <Text data-print="hide">{t('tickets.showAtDoor')}</Text>
        <TicketList entry={taken.entry} />
      </Stack>
    );
  }

  const giveBack = (failed: string) => {
    setProblem(null);
    leave.mutate(undefined, { onError: (error) => setProblem(problemText(error, failed)) });
  };
  let status;
  if (data.status === 'offered' && data.offerExpiresAt && isOfferHolding(data, new Date())) {
    status = (
      <PlaceOffered
        quantity={data.quantity}
        offerExpiresAt={data.offerExpiresAt}
        isPaid={false}
        isTaking={take.isPending}
        isGivingBack={leave.isPending}
        problem={problem}
        onGiveBack={() => giveBack(t('waiting.giveBackFailed'))}
        onTake={() => {
          setProblem(null);
          take.mutate(undefined, {
            onSuccess: setTaken,
            onError: (error) => setProblem(problemText(error, t('waiting.takeFailed'))),
          });
        }}
      />
    );
  } else if (data.status === 'waiting') {
    status = (
      <PlaceInLine
        position={data.position}
        quantity={data.quantity}
        isLeaving={leave.isPending}
        problem={problem}
        onLeave={() => giveBack(t('waiting.leaveFailed'))}
      />
    );
  } else {
    // An offer past its end has passed on, though the job saying so may not have run yet.
    const ended = data.status === 'offered' ? 'expired' : data.status;
    status = (
      <Alert color="gray" variant="light" role="status" c="dark.9">
        {t(endedTexts[ended])}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" maw={880}>
      <Card withBorder radius="md" padding="lg">
        <TheEvent place={data} />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('waiting.guestName', { name: data.name })}
          </Text>
          {status}
        </Stack>
      </Card>
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation(eventsNs);
  const { token } = useParams();
  if (!isWaitingListToken(token)) return <LoadFailed message={t('waiting.linkNotFound')} />;
  return <GuestWaitingPlacePage key={token} token={token} />;
}
