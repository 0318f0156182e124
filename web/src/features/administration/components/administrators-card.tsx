import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { ApiError } from '#src/lib/api-error.ts';
import { formatDate } from '#src/lib/format.ts';
import { UserMinusIcon } from '#src/lib/icons.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useAdministrators, useChangeAdministrator } from '../api/organisation-settings.ts';
import { administrationNs } from '../i18n/administration-namespace.ts';

type Outcome = { kind: 'added' | 'removed'; email: string } | null;

/** Who administers the organisation, and giving or taking the role (embedded provider only). */
export function AdministratorsCard({ orgKey }: { orgKey: string }) {
  const { t } = useTranslation(administrationNs);
  const ownEmail = useAuth().user?.profile.email;
  const administrators = useAdministrators(orgKey);
  const change = useChangeAdministrator(orgKey);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = (kind: 'add' | 'remove', target: string) => {
    setOutcome(null);
    setEmailError(undefined);
    change.mutate(
      { kind, email: target },
      {
        onSuccess: () => {
          setOutcome({ kind: kind === 'add' ? 'added' : 'removed', email: target });
          if (kind === 'add') setEmail('');
        },
        onError: (error) => {
          if (kind === 'add' && error instanceof ApiError && error.status === 400) {
            setEmailError(
              error.problem?.code === 'no_account_for_email'
                ? t('errors.noAccount')
                : t('errors.email'),
            );
          }
        },
      },
    );
  };

  let body;
  if (administrators.isPending) body = <Loading />;
  else if (administrators.isError) {
    body = <LoadFailed onRetry={() => void administrators.refetch()} />;
  } else if (!administrators.data.editable) {
    body = (
      <Text>
        {t('administrators.managedElsewhere', { issuer: administrators.data.issuer ?? '' })}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {administrators.data.administrators.map((administrator) => (
            <Group component="li" key={administrator.email} justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>
                  {administrator.name}
                  {administrator.email === ownEmail && ` (${t('administrators.you')})`}
                </Text>
                <Text size="sm" c="dimmed">
                  {administrator.email} ·{' '}
                  {t('administrators.since', {
                    date: formatDate(administrator.since.slice(0, 10)),
                  })}
                </Text>
              </div>
              {administrator.email !== ownEmail && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('administrators.remove', { name: administrator.name })}
                  onClick={() => run('remove', administrator.email)}
                  loading={change.isPending}
                >
                  <UserMinusIcon size={18} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) run('add', email.trim());
            else setEmailError(t('errors.required'));
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('administrators.email')}
              type="email"
              value={email}
              error={emailError}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailError(undefined);
              }}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" variant="light" loading={change.isPending}>
              {t('administrators.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('administrators.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('administrators.lead')}
        </Text>
        {outcome && (
          <Alert color="green" role="status">
            {t(`administrators.${outcome.kind}`, { email: outcome.email })}
          </Alert>
        )}
        {change.isError && !emailError && (
          <Alert color="red" role="alert">
            {t('administrators.failed')}
          </Alert>
        )}
        {body}
      </Stack>
    </Card>
  );
}
