import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { calendarNs } from '#src/features/calendar/i18n/calendar-namespace.ts';
import { useCalendarSubscription, useRenewCalendarSubscription } from '../api/calendar.ts';

/** The private address a calendar app follows, to copy, and to replace if it was shared. */
export function SubscriptionCard() {
  const { t } = useTranslation(calendarNs);
  const subscription = useCalendarSubscription();
  const renew = useRenewCalendarSubscription();
  const url = subscription.data?.url ?? '';
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('subscription.heading')}
        </Title>
        <Text size="sm">{t('subscription.hint')}</Text>
        {subscription.isError ? (
          <Alert color="red" role="alert">
            {t('subscription.loadFailed')}
          </Alert>
        ) : (
          <TextInput
            label={t('subscription.label')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button onClick={copy} disabled={!url} color={copied ? 'teal.9' : undefined}>
                {copied ? t('subscription.copied') : t('subscription.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => renew.mutate()} loading={renew.isPending}>
            {t('subscription.renew')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('subscription.renewHint')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
