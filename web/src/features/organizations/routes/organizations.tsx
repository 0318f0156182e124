import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { OrganizationCard } from '../components/organization-card.tsx';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';

/** /organizations: every organisation, enabled or not, with ready-for-renewal. */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const organizations = useOrganizations();
  if (organizations.isError) return <LoadFailed onRetry={() => void organizations.refetch()} />;
  if (!organizations.data) return <Loading />;
  return (
    <Stack gap="lg" maw={1000}>
      <Text c="dimmed">{t('organisations.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {organizations.data.map((organisation) => (
          <OrganizationCard key={organisation.id} organisation={organisation} linked />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
