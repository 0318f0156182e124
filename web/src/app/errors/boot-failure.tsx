import { Button, Center, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { formatTitle } from '#src/lib/i18n/route-titles.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { errorTitleOf, textKeyOf } from './error-details.ts';

/**
 * When the app cannot start (the server is unreachable or misconfigured): outside the router and
 * without configuration, so only texts and a reload. The technical cause is on the console.
 */
export function BootFailure({ status }: { status: number }) {
  const { t, i18n } = useTranslation();
  const title = formatTitle(t(`titles.${errorTitleOf(status)}`), i18n.language);
  const key = textKeyOf(status);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Center component="main" mih="100dvh" p="md">
        <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
          <Stack gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text fz={48} fw={800} lh={1} c="blue.9">
              {status}
            </Text>
            <Text fw={600}>{t(`errors.message.${key}`)}</Text>
            <Text c="gray.7">{t(`errors.description.${key}`)}</Text>
            <Button onClick={() => window.location.reload()} w="fit-content">
              {t('errors.reload')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    </MantineProvider>
  );
}
