import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { textKeyOf } from './error-details.ts';

interface ErrorContentProps {
  status: number;
  message?: string | undefined;
}

/** Status code, message and description, with a way on (SPEC.md section 2). */
export function ErrorContent({ status, message }: ErrorContentProps) {
  const { t } = useTranslation();
  const key = textKeyOf(status);
  return (
    <Stack gap="sm">
      <Text
        fz={48}
        fw={800}
        lh={1}
        c="blue.9"
        aria-label={t('errors.status', { status: String(status) })}
      >
        {status}
      </Text>
      <Text fw={600}>{message ?? t(`errors.message.${key}`)}</Text>
      <Text c="gray.7">{t(`errors.description.${key}`)}</Text>
      <Group gap="sm" mt="sm">
        <Button component={Link} to="/">
          {t('errors.home')}
        </Button>
        {status >= 500 && (
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
