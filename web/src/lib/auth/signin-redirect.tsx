import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuthSession } from './auth-session-context.tsx';
import type { StartLoginOptions } from './auth-session.ts';
import { useAuth } from './use-auth.tsx';

/**
 * Sends the browser to the identity provider once, showing why. An expired session that still has
 * a refresh token is renewed silently first, so a returning user does not see the login page.
 */
export function SigninRedirect(props: StartLoginOptions) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const canRenew = Boolean(auth.user?.refresh_token);

  const start = async () => {
    setError(null);
    try {
      if (canRenew) {
        const userManager = await session.userManager();
        try {
          await userManager.signinSilent();
          return;
        } catch {
          await userManager.removeUser();
        }
      }
      await session.startLogin(props);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  });

  return (
    <Center mih="40vh">
      <Stack align="center" gap="md" maw={420}>
        {error ? (
          <Alert color="red" title={t('auth.failed')} role="alert" w="100%">
            {error}
          </Alert>
        ) : (
          <>
            <Loader aria-hidden="true" />
            <Text role="status">{t('auth.redirecting')}</Text>
          </>
        )}
        <Button variant={error ? 'filled' : 'default'} onClick={() => void start()}>
          {error ? t('auth.tryAgain') : t('auth.continue')}
        </Button>
      </Stack>
    </Center>
  );
}
