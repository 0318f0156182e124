import { Anchor, Badge, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Membership } from '@portal/contracts/membership-records';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link } from 'react-router';
import { formatDate } from '#src/lib/format.ts';
import { MembershipCards } from './membership-cards.tsx';
import { MembershipRenewal, renewPath } from './membership-renewal.tsx';
import { MembershipStatusBadge } from './status-badge.tsx';

interface Props {
  organisation: { id: string; key: string; name: string; readyForMembershipRenewal: boolean };
  memberships: readonly Membership[];
}

/** One organisation's memberships of the member and their family, with renewal when it is open. */
export function OrganisationMemberships({ organisation, memberships }: Props) {
  const { t } = useTranslation(membershipsNs);
  const isPhone = useMediaQuery('(max-width: 36em)');
  const period = (item: Membership) =>
    item.overallStartDate && item.overallEndDate
      ? t('common.period', {
          start: formatDate(item.overallStartDate),
          end: formatDate(item.overallEndDate),
        })
      : t('common.noPeriod');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={2} size="h4">
              {organisation.name}
            </Title>
            {organisation.readyForMembershipRenewal && (
              <Badge variant="dot">{t('overview.readyForRenewal')}</Badge>
            )}
          </Group>
          {organisation.readyForMembershipRenewal && (
            <Button
              component={Link}
              to={renewPath(organisation.key)}
              variant="light"
              aria-label={`${t('overview.renew')}: ${organisation.name}`}
            >
              {t('overview.renew')}
            </Button>
          )}
        </Group>
        {isPhone ? (
          <MembershipCards memberships={memberships} orgKey={organisation.key} period={period} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('overview.member')}</Table.Th>
                  <Table.Th scope="col">{t('overview.status')}</Table.Th>
                  <Table.Th scope="col">{t('overview.periodLabel')}</Table.Th>
                  <Table.Th scope="col">{t('overview.autoRenewal')}</Table.Th>
                  <Table.Th scope="col">{t('overview.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {memberships.map((item) => (
                  <Table.Tr key={item.id} data-testid="membership-row">
                    <Table.Th scope="row" fw={500}>
                      {item.memberName}
                    </Table.Th>
                    <Table.Td>
                      <MembershipStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>{period(item)}</Table.Td>
                    <Table.Td>
                      <MembershipRenewal membership={item} orgKey={organisation.key} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Anchor component={Link} to={`/membership/${item.id}/history`}>
                          {t('common.history')}
                        </Anchor>
                        {item.hasReceipt && (
                          <Anchor component={Link} to={`/membership/${item.id}/receipt`}>
                            {t('common.receipt')}
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
