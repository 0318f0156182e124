import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { en } from '../i18n/en.ts';
import { HourglassIcon } from '../icons.tsx';

export type ScreenKey = keyof typeof en.screens;

/**
 * What a screen shows until its feature is built: its title comes from the route, and this says
 * plainly that the content is not there yet and what it will be.
 */
export function ComingSoon({ screen, children }: { screen: ScreenKey; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
          <HourglassIcon size={24} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('comingSoon.title')}
        </Title>
        <Text>{t('comingSoon.body', { what: t(`screens.${screen}`) })}</Text>
        {children}
        <Anchor component={Link} to="/">
          {t('comingSoon.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
