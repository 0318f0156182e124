import { Alert, Button, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Navigate } from 'react-router';
import { PageLoader } from '#src/lib/auth/require-auth.tsx';
import { useAuthSession } from '#src/lib/auth/auth-session-context.tsx';
import { clearLock } from '#src/lib/auth/lock-store.ts';
import { returnToFromState } from '#src/lib/auth/return-to.ts';

/**
 * The redirect URI: the auth provider has already exchanged the code when this renders; the
 * user goes on to the address stored before sign-in, if it is a path of this site.
 */
export function Component() {
  const { t } = useTranslation();
  const auth = useAuth();
  const session = useAuthSession();

  const isSignedIn = auth.isAuthenticated && Boolean(auth.user);
  useEffect(() => {
    if (isSignedIn) clearLock();
  }, [isSignedIn]);

  if (isSignedIn) return <Navigate to={returnToFromState(auth.user?.state)} replace />;
  if (auth.error) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('auth.failed')}>
          {auth.error.message}
        </Alert>
        <Button onClick={() => void session.startLogin({ returnTo: '/' })}>
          {t('auth.tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (!auth.isLoading) return <Navigate to="/" replace />;
  return <PageLoader />;
}
