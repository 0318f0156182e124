import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { Link, useParams } from 'react-router';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { EventList } from '../components/event-list.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';

/** The events of the organisation in the path; `ALL` (the older paths' key) means every one. */
export function Component() {
  const { t } = useTranslation(eventsNs);
  const orgKey = useParams().orgKey ?? '';
  const organisations = useOrganizations();

  if (orgKey.toUpperCase() === 'ALL') return <EventList />;
  if (organisations.isPending) return <Loading />;
  if (organisations.isError) return <LoadFailed onRetry={() => void organisations.refetch()} />;
  const organisation = organisations.data.find(
    (candidate) => candidate.key.toUpperCase() === orgKey.toUpperCase(),
  );
  if (!organisation) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('list.unknownOrganisation', { key: orgKey })}</Text>
        <Anchor component={Link} to="/events" c="blue.9">
          {t('list.seeAll')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {organisation.name}
      </Text>
      <EventList orgId={organisation.id} />
    </Stack>
  );
}
