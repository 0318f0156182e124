import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { membershipsNs } from '#src/lib/i18n/memberships-namespace.ts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useMembershipOverview } from '../api/get-membership-overview.ts';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import { OrganisationMemberships } from '../components/organisation-memberships.tsx';

/** /memberships: per organisation, the member's and their approved family's memberships. */
export function Component() {
  const { t } = useTranslation(membershipsNs);
  const [params] = useSearchParams();
  const overview = useMembershipOverview();

  // SPEC.md section 2: the address notice links here to edit the main participant's profile.
  if (params.get('trigger') === 'editMainParticipant')
    return <Navigate to="/edit-profile" replace />;
  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <Loading />;

  const groups = overview.data.filter((group) => group.memberships.length > 0);
  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">{t('overview.intro')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/membership-card" variant="light">
            {t('overview.membershipCard')}
          </Button>
          <Button component={Link} to="/membership/new">
            {t('overview.newMembership')}
          </Button>
        </Group>
      </Group>
      {groups.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t('overview.empty')}</Text>
        </Paper>
      ) : (
        groups.map((group) => (
          <OrganisationMemberships
            key={group.organisation.id}
            organisation={group.organisation}
            memberships={group.memberships}
          />
        ))
      )}
      {groups.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('renewal.cardWindow')} {t('renewal.nothingCharged')}
        </Text>
      )}
    </Stack>
  );
}
