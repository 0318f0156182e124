import type { OrganisationSettings } from '@portal/contracts/administration';
import { profileImageMaxBytes, profileImageTypes } from '@portal/contracts/member-fields';
import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { useChangeLogo } from '../api/organisation-settings.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

type Outcome = 'uploaded' | 'removed' | 'wrongType' | 'tooLarge' | 'failed' | null;

/** The organisation's logo, on the public membership list: chosen, checked here, then sent. */
export function LogoCard({ settings }: { settings: OrganisationSettings }) {
  const { t } = useTranslation(administrationNs);
  const change = useChangeLogo(settings.key, useAuth().user?.access_token);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const send = (file: File | null, done: Outcome) =>
    change.mutate(file, {
      onSuccess: () => setOutcome(done),
      onError: () => setOutcome('failed'),
    });
  const choose = (file: File | null) => {
    if (!file) return;
    if (!(profileImageTypes as readonly string[]).includes(file.type)) setOutcome('wrongType');
    else if (file.size > profileImageMaxBytes) setOutcome('tooLarge');
    else send(file, 'uploaded');
  };
  const isProblem = outcome === 'wrongType' || outcome === 'tooLarge' || outcome === 'failed';

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('logo.heading')}
        </Title>
        <Group align="center" gap="lg">
          {settings.logo ? (
            <Image
              src={settings.logo}
              alt={t('logo.alt', { name: settings.name })}
              h={64}
              w="auto"
              fit="contain"
            />
          ) : (
            <Text c="dimmed">{t('logo.none')}</Text>
          )}
          <Stack gap={4}>
            <Group gap="sm">
              <FileButton onChange={choose} accept={profileImageTypes.join(',')}>
                {(props) => (
                  <Button {...props} variant="light" loading={change.isPending}>
                    {t('logo.choose')}
                  </Button>
                )}
              </FileButton>
              {settings.logo && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => send(null, 'removed')}
                  loading={change.isPending}
                >
                  {t('logo.remove')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('logo.hint')}
            </Text>
          </Stack>
        </Group>
        {outcome && (
          <Alert color={isProblem ? 'red' : 'green'} role={isProblem ? 'alert' : 'status'}>
            {t(`logo.${outcome}`)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
