import { formatMoney } from '@portal/contracts/format';
import type { Transaction } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import type { EventEntryRow, EventRow, TicketRow } from './events.repository.ts';

const copenhagenTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * The booking confirmation with its tickets, queued in the booking's transaction. A member finds
 * the tickets with their QR codes in the portal; a guest has the codes in this mail.
 */
export async function enqueueBookingConfirmation(
  jobs: Jobs,
  tx: Transaction,
  booking: { entry: EventEntryRow; event: EventRow; tickets: TicketRow[]; publicUrl: string },
) {
  const { entry, event, tickets } = booking;
  const when = copenhagenTime.format(event.startDate);
  const codes = tickets.map((ticket) => `  - ${ticket.holderName}: ${ticket.code}`).join('\n');
  const ticketsUrl = new URL(
    `/ui/${event.orgKey}/events/${event.id}/tickets/${entry.id}`,
    booking.publicUrl,
  ).href;
  const paid = entry.amount > 0 ? `Paid: ${formatMoney(entry.amount, entry.currency, 'en')}.` : '';
  const text = [
    `Dear ${entry.name}`,
    '',
    `You are booked for ${event.title} (${event.orgName}), ${when}${event.location ? `, ${event.location}` : ''}.`,
    paid,
    `Your ${tickets.length === 1 ? 'ticket' : `${tickets.length} tickets`}:`,
    codes,
    '',
    entry.bookerId
      ? `Show the QR codes from the member portal at the door: ${ticketsUrl}`
      : 'Show this mail at the door; the codes above are your tickets.',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  const jobId = await enqueueMail(jobs, tx, {
    to: entry.email,
    subject: `Booking confirmed: ${event.title}`,
    text,
    idempotencyKey: `event-entry-${entry.id}-confirmation`,
  });
  if (!jobId) throw new Error('the booking confirmation was not queued');
}
