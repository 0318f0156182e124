import { Alert, Anchor, Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import type { Organisation } from '@portal/contracts/organisation';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link, useParams } from 'react-router';
import { useMembershipConfigurations } from '../api/get-membership-configurations.ts';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { MembershipTypes } from '../components/membership-types.tsx';

function Facts({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation(membershipsNs);
  const yesNo = (value: boolean) => (value ? t('organisations.yes') : t('organisations.no'));
  const payments = organisation.paymentProvider
    ? `${organisation.paymentProvider}${organisation.paymentTestMode ? ` (${t('organisations.testMode')})` : ''}`
    : t('organisations.noPayments');
  const rows: [string, string][] = [
    [t('organisations.key'), organisation.key],
    [t('organisations.events'), yesNo(organisation.events)],
    [t('organisations.eventsForMembers'), yesNo(organisation.eventsForMembers)],
    [t('organisations.eventsForGuests'), yesNo(organisation.eventsForGuests)],
    [t('organisations.payments'), payments],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Reached as /organizations-{id}-details, so the id is passed in rather than read from params. */
export function OrganizationDetails({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation(membershipsNs);
  const organizations = useOrganizations();
  const types = useMembershipConfigurations(organizationId);
  if (organizations.isError) return <LoadFailed onRetry={() => void organizations.refetch()} />;
  if (!organizations.data) return <Loading />;
  const organisation = organizations.data.find((item) => item.id === organizationId);
  if (!organisation) return <Alert color="yellow">{t('organisations.notFound')}</Alert>;
  // SPEC.md section 4: a configuration list that cannot be fetched also means disabled.
  const isEnabled = organisation.enabled && !types.isError;
  return (
    <Stack gap="lg" maw={1000}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {organisation.name}
            </Title>
            <Group gap="xs">
              <Badge color={isEnabled ? 'green' : 'gray'} variant="dot">
                {isEnabled ? t('organisations.enabled') : t('organisations.disabled')}
              </Badge>
              {isEnabled && organisation.readyForMembershipRenewal && (
                <Badge variant="dot">{t('organisations.readyForRenewal')}</Badge>
              )}
            </Group>
          </Group>
          <Facts organisation={organisation} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('organisations.membershipTypes')}
          </Title>
          {types.data ? <MembershipTypes types={types.data} /> : !types.isError && <Loading />}
          {isEnabled && (
            <Anchor component={Link} to={`/membership/new?orgId=${organisation.id}`}>
              {t('common.join')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function Component() {
  const { id = '' } = useParams();
  return <OrganizationDetails organizationId={id} />;
}
