import type { Event } from '@portal/contracts/event';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { useOrganizations } from '#src/lib/organisations/get-organizations.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import { useEvents } from '../api/list-events.ts';
import { EventCard } from './event-card.tsx';
import { LoadFailed, Loading } from '#src/lib/ui/load-state.tsx';
import classes from './event-list.module.css';

const everyOrganisation = 'all';

function ChevronIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/**
 * The phone's own picker, as the app's other choices: Mantine's Select positioned its closed list
 * as it was drawn, a forced layout in the dashboard's idle work, and its NativeSelect brought a
 * dozen components more to the list (issue 19).
 */
function OrganisationChoice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={classes.choice}>
      <label className={classes.choiceLabel} htmlFor={id}>
        {label}
      </label>
      <div className={classes.choiceField}>
        <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={classes.choiceChevron}>
          <ChevronIcon />
        </div>
      </div>
    </div>
  );
}

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
        <OrganisationChoice
          label={t('list.organisation')}
          value={chosen}
          onChange={setChosen}
          options={[
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
