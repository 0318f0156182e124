import type { TFunction } from 'i18next';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { CardRequestOutcome } from '@portal/contracts/renewal';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { ApiError } from '#src/lib/api-client.ts';
import { useDeclineText } from '#src/lib/i18n/decline-text.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { AlertIcon, CheckIcon } from '#src/lib/icons.tsx';
import type { ReturnState } from '#src/lib/payments/use-payment-return.ts';
import { cardText } from '../lib/renewal-text.ts';

function SavedView({ outcome }: { outcome: CardRequestOutcome }) {
  const { t } = useTranslation(membershipsNs);
  const values = {
    card: outcome.savedCard ? cardText(outcome.savedCard, t) : '',
    memberName: outcome.memberName,
    organisation: outcome.organisation.name,
  };
  return (
    <Alert color="green" icon={<CheckIcon size={20} />}>
      {/* Mantine's light green title is below AA contrast: the heading uses the text colour. */}
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('card.savedTitle')}
        </Title>
        <Text>
          {outcome.autoRenewal ? t('card.savedBody', values) : t('card.savedOff', values)}
        </Text>
      </Stack>
    </Alert>
  );
}

function OutcomeBody({ outcome, retry }: { outcome: CardRequestOutcome; retry: () => void }) {
  const { t } = useTranslation(membershipsNs);
  const declineText = useDeclineText();
  switch (outcome.status) {
    case 'saved':
      return <SavedView outcome={outcome} />;
    case 'open':
      return (
        <Alert color="blue" icon={<Loader size={18} />}>
          <Stack gap="xs" align="flex-start">
            <Text>{t('card.waiting')}</Text>
            <Button variant="light" onClick={retry}>
              {t('outcome.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'declined':
    case 'cancelled':
      return (
        <Alert color="red" icon={<AlertIcon size={20} />}>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('card.notSavedTitle')}
            </Title>
            <Text fw={600}>
              {outcome.status === 'declined' ? declineText(outcome.decline) : t('card.cancelled')}
            </Text>
            <Text size="sm">{t('card.nothingChanged')}</Text>
          </Stack>
        </Alert>
      );
  }
}

function errorText(error: unknown, t: TFunction<typeof membershipsNs>): string {
  if (error instanceof ApiError && error.status === 404) return t('card.notFound');
  if (error instanceof ApiError && error.kind === 'http' && error.message) return error.message;
  return t('common.loadFailed');
}

/** What the card window's return pages show: the outcome the server learnt from the gateway. */
export function CardOutcomeView({
  state,
  retry,
}: {
  state: ReturnState<CardRequestOutcome>;
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
    body = <Alert color="yellow">{t('card.missingToken')}</Alert>;
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
    body = <OutcomeBody outcome={state.outcome} retry={retry} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <Stack gap="lg">
        {body}
        <Group gap="md">
          <Button component={Link} to="/memberships">
            {t('outcome.goToMemberships')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
