import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { absoluteAppUrl } from '#src/lib/auth/app-path.ts';
import { usePublicConfig } from '#src/lib/public-config-context.tsx';

/** Password reset lives at the identity provider; it sends the user back to the portal after. */
export function forgotPasswordUrl(issuer: string): string {
  const url = new URL(`${issuer.replace(/\/$/, '')}/forgot-password`);
  url.searchParams.set('return_to', absoluteAppUrl('/'));
  return url.href;
}

export function Component() {
  const { t } = useTranslation();
  const { issuer } = usePublicConfig();
  const target = forgotPasswordUrl(issuer);

  useEffect(() => {
    window.location.assign(target);
  }, [target]);

  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('auth.forgotIntro')}</Text>
      <Button component="a" href={target}>
        {t('auth.resetPassword')}
      </Button>
      <Button component={Link} to="/page-login" variant="subtle">
        {t('auth.backToLogin')}
      </Button>
    </Stack>
  );
}
