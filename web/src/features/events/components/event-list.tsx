import { NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useEvents } from '../api/list-events.ts';
import { EventCard } from './event-card.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';

const everyOrganisation = 'all';

/** The events of one organisation (orgId), or of all with a choice of organisation. */
export function EventList({ orgId = null }: { orgId?: string | null }) {
  const { t } = useTranslation(eventsNs);
  const [chosen, setChosen] = useState(everyOrganisation);
  const canChoose = orgId === null;
  const organisations = useOrganizations();
  const filter = orgId ?? (chosen === everyOrganisation ? null : chosen);
  const events = useEvents(filter);
  // The answer arrives as an urgent update, drawn in one go; the cards (and the first date
  // formats, which load their locale data) are drawn from this copy instead, in a transition that
  // leaves the phone responsive between slices.
  const shownEvents = useDeferredValue(events.data);
  const now = new Date();

  return (
    <Stack gap="md">
      {canChoose && (
        // The phone's own picker, as the app's other choices: Mantine's Select positioned its
        // closed list as it was drawn, a forced layout in the dashboard's idle work (issue 19).
        <NativeSelect
          label={t('list.organisation')}
          maw={320}
          value={chosen}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={[
            { value: everyOrganisation, label: t('list.allOrganisations') },
            ...(organisations.data ?? []).map((organisation) => ({
              value: organisation.id,
              label: organisation.name,
            })),
          ]}
        />
      )}
      {(events.isPending || (events.data && !shownEvents)) && <Loading />}
      {events.isError && <LoadFailed onRetry={() => void events.refetch()} />}
      {shownEvents?.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
      {shownEvents && shownEvents.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-busy={events.isFetching}
        >
          {shownEvents.map((event) => (
            <EventCard key={event.id} event={event} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
