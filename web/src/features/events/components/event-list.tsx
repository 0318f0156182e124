import { NativeSelect } from '@mantine/core';
import type { Event } from '@portal/contracts/event';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useEvents } from '../api/list-events.ts';
import { EventCard } from './event-card.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import classes from './event-list.module.css';

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
  // leaves the phone responsive between slices. So too when the list is drawn with the answer
  // already there (the dashboard's list arrives when idle, its events often before it).
  const shownEvents = useDeferredValue<Event[] | null | undefined>(events.data, null);
  // Drawn again only with new events: the urgent updates around them (the organisations arriving,
  // a refetch starting) then leave the cards as they are.
  const cards = useMemo(() => {
    const now = new Date();
    return shownEvents?.map((event) => <EventCard key={event.id} event={event} now={now} />);
  }, [shownEvents]);

  return (
    <div className={classes.list}>
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
      {shownEvents?.length === 0 && <p className={classes.empty}>{t('list.empty')}</p>}
      {shownEvents && shownEvents.length > 0 && (
        <ul className={classes.cards} aria-busy={events.isFetching}>
          {cards}
        </ul>
      )}
    </div>
  );
}
