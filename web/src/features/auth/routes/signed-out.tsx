import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useSearchParams } from 'react-router';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { safeReturnTo } from '#src/lib/auth/return-to.ts';
import { signInProblem } from '#src/lib/auth/sign-in-problem.ts';

/**
 * Where a tab lands when its session ended elsewhere (Log out in another tab, a password reset):
 * it says so and waits for the member, instead of sending them straight back to sign in.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const returnTo = safeReturnTo(params.get('returnTo'));

  const signIn = () => {
    setError(null);
    session.startLogin({ returnTo }).catch((reason: unknown) => setError(signInProblem(reason)));
  };

  return (
    <Stack gap="md">
      <Text>{t('auth.signedOutBody')}</Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={signIn}>{t('auth.signInAgain')}</Button>
    </Stack>
  );
}
