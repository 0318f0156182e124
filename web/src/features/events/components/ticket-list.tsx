import type { EventEntry } from '@portal/contracts/event-entry';
import { useEffect } from 'react';
import { TicketCard } from './ticket-card.tsx';
import classes from './tickets.module.css';

/** Every ticket of a booking; while shown, printing the page prints only these. */
export function TicketList({ entry }: { entry: Pick<EventEntry, 'tickets' | 'event'> }) {
  useEffect(() => {
    document.body.dataset.printing = 'tickets';
    return () => {
      delete document.body.dataset.printing;
    };
  }, []);
  return (
    <ul className={classes.tickets}>
      {entry.tickets.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} eventTitle={entry.event.title} />
      ))}
    </ul>
  );
}
