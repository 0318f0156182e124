import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
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

/**
 * Signed in without a network, on a page that is not kept: the pages that do open (an installed
 * app opens on the dashboard, also at the club's door), and the page itself once the network is
 * back.
 */
export function OfflinePageNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(offlineNs);
  const { t: tApp } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Alert color="orange" variant="light" maw={640} role="alert" title={t('offlineTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('keptPagesOpen')}</Text>
        <Group gap="lg">
          <Anchor component={Link} to="/tickets" size="sm" c="blue.9">
            {tApp('header.myTickets')}
          </Anchor>
          <Anchor component={Link} to="/membership-card" size="sm" c="blue.9">
            {tApp('header.membershipCard')}
          </Anchor>
        </Group>
        <Button variant="default" size="xs" onClick={onRetry}>
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
