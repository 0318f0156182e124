import { formatEventTime } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import type { Transaction } from '#src/db/client.ts';
import type { Jobs } from '#src/lib/jobs.ts';
import { enqueueMail } from '#src/lib/messages/mail.ts';
import { findMemberRowById } from '#src/modules/members/members.service.ts';
import { createNotification } from '#src/modules/notifications/notifications.service.ts';
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
  await announceBooking(tx, booking);
}

const registrationTexts = {
  da: {
    title: 'Du er tilmeldt',
    booker: (title: string, when: string, count: number) =>
      `${title}, ${when}: ${count === 1 ? '1 billet' : `${String(count)} billetter`}. Billetterne ligger under Mine billetter.`,
    booked: (title: string, when: string, by: string) =>
      `${by} har tilmeldt dig ${title}, ${when}.`,
  },
  en: {
    title: 'You are booked',
    booker: (title: string, when: string, count: number) =>
      `${title}, ${when}: ${count === 1 ? '1 ticket' : `${String(count)} tickets`}. The tickets are under My Tickets.`,
    booked: (title: string, when: string, by: string) =>
      `${by} has booked you for ${title}, ${when}.`,
  },
} satisfies Record<Language, unknown>;

/**
 * EVENT_REGISTRATION under the bell of the booker and of each family member booked, each in
 * their own language, with a link to the tickets (the booker's) or the event (the others'). A
 * guest has no bell: the mail is theirs.
 */
async function announceBooking(
  tx: Transaction,
  booking: { entry: EventEntryRow; event: EventRow; tickets: TicketRow[] },
) {
  const { entry, event, tickets } = booking;
  if (!entry.bookerId) return;
  const booker = await findMemberRowById(tx, entry.bookerId);
  if (!booker) return;
  const bookerName = `${booker.firstName} ${booker.lastName}`.trim();
  const eventPath = `/ui/${event.orgKey}/events/${event.id}`;
  const when = (language: Language) =>
    formatEventTime(event.startDate.toISOString(), event.endDate.toISOString(), language);
  // `news` tells a booking's notice from the other news of an entry (a cancellation, say).
  const data = { eventId: event.id, entryId: entry.id, news: 'booked' };
  const t = registrationTexts[booker.preferredLanguage];
  await createNotification(tx, {
    receiverId: booker.id,
    senderId: null,
    type: 'EVENT_REGISTRATION',
    title: t.title,
    message: t.booker(event.title, when(booker.preferredLanguage), tickets.length),
    data: { ...data, link: `${eventPath}/tickets/${entry.id}` },
  });
  const others = new Set(
    tickets.map((ticket) => ticket.participantId).filter((id): id is string => id !== null),
  );
  others.delete(booker.id);
  for (const memberId of others) {
    const member = await findMemberRowById(tx, memberId);
    if (!member) continue;
    const words = registrationTexts[member.preferredLanguage];
    await createNotification(tx, {
      receiverId: member.id,
      senderId: booker.id,
      type: 'EVENT_REGISTRATION',
      title: words.title,
      message: words.booked(event.title, when(member.preferredLanguage), bookerName),
      data: { ...data, link: eventPath },
    });
  }
}
