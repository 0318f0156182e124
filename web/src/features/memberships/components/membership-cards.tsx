import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Membership } from '@portal/contracts/membership-records';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { MembershipStatusBadge } from './status-badge.tsx';

interface Props {
  memberships: readonly Membership[];
  period: (item: Membership) => string;
  autoRenewal: (item: Membership) => string;
}

/** The memberships of one organisation as a list, for phones, where the table would scroll. */
export function MembershipCards({ memberships, period, autoRenewal }: Props) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {memberships.map((item) => (
        <Stack gap={4} component="li" key={item.id} data-testid="membership-row">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{item.memberName}</Text>
            <MembershipStatusBadge status={item.status} />
          </Group>
          <Text size="sm">{period(item)}</Text>
          <Text size="sm" c="dimmed">
            {t('overview.autoRenewal')}: {autoRenewal(item)}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={`/membership/${item.id}/history`}>
              {t('common.history')}
            </Anchor>
            <Anchor component={Link} to={`/membership/${item.id}/receipt`}>
              {t('common.receipt')}
            </Anchor>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
