import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Organisation } from '@portal/contracts/organisation';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link } from 'react-router';

/** One organisation: name, key, whether it takes memberships and whether renewal is open. */
export function OrganizationCard({
  organisation,
  linked,
}: {
  organisation: Organisation;
  linked: boolean;
}) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Card
      withBorder
      radius="md"
      data-testid="organization-card"
      data-enabled={organisation.enabled}
      // A disabled organisation is greyed by its background: faded text would fail contrast.
      bg={organisation.enabled ? undefined : 'gray.0'}
    >
      <Stack gap="xs">
        <div>
          <Text fw={600} component="h2" size="lg" m={0}>
            {organisation.name}
          </Text>
          <Text size="sm" c="dimmed">
            {organisation.key}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={organisation.enabled ? 'green' : 'gray'} variant="dot">
            {organisation.enabled ? t('organisations.enabled') : t('organisations.disabled')}
          </Badge>
          {organisation.enabled && organisation.readyForMembershipRenewal && (
            <Badge variant="dot" color="blue">
              {t('organisations.readyForRenewal')}
            </Badge>
          )}
        </Group>
        {linked && (
          <Anchor
            component={Link}
            to={`/organizations-${organisation.id}-details`}
            aria-label={`${t('organisations.details')}: ${organisation.name}`}
          >
            {t('organisations.details')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
