import type { EventEntry } from '@portal/contracts/event-entry';
import { SimpleGrid } from '@mantine/core';
import { EntryCard } from './entry-card.tsx';

export function EntryGrid({ entries, now }: { entries: EventEntry[]; now: Date }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} now={now} />
      ))}
    </SimpleGrid>
  );
}
