import { Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useAuth } from '#src/lib/auth/use-auth.tsx';
import { Navigate, useSearchParams } from 'react-router';
import { safeReturnTo } from '#src/lib/auth/return-to.ts';
import { SigninRedirect } from '#src/lib/auth/signin-redirect.tsx';

/**
 * /page-login starts sign-in at the identity provider; `?returnTo=` says where to come back.
 * Someone already signed in goes there at once.
 */
export function Component() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  if (auth.isAuthenticated) return <Navigate to={returnTo} replace />;
  return (
    <>
      <Text mb="md">{t('auth.loginIntro')}</Text>
      <SigninRedirect returnTo={returnTo} />
    </>
  );
}
