import type { EventPaymentOutcome } from '@portal/contracts/event-entry';
import { formatMoney } from '#src/lib/format.ts';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { apiErrorOf, problemDetail } from '#src/lib/api-client.ts';
import { eventPaymentNs } from '#src/features/events/i18n/event-payment-namespace.ts';
import { entryTicketsPath } from '#src/features/events/lib/entries.ts';
import { AlertIcon, CheckIcon } from '#src/lib/icons.tsx';
import { type ReturnState, usePaymentReturn } from '#src/lib/payments/use-payment-return.ts';

/** Follows a booking's payment return until the server has settled it. */
export function useEventPaymentReturn(
  key: string | null,
  call: (() => Promise<EventPaymentOutcome>) | null,
) {
  const queryClient = useQueryClient();
  return usePaymentReturn(key, call, {
    isUnsettled: (outcome) => outcome.entry.paymentStatus === 'pending',
    // Places, tickets and the calendar changed.
    onSettled: () => void queryClient.invalidateQueries(),
  });
}

function Outcome({ outcome }: { outcome: EventPaymentOutcome }) {
  const { t } = useTranslation(eventPaymentNs);
  const { orgKey = '', id = '' } = useParams();
  const { entry } = outcome;
  const facts = (
    <Text size="sm" c="dimmed">
      {entry.event.title} · {entry.event.orgName}
      {entry.orderNumber ? ` · ${t('orderNumber')} ${entry.orderNumber}` : ''} · {t('amount')}{' '}
      {formatMoney(entry.amount, entry.currency)}
    </Text>
  );
  if (entry.paymentStatus === 'paid' || entry.paymentStatus === 'free') {
    const live = entry.tickets.filter((ticket) => ticket.status !== 'cancelled').length;
    return (
      <Stack gap="md">
        <Alert color="green" icon={<CheckIcon size={20} />}>
          <Text fw={700}>{t('paidTitle')}</Text>
          <Text>{t('paidBody', { count: live })}</Text>
        </Alert>
        {facts}
        <Group>
          <Button component={Link} to={entryTicketsPath(entry)}>
            {t('showTickets')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (entry.paymentStatus === 'pending') {
    return (
      <Alert color="blue" icon={<Loader size={18} />} title={t('pendingTitle')}>
        {t('pendingBody')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="red" icon={<AlertIcon size={20} />}>
        <Text fw={700}>{t('notPaidTitle')}</Text>
        <Text>{outcome.reason ?? t('notPaidFallback')}</Text>
      </Alert>
      {facts}
      <Anchor component={Link} to={`/${orgKey}/events/${id}`}>
        {t('backToEvent')}
      </Anchor>
    </Stack>
  );
}

/** What Registration Success and Registration Decline show: the outcome the server decided. */
export function EventPaymentOutcomeView({
  state,
  retry,
}: {
  state: ReturnState<EventPaymentOutcome>;
  retry: () => void;
}) {
  const { t } = useTranslation(eventPaymentNs);
  let body;
  if (state.kind === 'loading') {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (state.kind === 'missing-token') {
    body = <Alert color="yellow">{t('missingToken')}</Alert>;
  } else if (state.kind === 'failed') {
    const answer = apiErrorOf(state.error);
    const text =
      answer?.status === 404 ? t('notFound') : (problemDetail(answer?.problem) ?? t('loadFailed'));
    body = (
      <Alert color="red" icon={<AlertIcon size={20} />}>
        <Stack gap="xs" align="flex-start">
          <Text>{text}</Text>
          <Button variant="default" onClick={retry}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else body = <Outcome outcome={state.outcome} />;
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      {body}
    </Paper>
  );
}
