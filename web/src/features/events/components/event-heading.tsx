import type { Event } from '@portal/contracts/event';
import type { ReactNode } from 'react';
import { formatEventTime } from '#src/lib/format.ts';
import classes from './event-heading.module.css';

type HeadedEvent = Pick<Event, 'orgName' | 'title' | 'startDate' | 'endDate' | 'location'>;

/**
 * An event as the cards of events and bookings name it: the organisation, the title (`title`, a
 * link where the card leads to the event), when and where. Plain elements rather than Mantine's
 * Text and Title: the dashboard draws them first (issue 19).
 */
export function EventHeading({ event, title }: { event: HeadedEvent; title?: ReactNode }) {
  return (
    <>
      <p className={`${classes.text} ${classes.organisation}`}>{event.orgName}</p>
      <h3 className={classes.title}>{title ?? event.title}</h3>
      <p className={classes.text}>{formatEventTime(event.startDate, event.endDate)}</p>
      <p className={`${classes.text} ${classes.dimmed}`}>{event.location}</p>
    </>
  );
}
