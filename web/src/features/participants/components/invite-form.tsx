import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { ApiError, problemDetail } from '#src/lib/api-client.ts';
import { membersNs } from '#src/lib/i18n/members-namespace.ts';
import { showBar } from '#src/lib/notification-bars/bar-store.ts';
import { useInviteFamilyMember } from '../api/invite-family-member.ts';
import { inviteEmailError } from './invite-email.ts';

/** Links an existing member by email: they get a request and decide. */
export function InviteForm() {
  const { t } = useTranslation(membersNs);
  const invite = useInviteFamilyMember();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = inviteEmailError(email);
    setError(problem);
    if (problem) return;
    invite.mutate(
      { email },
      {
        onSuccess: (invitation) => {
          setEmail('');
          showBar({
            groupId: 'family-invite',
            type: 'success',
            closable: true,
            autoCloseTime: 8000,
            message: t('participants.invite.sent', { email: invitation.inviteeEmail }),
          });
        },
        onError: (failure) =>
          setError(
            (failure instanceof ApiError ? problemDetail(failure.problem) : undefined) ??
              t('common.saveFailed'),
          ),
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('participants.invite.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('participants.invite.hint')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={invite.isPending} mt={{ base: 0, xs: 25 }}>
              {t('participants.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
