import type { Transaction } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { bookingMail } from './booking-mail.tsx';
import type { EventEntryRow, EventRow, TicketRow } from './events.repository.ts';

/**
 * The booking confirmation with its tickets, in the language the booking was made for, queued in
 * the booking's transaction.
 */
export async function enqueueBookingConfirmation(
  jobs: Jobs,
  tx: Transaction,
  booking: { entry: EventEntryRow; event: EventRow; tickets: TicketRow[]; publicUrl: string },
) {
  const { entry, event, tickets } = booking;
  const mail = await bookingMail({
    language: entry.language,
    name: entry.name,
    event: {
      title: event.title,
      orgName: event.orgName,
      location: event.location,
      start: event.startDate,
      end: event.endDate,
    },
    amount: entry.amount,
    currency: entry.currency,
    tickets,
    ticketsUrl: entry.bookerId
      ? new URL(`/ui/${event.orgKey}/events/${event.id}/tickets/${entry.id}`, booking.publicUrl)
          .href
      : null,
  });
  const jobId = await enqueueMail(jobs, tx, {
    to: entry.email,
    ...mail,
    // A paid booking's PDF receipt, made when the mail is sent (docs/decisions.md "Receipts").
    ...(entry.paymentStatus === 'paid' && entry.amount > 0
      ? {
          attachments: [
            { kind: 'receipt', of: 'event-entry', id: entry.id, language: entry.language } as const,
          ],
        }
      : {}),
    idempotencyKey: `event-entry-${entry.id}-confirmation`,
  });
  if (!jobId) throw new Error('the booking confirmation was not queued');
}
