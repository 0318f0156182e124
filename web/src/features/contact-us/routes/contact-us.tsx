import { Alert, Card, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { contactNs } from '#src/lib/i18n/contact-namespace.ts';
import { ContactForm } from '../components/contact-form.tsx';

export function Component() {
  const { t } = useTranslation(contactNs);
  const { t: tApp } = useTranslation();
  const organisations = useOrganizations();
  const reachable = (organisations.data ?? []).filter(
    (organisation) => organisation.acceptsContactMessages,
  );

  let body;
  if (organisations.isPending) body = <Loader role="status" aria-label={tApp('app.loading')} />;
  else if (organisations.isError) {
    body = (
      <Alert color="red" role="alert">
        {t('loadFailed')}
      </Alert>
    );
  } else if (reachable.length === 0) body = <Text>{t('noOrganisations')}</Text>;
  else body = <ContactForm organisations={reachable} />;

  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <Stack gap="md">
        <Text>{t('intro')}</Text>
        {body}
      </Stack>
    </Card>
  );
}
