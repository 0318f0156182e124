import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MembershipConfiguration } from '@portal/contracts/organisation';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { formatDate } from '#src/lib/format.ts';
import { MembershipPrice } from '#src/lib/memberships/membership-price.tsx';

/** The membership types of an organisation with their price breakdown. */
export function MembershipTypes({ types }: { types: readonly MembershipConfiguration[] }) {
  const { t } = useTranslation(membershipsNs);
  if (types.length === 0) return <Text>{t('organisations.noTypes')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {types.map((type) => (
        <Card withBorder radius="md" key={type.id}>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{type.name}</Text>
              {type.isOnOffer && (
                <Badge variant="dot" color="green">
                  {t('organisations.enabled')}
                </Badge>
              )}
            </Group>
            <MembershipPrice price={type.price} currency={type.currency} />
            <Text size="sm" c="dimmed">
              {t('organisations.validUntil', {
                start: formatDate(type.startDate),
                end: formatDate(type.endDate),
              })}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
