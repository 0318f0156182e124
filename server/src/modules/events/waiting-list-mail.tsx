import { formatClubDateTime } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

/** What a person in an event's waiting list is told: that they joined, or that places are free. */
export interface WaitingListFacts {
  language: Language;
  kind: 'joined' | 'offer' | 'cancelled';
  to: { name: string };
  organisation: { name: string };
  event: { title: string; startDate: Date };
  quantity: number;
  /** 1 for the first in line (joined only). */
  position: number | null;
  /** Until when the offer holds the places (offer only). */
  offerExpiresAt: Date | null;
  isPaid: boolean;
  /** Why the club cancelled the event (cancelled only). */
  reason: string | null;
  /** The event's page for a member, the guest's own waiting list page for a guest. */
  link: string;
}

const places = (language: Language, quantity: number) =>
  language === 'da'
    ? quantity === 1
      ? '1 plads'
      : `${String(quantity)} pladser`
    : quantity === 1
      ? '1 place'
      : `${String(quantity)} places`;

const texts = {
  da: {
    subject: (f: WaitingListFacts) =>
      ({
        offer: `Der er plads til dig: ${f.event.title}`,
        joined: `På venteliste: ${f.event.title}`,
        cancelled: `Aflyst: ${f.event.title}`,
      })[f.kind],
    heading: (f: WaitingListFacts) =>
      ({
        offer: 'Der er plads til dig',
        joined: 'Du er på ventelisten',
        cancelled: 'Arrangementet er aflyst',
      })[f.kind],
    cancelled: (f: WaitingListFacts, at: string) =>
      `${f.organisation.name} har aflyst ${f.event.title} (${at}). Du er ikke længere på ventelisten.`,
    reason: (reason: string) => `Begrundelse: ${reason}`,
    greeting: (name: string) => `Kære ${name}`,
    joined: (f: WaitingListFacts, at: string) =>
      `Du er nummer ${String(f.position ?? 1)} på ventelisten til ${f.event.title} (${at}) med ${places('da', f.quantity)}. Vi skriver til dig, så snart der bliver plads.`,
    offer: (f: WaitingListFacts, at: string, until: string) =>
      `Der er blevet ${places('da', f.quantity)} fri til ${f.event.title} (${at}). De holdes til dig indtil ${until}; derefter går de videre til den næste på ventelisten.`,
    pay: 'Arrangementet koster penge: du betaler med kort, når du tager pladserne.',
    offerAction: 'Tag pladserne',
    joinedAction: 'Se din plads på ventelisten',
    why: (club: string) =>
      `Du får denne mail, fordi du har skrevet dig på en venteliste hos ${club} i medlemsportalen.`,
  },
  en: {
    subject: (f: WaitingListFacts) =>
      ({
        offer: `A place is free for you: ${f.event.title}`,
        joined: `On the waiting list: ${f.event.title}`,
        cancelled: `Cancelled: ${f.event.title}`,
      })[f.kind],
    heading: (f: WaitingListFacts) =>
      ({
        offer: 'A place is free for you',
        joined: 'You are on the waiting list',
        cancelled: 'The event is cancelled',
      })[f.kind],
    cancelled: (f: WaitingListFacts, at: string) =>
      `${f.organisation.name} has cancelled ${f.event.title} (${at}). You are no longer on its waiting list.`,
    reason: (reason: string) => `Reason: ${reason}`,
    greeting: (name: string) => `Dear ${name}`,
    joined: (f: WaitingListFacts, at: string) =>
      `You are number ${String(f.position ?? 1)} on the waiting list for ${f.event.title} (${at}) with ${places('en', f.quantity)}. We will write to you as soon as places are free.`,
    offer: (f: WaitingListFacts, at: string, until: string) =>
      `${places('en', f.quantity)} for ${f.event.title} (${at}) ${f.quantity === 1 ? 'is' : 'are'} free. ${f.quantity === 1 ? 'It is' : 'They are'} held for you until ${until}; after that ${f.quantity === 1 ? 'it goes' : 'they go'} to the next in line.`,
    pay: 'The event has a price: you pay by card when you take the places.',
    offerAction: 'Take the places',
    joinedAction: 'See your place in line',
    why: (club: string) =>
      `You get this mail because you joined a waiting list of ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

function story(facts: WaitingListFacts) {
  const t = texts[facts.language];
  const at = formatClubDateTime(facts.event.startDate.toISOString(), facts.language);
  const until = formatClubDateTime(
    (facts.offerExpiresAt ?? facts.event.startDate).toISOString(),
    facts.language,
  );
  const lead = {
    offer: () => t.offer(facts, at, until),
    joined: () => t.joined(facts, at),
    cancelled: () => t.cancelled(facts, at),
  }[facts.kind]();
  const more =
    facts.kind === 'offer' && facts.isPaid
      ? t.pay
      : facts.kind === 'cancelled' && facts.reason
        ? t.reason(facts.reason)
        : null;
  return { t, lead, more };
}

/** The notification's title and text, in the member's language. */
export function waitingListNotice(facts: WaitingListFacts): { title: string; message: string } {
  const { t, lead, more } = story(facts);
  return { title: t.heading(facts), message: [lead, more].filter(Boolean).join(' ') };
}

export function waitingListMail(facts: WaitingListFacts): Promise<RenderedMail> {
  const { t, lead, more } = story(facts);
  const frame = {
    language: facts.language,
    sender: facts.organisation.name,
    heading: t.heading(facts),
    preview: lead,
    reason: t.why(facts.organisation.name),
  };
  return renderMail(
    t.subject(facts),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.to.name)}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      {more && <Paragraph>{more}</Paragraph>}
      {facts.kind !== 'cancelled' && (
        <Action href={facts.link}>{facts.kind === 'offer' ? t.offerAction : t.joinedAction}</Action>
      )}
    </MailLayout>,
  );
}
