import { Alert, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Navigate } from 'react-router';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { clearLock, readLock } from '#src/lib/auth/lock-store.ts';
import { signInProblem } from '#src/lib/auth/sign-in-problem.ts';
import { initialsOf } from '#src/lib/auth/user-names.ts';
import { LockIcon } from '#src/lib/icons.tsx';

/** Where the idle timeout leaves the user: their name and a way back in (SPEC.md section 2). */
export function Component() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const [lock] = useState(readLock);
  const [error, setError] = useState<string | null>(null);

  if (!lock) return <Navigate to="/page-login" replace />;

  const signIn = (hint?: string) => {
    setError(null);
    session
      .startLogin({ returnTo: lock.returnTo, prompt: 'login', loginHint: hint })
      .catch((reason: unknown) => setError(signInProblem(reason)));
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Avatar color="blue" variant="filled" radius="xl" size="lg" aria-hidden="true">
          {initialsOf(lock.name)}
        </Avatar>
        <div>
          <Text fw={700}>{t('auth.lockGreeting', { name: lock.name })}</Text>
          <Text size="sm" c="gray.7">
            {lock.email}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <LockIcon />
        <Text>{t('auth.lockBody', { minutes: String(session.config.sessionTimeoutMinutes) })}</Text>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => signIn(lock.email)}>{t('auth.signInAgain')}</Button>
      <Button
        variant="subtle"
        onClick={() => {
          clearLock();
          signIn();
        }}
      >
        {t('auth.otherAccount')}
      </Button>
    </Stack>
  );
}
