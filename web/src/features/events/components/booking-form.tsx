import { type Event, eventPaymentHoldMinutes } from '@portal/contracts/event';
import { formatMoney } from '#src/lib/format.ts';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useParticipants } from '#src/lib/members/list-participants.ts';
import { useOwnMember } from '#src/lib/members/use-own-member.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useBookEvent } from '../api/book-event.ts';
import { useTickets } from '../api/list-tickets.ts';
import { useBookingQuote } from '../api/quote-booking.ts';
import { bookablePeople, isFree, ticketHolderIds } from '../lib/booking.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { problemText } from './problem-text.ts';

/** Checkboxes for the member and each family member they may book for, the total, and Book. */
export function BookingForm({ event }: { event: Event }) {
  const { t, i18n } = useTranslation(eventsNs);
  const navigate = useNavigate();
  const member = useOwnMember();
  const participants = useParticipants();
  const tickets = useTickets();
  const book = useBookEvent(event.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const paid = !isFree(event);
  const quote = useBookingQuote(event.id, chosen, paid);

  if (member.isPending || participants.isPending || tickets.isPending) return <Loading />;
  if (member.isError || participants.isError || tickets.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void member.refetch();
          void participants.refetch();
          void tickets.refetch();
        }}
      />
    );
  }

  const people = bookablePeople(member.data, participants.data);
  const holders = ticketHolderIds(tickets.data.filter((entry) => entry.eveId === event.id));
  // Unknown (undefined) until the server has priced the chosen participants.
  const total = !paid || chosen.length === 0 ? 0 : quote.data?.amount;
  const hasTickets = holders.size > 0;

  const totalText = () => {
    if (total === undefined) return quote.isError ? t('booking.totalUnknown') : '…';
    return total === 0 ? t('common.free') : formatMoney(total, event.currency);
  };

  const submit = (formEvent: SyntheticEvent) => {
    formEvent.preventDefault();
    if (chosen.length === 0) {
      setProblem(t('booking.noneChosen'));
      return;
    }
    setProblem(null);
    book.mutate(
      { participantIds: chosen, language: i18n.language === 'en' ? 'en' : 'da' },
      {
        onSuccess: (result) => {
          // An event with a price continues in the card payment window, which returns to
          // Registration Success or Registration Decline.
          if (result.paymentWindowLink) window.location.assign(result.paymentWindowLink);
          else
            void navigate(`/${event.orgKey}/events/${event.id}/tickets`, {
              state: { booked: true },
            });
        },
        onError: (error) => setProblem(problemText(error, t('booking.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="booking-heading">
          {t('booking.heading')}
        </Title>
        <Checkbox.Group
          label={t('booking.who')}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
        >
          <Stack gap="xs" mt="xs">
            {people.map((person) => {
              const holds = holders.has(person.id);
              let label = person.isSelf ? t('booking.you', { name: person.name }) : person.name;
              if (holds) label = t('booking.hasTicket', { name: label });
              return <Checkbox key={person.id} value={person.id} label={label} disabled={holds} />;
            })}
          </Stack>
        </Checkbox.Group>
        {paid && event.memberPrice !== event.guestPrice && (
          <Text size="sm" c="dimmed">
            {t('booking.memberPriceNote', {
              organisation: event.orgName,
              memberPrice: formatMoney(event.memberPrice, event.currency),
              guestPrice: formatMoney(event.guestPrice, event.currency),
            })}
          </Text>
        )}
        {total !== undefined && total > 0 && (
          <Text size="sm">{t('booking.payByCard', { minutes: eventPaymentHoldMinutes })}</Text>
        )}
        <Group justify="space-between" align="center">
          <Text fw={600}>
            {t('booking.total')}: <span data-testid="booking-total">{totalText()}</span>
          </Text>
          <Button type="submit" loading={book.isPending}>
            {t('booking.book', { count: chosen.length })}
          </Button>
        </Group>
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
