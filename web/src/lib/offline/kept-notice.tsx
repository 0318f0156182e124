import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatDateTime } from '#src/lib/format.ts';
import { LoadFailed } from '#src/lib/ui/load-state.tsx';
import { hasKeptData, subscribeToKeptData } from './kept-data.ts';
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
export function OfflineNotice({
  message,
  onRetry,
}: {
  /** Why; by default, that the page needs a sign-in (no session on the device). */
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(offlineNs);
  return (
    <Alert color="orange" variant="light" maw={640} role="alert" title={t('offlineTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? t('signInWhenOnline')}</Text>
        <Button variant="default" size="xs" onClick={onRetry ?? (() => window.location.reload())}>
          {t('tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A page that is not kept, opened without a network: the pages that do open, where the device
 * keeps them (an installed app opens on the dashboard, also at the club's door), and the page
 * itself once the network is back.
 */
export function OfflinePageNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(offlineNs);
  const { t: tApp } = useTranslation();
  const hasKept = useSyncExternalStore(subscribeToKeptData, hasKeptData, () => false);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <Alert color="orange" variant="light" maw={640} role="alert" title={t('offlineTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(hasKept ? 'keptPagesOpen' : 'needsNetwork')}</Text>
        {hasKept && (
          <Group gap="lg">
            <Anchor component={Link} to="/tickets" size="sm" c="blue.9">
              {tApp('header.myTickets')}
            </Anchor>
            <Anchor component={Link} to="/membership-card" size="sm" c="blue.9">
              {tApp('header.membershipCard')}
            </Anchor>
          </Group>
        )}
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Beside a spinner without a network: what the page waits for, and that it goes on by itself. */
export function OfflineWait() {
  const { t } = useTranslation(offlineNs);
  // Announced as it appears: the network may go while the member waits on the spinner.
  return (
    <Text size="sm" role="status">
      {t('waitsForNetwork')}
    </Text>
  );
}

/**
 * A kept page that could load nothing: offline, that nothing of it is kept yet (it opens once the
 * network is back); online, the offer to try again.
 */
export function KeptLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(offlineNs);
  return navigator.onLine ? (
    <LoadFailed onRetry={onRetry} />
  ) : (
    <OfflineNotice message={t('nothingKept')} />
  );
}
