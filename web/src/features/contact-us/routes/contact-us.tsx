import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { contactNs } from '#src/features/contact-us/i18n/contact-namespace.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { OwnThreads } from '../components/own-threads.tsx';

export function Component() {
  const { t } = useTranslation(contactNs);
  const organisations = useOrganizations();
  const reachable = (organisations.data ?? []).filter(
    (organisation) => organisation.acceptsContactMessages,
  );

  let body;
  if (organisations.isPending) body = <Loading />;
  else if (organisations.isError) {
    body = <LoadFailed message={t('loadFailed')} onRetry={() => void organisations.refetch()} />;
  } else if (reachable.length === 0) body = <Text>{t('noOrganisations')}</Text>;
  else body = <ContactForm organisations={reachable} />;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md" maw={720}>
        <Stack gap="md">
          <Text>{t('intro')}</Text>
          {body}
        </Stack>
      </Card>
      <OwnThreads />
    </Stack>
  );
}
