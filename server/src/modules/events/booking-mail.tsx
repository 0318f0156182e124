import { formatEventTime, formatMoney } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import {
  Action,
  code,
  MailLayout,
  Paragraph,
  paragraph,
} from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

export interface BookingMailFacts {
  language: Language;
  name: string;
  event: { title: string; orgName: string; location: string | null; start: Date; end: Date };
  /** Minor units; 0 for a free booking. */
  amount: number;
  currency: string;
  tickets: { holderName: string; code: string }[];
  /** Where a member finds the tickets with their QR codes; null for a guest. */
  ticketsUrl: string | null;
}

const texts = {
  da: {
    subject: (title: string) => `Booking bekræftet: ${title}`,
    heading: 'Din booking er bekræftet',
    greeting: (name: string) => `Kære ${name}`,
    booked: (title: string, club: string, when: string) =>
      `Du er booket til ${title} (${club}), ${when}.`,
    place: (location: string) => `Sted: ${location}.`,
    paid: (amount: string) => `Betalt: ${amount}`,
    tickets: (count: number) => (count === 1 ? 'Din billet:' : `Dine ${count} billetter:`),
    memberDoor: 'Vis QR-koderne fra medlemsportalen ved døren.',
    action: 'Se dine billetter',
    guestDoor: 'Vis denne mail ved døren; koderne ovenfor er dine billetter.',
    reason: (club: string) =>
      `Du får denne mail, fordi der er booket til et arrangement hos ${club} med din e-mailadresse.`,
  },
  en: {
    subject: (title: string) => `Booking confirmed: ${title}`,
    heading: 'Your booking is confirmed',
    greeting: (name: string) => `Dear ${name}`,
    booked: (title: string, club: string, when: string) =>
      `You are booked for ${title} (${club}), ${when}.`,
    place: (location: string) => `Place: ${location}.`,
    paid: (amount: string) => `Paid: ${amount}`,
    tickets: (count: number) => (count === 1 ? 'Your ticket:' : `Your ${count} tickets:`),
    memberDoor: 'Show the QR codes from the member portal at the door.',
    action: 'See your tickets',
    guestDoor: 'Show this mail at the door; the codes above are your tickets.',
    reason: (club: string) =>
      `You get this mail because an event of ${club} was booked with your email address.`,
  },
} satisfies Record<Language, unknown>;

/** The booking confirmation: a member finds the QR codes in the portal, a guest has them here. */
export function bookingMail(facts: BookingMailFacts): Promise<RenderedMail> {
  const { language, event } = facts;
  const t = texts[language];
  const when = formatEventTime(event.start.toISOString(), event.end.toISOString(), language);
  const frame = {
    language,
    sender: event.orgName,
    heading: t.heading,
    preview: t.booked(event.title, event.orgName, when),
    reason: t.reason(event.orgName),
  };
  return renderMail(
    t.subject(event.title),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.name)}</Paragraph>
      <Paragraph>{t.booked(event.title, event.orgName, when)}</Paragraph>
      {event.location && <Paragraph>{t.place(event.location)}</Paragraph>}
      {facts.amount > 0 && (
        <Paragraph>{t.paid(formatMoney(facts.amount, facts.currency, language))}</Paragraph>
      )}
      <Paragraph>{t.tickets(facts.tickets.length)}</Paragraph>
      <ul>
        {facts.tickets.map((ticket) => (
          <li key={ticket.code} style={paragraph}>
            {ticket.holderName}: <span style={code}>{ticket.code}</span>
          </li>
        ))}
      </ul>
      {facts.ticketsUrl ? (
        <>
          <Paragraph>{t.memberDoor}</Paragraph>
          <Action href={facts.ticketsUrl}>{t.action}</Action>
        </>
      ) : (
        <Paragraph>{t.guestDoor}</Paragraph>
      )}
    </MailLayout>,
  );
}
