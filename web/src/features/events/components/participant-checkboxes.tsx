import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '#src/lib/i18n/translator.ts';
import { eventsNs } from '#src/features/events/i18n/events-namespace.ts';
import type { BookablePerson } from '../lib/booking-people.ts';

interface Props {
  people: readonly BookablePerson[];
  /** Those who hold a ticket already: shown, but not to be chosen again. */
  holders: ReadonlySet<string>;
  value: string[];
  onChange: (value: string[]) => void;
}

/** The member and each family member they may book for, one checkbox each. */
export function ParticipantCheckboxes({ people, holders, value, onChange }: Props) {
  const { t } = useTranslation(eventsNs);
  return (
    <Checkbox.Group label={t('booking.who')} value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {people.map((person) => {
          const holds = holders.has(person.id);
          let label = person.isSelf ? t('booking.you', { name: person.name }) : person.name;
          if (holds) label = t('booking.hasTicket', { name: label });
          return <Checkbox key={person.id} value={person.id} label={label} disabled={holds} />;
        })}
      </Stack>
    </Checkbox.Group>
  );
}
