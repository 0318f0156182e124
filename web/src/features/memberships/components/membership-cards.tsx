import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Membership } from '@portal/contracts/membership-records';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link } from 'react-router';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { MembershipRenewal } from './membership-renewal.tsx';
import { MembershipStatusBadge } from './status-badge.tsx';

interface Props {
  memberships: readonly Membership[];
  orgKey: string;
  period: (item: Membership) => string;
}

/** The memberships of one organisation as a list, for phones, where the table would scroll. */
export function MembershipCards({ memberships, orgKey, period }: Props) {
  const { t } = useTranslation(membershipsNs);
  return (
    <Stack gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {memberships.map((item) => (
        <Stack gap={6} component="li" key={item.id} data-testid="membership-row">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{item.memberName}</Text>
            <MembershipStatusBadge status={item.status} />
          </Group>
          <Text size="sm">{period(item)}</Text>
          <MembershipRenewal membership={item} orgKey={orgKey} isLabelled />
          <Group gap="md">
            <Anchor component={Link} to={`/membership/${item.id}/history`}>
              {t('common.history')}
            </Anchor>
            {item.hasReceipt && (
              <Anchor component={Link} to={`/membership/${item.id}/receipt`}>
                {t('common.receipt')}
              </Anchor>
            )}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
