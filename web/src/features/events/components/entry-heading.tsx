import type { EventEntry } from '@portal/contracts/event';
import { Text, Title } from '@mantine/core';
import { formatEventTime } from '#src/lib/format.ts';

/** A booking's event as its cards name it: the organisation, the title, when and where. */
export function EntryHeading({ entry }: { entry: EventEntry }) {
  return (
    <>
      <Text size="sm" fw={600} c="blue.9">
        {entry.event.orgName}
      </Text>
      <Title order={3} size="h4">
        {entry.event.title}
      </Title>
      <Text size="sm">{formatEventTime(entry.event.startDate, entry.event.endDate)}</Text>
      <Text size="sm" c="dimmed">
        {entry.event.location}
      </Text>
    </>
  );
}
