import type { Event } from '@portal/contracts/event';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useJoinWaitingList } from '../api/join-waiting-list.ts';
import { isFree } from '../lib/booking.ts';
import { useBookingPeople } from '../lib/use-booking-people.ts';
import { ParticipantCheckboxes } from './participant-checkboxes.tsx';
import { problemText } from './problem-text.ts';

/** A full event: the same choice of people as a booking, for a place in its waiting list. */
export function JoinWaitingListForm({ event }: { event: Event }) {
  const { t } = useTranslation(eventsNs);
  const booking = useBookingPeople(event.id);
  const join = useJoinWaitingList(event.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  if (booking.state === 'pending') return <Loading />;
  if (booking.state === 'failed') return <LoadFailed onRetry={booking.retry} />;

  const submit = (formEvent: SyntheticEvent) => {
    formEvent.preventDefault();
    if (chosen.length === 0) {
      setProblem(t('booking.noneChosen'));
      return;
    }
    setProblem(null);
    join.mutate(
      { participantIds: chosen },
      { onError: (error) => setProblem(problemText(error, t('waiting.joinFailed'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="waiting-list-heading">
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="status" c="dark.9">
          {t('closed.full')}
        </Alert>
        <Title order={2} size="h3" id="waiting-list-heading">
          {t('waiting.joinHeading')}
        </Title>
        <Text>{t('waiting.joinLead')}</Text>
        {!isFree(event) && <Text size="sm">{t('waiting.paidLater')}</Text>}
        <ParticipantCheckboxes
          people={booking.people}
          holders={booking.holders}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
        />
        <Button type="submit" loading={join.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('waiting.join')}
        </Button>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
