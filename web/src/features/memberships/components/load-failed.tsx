import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { AlertIcon } from '#src/lib/icons.tsx';

/** A failed load, said plainly, with a way to try again. */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Alert color="red" icon={<AlertIcon size={20} />} maw={640}>
      <Stack gap="xs" align="flex-start">
        <Text>{message ?? t('common.loadFailed')}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
