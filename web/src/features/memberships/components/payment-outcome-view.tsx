import type { TFunction } from 'i18next';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { PaymentOutcome } from '@portal/contracts/membership';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { useDeclineText } from '#src/lib/i18n/decline-text.ts';
import { Link } from 'react-router';
import { ApiError } from '#src/lib/api-client.ts';
import { AlertIcon, CheckIcon } from '#src/lib/icons.tsx';
import { formatDate, formatMoney } from '#src/lib/format.ts';
import { MembershipStatusBadge } from './status-badge.tsx';
import type { ReturnState } from '#src/lib/payments/use-payment-return.ts';

function OutcomeLinks({ historyOf }: { historyOf?: string }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Group gap="md">
      <Button component={Link} to="/memberships">
        {t('outcome.goToMemberships')}
      </Button>
      {historyOf && (
        <Anchor component={Link} to={`/membership/${historyOf}/history`}>
          {t('common.history')}
        </Anchor>
      )}
    </Group>
  );
}

function PaidView({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Stack gap="md">
      <Alert color="green" icon={<CheckIcon size={20} />}>
        {/* Mantine's light green title is below AA contrast: the title uses the text colour. */}
        <Text fw={700}>{t('outcome.paidTitle')}</Text>
        <Text>{t('outcome.paidBody')}</Text>
      </Alert>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {outcome.memberships.map((item) => (
          <Group component="li" key={item.membershipId} justify="space-between" gap="xs">
            <div>
              <Text fw={600}>
                {item.memberName} · {item.membershipName}
              </Text>
              <Text size="sm" c="dimmed">
                {t('common.period', {
                  start: formatDate(item.startDate),
                  end: formatDate(item.endDate),
                })}
              </Text>
            </div>
            <MembershipStatusBadge status={item.status} />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

function Facts({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Text size="sm" c="dimmed">
      {outcome.organisation.name} · {t('outcome.orderNumber')} {outcome.orderNumber} ·{' '}
      {t('receipt.membershipReference')} {outcome.membershipReference} · {t('outcome.amount')}{' '}
      {formatMoney(outcome.amount, outcome.currency)}
    </Text>
  );
}

function OutcomeBody({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation(membershipsNs);
  const declineText = useDeclineText();
  if (outcome.paymentStatus === 'paid') return <PaidView outcome={outcome} />;
  if (outcome.paymentStatus === 'init_mem') {
    return (
      <Alert color="blue" icon={<Loader size={18} />} title={t('outcome.pendingTitle')}>
        {t('outcome.pendingBody')}
      </Alert>
    );
  }
  // "No money has been taken" is said once. A decline the gateway gave no reason for (the member
  // cancelled in the card window) only repeats the title, so its sentence is left out; a
  // cancelled payment's own reason already says nothing was charged.
  const isDeclined = outcome.paymentStatus === 'declined';
  const isUnexplained = isDeclined && (outcome.decline?.key ?? 'unknown') === 'unknown';
  const reason = isUnexplained ? null : declineText(outcome.decline, outcome.message);
  return (
    <Alert color="red" icon={<AlertIcon size={20} />} title={t('outcome.declinedTitle')}>
      <Stack gap={4}>
        {reason && <Text fw={600}>{reason}</Text>}
        <Text size="sm">{t(isDeclined ? 'outcome.nothingActive' : 'outcome.noneActivated')}</Text>
      </Stack>
    </Alert>
  );
}

function errorText(error: unknown, t: TFunction<typeof membershipsNs>): string {
  if (error instanceof ApiError && error.status === 404) return t('outcome.notFound');
  if (error instanceof ApiError && error.kind === 'http' && error.message) return error.message;
  return t('common.loadFailed');
}

/** What Payment Successful and Payment Failed show: the outcome the server decided. */
export function PaymentOutcomeView({
  state,
  retry,
}: {
  state: ReturnState<PaymentOutcome>;
  retry: () => void;
}) {
  const { t } = useTranslation(membershipsNs);
  let body;
  if (state.kind === 'loading') {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('common.loading')}</Text>
      </Group>
    );
  } else if (state.kind === 'missing-token') {
    body = <Alert color="yellow">{t('outcome.missingToken')}</Alert>;
  } else if (state.kind === 'failed') {
    body = (
      <Alert color="red" icon={<AlertIcon size={20} />}>
        <Stack gap="xs" align="flex-start">
          <Text>{errorText(state.error, t)}</Text>
          <Button variant="light" color="red" onClick={retry}>
            {t('outcome.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Stack gap="md">
        <OutcomeBody outcome={state.outcome} />
        <Facts outcome={state.outcome} />
      </Stack>
    );
  }
  const firstMembership = state.kind === 'done' ? state.outcome.memberships[0] : undefined;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <Stack gap="lg">
        {body}
        <OutcomeLinks historyOf={firstMembership?.membershipId} />
      </Stack>
    </Paper>
  );
}
