import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { OrganizationCard } from '../components/organization-card.tsx';
import { readOrganizations } from '#src/lib/organisations/stored-organizations.ts';

/**
 * /organizations-review, open without sign-in: what SPEC.md shows of it is only the route, so it
 * reviews the organisations this browser stored when the member last saw the list.
 */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const organisations = readOrganizations();
  return (
    <Stack gap="lg" maw={1000}>
      <Text c="dimmed">
        {organisations.length > 0 ? t('organisations.reviewIntro') : t('organisations.reviewEmpty')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {organisations.map((organisation) => (
          <OrganizationCard key={organisation.id} organisation={organisation} linked={false} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
