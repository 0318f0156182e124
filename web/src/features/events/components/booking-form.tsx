import type { Event } from '@portal/contracts/event';
import { eventPaymentHoldMinutes } from '@portal/contracts/event-entry';
import { formatMoney } from '#src/lib/format.ts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useNavigate } from 'react-router';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useBookEvent } from '../api/book-event.ts';
import { useJoinWaitingList } from '../api/join-waiting-list.ts';
import { useBookingQuote } from '../api/quote-booking.ts';
import { bookingTotal, isFree } from '../lib/booking.ts';
import { useBookingPeople } from '../lib/use-booking-people.ts';
import { waitsForPlaces } from '../lib/waiting-list.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { ParticipantCheckboxes } from './participant-checkboxes.tsx';
import { problemText } from './problem-text.ts';

/**
 * Checkboxes for the member and each family member they may book for, the total, and Book; when
 * fewer places are left than people chosen, the way onto the waiting list for them all.
 */
export function BookingForm({ event }: { event: Event }) {
  const { t, i18n } = useTranslation(eventsNs);
  const navigate = useNavigate();
  const booking = useBookingPeople(event.id);
  const book = useBookEvent(event.id);
  const join = useJoinWaitingList(event.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const paid = !isFree(event);
  const quote = useBookingQuote(event.id, chosen, paid);

  if (booking.state === 'pending') return <Loading />;
  if (booking.state === 'failed') return <LoadFailed onRetry={booking.retry} />;

  const { people, holders } = booking;
  const waits = chosen.length > 0 && waitsForPlaces(event, chosen.length);
  const total = bookingTotal({
    isPaid: paid,
    chosenCount: chosen.length,
    quoted: quote.data?.amount,
    hasQuoteFailed: quote.isError,
  });
  const hasTickets = holders.size > 0;

  const totalText = () => {
    switch (total.kind) {
      case 'free':
        return t('common.free');
      case 'amount':
        return formatMoney(total.amount, event.currency);
      case 'quoting':
        return '…';
      case 'unknown':
        return t('booking.totalUnknown');
    }
  };

  const submit = (formEvent: SyntheticEvent) => {
    formEvent.preventDefault();
    if (chosen.length === 0) {
      setProblem(t('booking.noneChosen'));
      return;
    }
    setProblem(null);
    // The promise, not mutate's callbacks: booking the last places turns this form into the
    // waiting list's, and the callbacks of an unmounted form never run.
    book
      .mutateAsync({ participantIds: chosen, language: i18n.language === 'en' ? 'en' : 'da' })
      .then(
        (result) => {
          // An event with a price continues in the card payment window, which returns to
          // Registration Success or Registration Decline.
          if (result.paymentWindowLink) window.location.assign(result.paymentWindowLink);
          else
            void navigate(`/${event.orgKey}/events/${event.id}/tickets`, {
              state: { booked: true },
            });
        },
        (error: unknown) => setProblem(problemText(error, t('booking.failed'))),
      );
  };

  const joinLine = () => {
    setProblem(null);
    join.mutate(
      { participantIds: chosen },
      { onError: (error) => setProblem(problemText(error, t('waiting.joinFailed'))) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="booking-heading">
          {t('booking.heading')}
        </Title>
        <ParticipantCheckboxes
          people={people}
          holders={holders}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
        />
        {paid && event.memberPrice !== event.guestPrice && (
          <Text size="sm" c="dimmed">
            {t('booking.memberPriceNote', {
              organisation: event.orgName,
              memberPrice: formatMoney(event.memberPrice, event.currency),
              guestPrice: formatMoney(event.guestPrice, event.currency),
            })}
          </Text>
        )}
        {total.kind === 'amount' && total.amount > 0 && (
          <Text size="sm">{t('booking.payByCard', { minutes: eventPaymentHoldMinutes })}</Text>
        )}
        <Group justify="space-between" align="center">
          <Text fw={600}>
            {t('booking.total')}: <span data-testid="booking-total">{totalText()}</span>
          </Text>
          <Button type="submit" loading={book.isPending} variant={waits ? 'default' : 'filled'}>
            {t('booking.book', { count: chosen.length })}
          </Button>
        </Group>
        {waits && (
          <Stack gap="xs" align="flex-start" data-testid="too-few-places">
            <Text size="sm">
              {t('waiting.tooFew', { count: event.placesLeft ?? 0, chosen: chosen.length })}
            </Text>
            <Button onClick={joinLine} loading={join.isPending}>
              {t('waiting.join')}
            </Button>
          </Stack>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {hasTickets && <Text size="sm">{t('detail.yourTickets')}</Text>}
      </Stack>
    </form>
  );
}
