import { retentionYears } from '@portal/contracts/personal-data';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { privacyNs } from '../i18n/privacy-namespace.ts';

/** Where the member lands after deleting their account: signed out, and told what is left. */
export function Component() {
  const { t } = useTranslation(privacyNs);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('deleted.heading')}
      </Title>
      <Text>{t('deleted.body', { years: retentionYears.bookkeeping })}</Text>
      <Anchor component={Link} to="/privacy">
        {t('deleted.privacy')}
      </Anchor>
      <Anchor component={Link} to="/page-register">
        {t('deleted.register')}
      </Anchor>
    </Stack>
  );
}
