import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useLocation } from 'react-router';
import { apiErrorOf, problemDetail } from '#src/lib/api-client.ts';
import { MailIcon } from '#src/lib/icons.tsx';
import { useCurrentAccount } from '#src/lib/auth/current-account.ts';
import { useSendEmailVerification } from '../api/send-email-verification.ts';
import { emailVerificationNs } from '../i18n/email-verification-namespace.ts';

/**
 * On every page of a signed-in account whose address is not confirmed yet: what it means, and
 * "Send again" for a lost or expired link. Gone once the server says the address is confirmed.
 */
export default function EmailVerificationNotice() {
  const { t } = useTranslation(emailVerificationNs);
  const account = useCurrentAccount();
  const send = useSendEmailVerification();
  const { pathname } = useLocation();
  const user = account.data;
  const isUnconfirmed = user?.emailVerified === false;

  // While the notice shows, each new page asks again: the link may have been followed elsewhere.
  const askAgain = useEffectEvent(() => {
    if (isUnconfirmed) void account.refetch();
  });
  useEffect(() => askAgain(), [pathname]);

  if (!user || user.emailVerified) return null;
  const address = user.email;
  const failure = send.isError
    ? (problemDetail(apiErrorOf(send.error)?.problem) ?? t('failed'))
    : undefined;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<MailIcon />}
      mb="md"
      // A notice to read and act on, not an alarm: a labelled region, not role="alert".
      role="region"
      title={t('title')}
      // The light variant tints the title with the alert's colour, too faint on yellow to read.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" fw={500}>
            {t('notice', { email: address })}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t('sendAgain')}
          </Button>
        </Group>
        <div role="status">
          {send.isSuccess && <Text size="sm">{t('sent', { email: address })}</Text>}
          {failure && (
            <Text size="sm" c="red.8">
              {failure}
            </Text>
          )}
        </div>
      </Stack>
    </Alert>
  );
}
