import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { basename } from '#src/lib/auth/app-path.ts';
import {
  BUILD_CHECK_INTERVAL_MS,
  isNewerBuildAvailable,
  runningEntryScript,
} from '../build/build-check.ts';

/** Checks hourly for a newer build and offers a reload (SPEC.md section 4 "Builds"). */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [isAvailable, setAvailable] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV) return;
    const running = runningEntryScript();
    const timer = setInterval(() => {
      isNewerBuildAvailable(`${basename}/`, running)
        .then((newer) => {
          if (newer) setAvailable(true);
        })
        .catch(() => {
          // Offline or a deploy in progress: the next hourly check tries again.
        });
    }, BUILD_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  if (!isAvailable) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      p="sm"
      withBorder
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 360 }}
    >
      <Group gap="sm">
        <Text size="sm">{t('build.available')}</Text>
        <Button size="xs" onClick={() => window.location.reload()}>
          {t('build.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
