import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed } from '#src/lib/ui/load-state.tsx';
import { offlineNs } from './offline-namespace.ts';

/** Says that the page shows the copy kept on the device, and when it was last read. */
export function KeptNotice({ keptAt }: { keptAt: Date }) {
  const { t } = useTranslation(offlineNs);
  return (
    <Alert color="gray" variant="light" maw={640} data-testid="kept-notice">
      <Text size="sm" fw={600}>
        {t('lastUpdated', { time: formatDateTime(keptAt.toISOString()) })}
      </Text>
      <Text size="sm">{t('keptCopy')}</Text>
    </Alert>
  );
}

/** Without a network and without a kept copy: nothing personal to show, and why. */
export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation(offlineNs);
  return (
    <Alert color="orange" variant="light" maw={640} role="alert" title={t('offlineTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('signInWhenOnline')}</Text>
        <Button variant="default" size="xs" onClick={onRetry ?? (() => window.location.reload())}>
          {t('tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A kept page that could load nothing: offline, say so; online, offer to try again. */
export function KeptLoadFailed({ onRetry }: { onRetry: () => void }) {
  return navigator.onLine ? <LoadFailed onRetry={onRetry} /> : <OfflineNotice />;
}
