import type { Event } from '@portal/contracts/event';
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatEventTime } from '#src/lib/format.ts';

type HeadedEvent = Pick<Event, 'orgName' | 'title' | 'startDate' | 'endDate' | 'location'>;

/**
 * An event as the cards of events and bookings name it: the organisation, the title (`title`, a
 * link where the card leads to the event), when and where.
 */
export function EventHeading({ event, title }: { event: HeadedEvent; title?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={600} c="blue.9">
        {event.orgName}
      </Text>
      <Title order={3} size="h4">
        {title ?? event.title}
      </Title>
      <Text size="sm">{formatEventTime(event.startDate, event.endDate)}</Text>
      <Text size="sm" c="dimmed">
        {event.location}
      </Text>
    </>
  );
}
