import { Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { SigninRedirect } from '#src/lib/auth/signin-redirect.tsx';

/** Registration is the provider's page, opened by the standard `prompt=create`. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Text mb="md">{t('auth.registerIntro')}</Text>
      <SigninRedirect returnTo="/" prompt="create" />
    </>
  );
}
