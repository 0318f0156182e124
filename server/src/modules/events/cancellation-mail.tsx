import { formatClubDateTime } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

/** What a booker is told when the club cancels their booking or the whole event. */
export interface CancellationFacts {
  language: Language;
  to: { name: string };
  organisation: { name: string };
  event: { title: string; startDate: Date };
  /** The whole event was cancelled, or only this booking. */
  whole: 'event' | 'booking';
  reason: string;
  /** card: a refund to the card follows; cash: the club pays back in cash; none: nothing was paid. */
  payment: 'card' | 'cash' | 'none';
  link: string;
}

const texts = {
  da: {
    subject: (title: string, whole: CancellationFacts['whole']) =>
      whole === 'event' ? `Aflyst: ${title}` : `Din booking er annulleret: ${title}`,
    heading: (whole: CancellationFacts['whole']) =>
      whole === 'event' ? 'Arrangementet er aflyst' : 'Din booking er annulleret',
    greeting: (name: string) => `Kære ${name}`,
    cancelled: (club: string, title: string, at: string, whole: CancellationFacts['whole']) =>
      whole === 'event'
        ? `${club} har aflyst ${title} (${at}). Din booking og dine billetter er annulleret.`
        : `${club} har annulleret din booking til ${title} (${at}). Dine billetter gælder ikke længere.`,
    reason: (reason: string) => `Begrundelse: ${reason}`,
    card: 'Du får pengene tilbage på det kort, du betalte med; du får en mail, når det er sket.',
    cash: 'Du betalte kontant: foreningen betaler dig tilbage kontant.',
    action: 'Se dine billetter',
    why: (club: string) => `Du får denne mail, fordi du har booket hos ${club} i medlemsportalen.`,
  },
  en: {
    subject: (title: string, whole: CancellationFacts['whole']) =>
      whole === 'event' ? `Cancelled: ${title}` : `Your booking was cancelled: ${title}`,
    heading: (whole: CancellationFacts['whole']) =>
      whole === 'event' ? 'The event is cancelled' : 'Your booking was cancelled',
    greeting: (name: string) => `Dear ${name}`,
    cancelled: (club: string, title: string, at: string, whole: CancellationFacts['whole']) =>
      whole === 'event'
        ? `${club} has cancelled ${title} (${at}). Your booking and your tickets are cancelled.`
        : `${club} has cancelled your booking for ${title} (${at}). Your tickets are no longer valid.`,
    reason: (reason: string) => `Reason: ${reason}`,
    card: 'You get your money back on the card you paid with; we will mail you when it is done.',
    cash: 'You paid in cash: the club pays you back in cash.',
    action: 'See your tickets',
    why: (club: string) =>
      `You get this mail because you booked with ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

function story(facts: CancellationFacts) {
  const t = texts[facts.language];
  const lead = t.cancelled(
    facts.organisation.name,
    facts.event.title,
    formatClubDateTime(facts.event.startDate.toISOString(), facts.language),
    facts.whole,
  );
  const payment = facts.payment === 'none' ? null : t[facts.payment];
  return { t, lead, payment };
}

/** The notification's title and text, in the booker's language. */
export function cancellationNotice(facts: CancellationFacts): { title: string; message: string } {
  const { t, lead, payment } = story(facts);
  return {
    title: t.heading(facts.whole),
    message: [lead, t.reason(facts.reason), payment].filter(Boolean).join(' '),
  };
}

export function cancellationMail(facts: CancellationFacts): Promise<RenderedMail> {
  const { t, lead, payment } = story(facts);
  const frame = {
    language: facts.language,
    sender: facts.organisation.name,
    heading: t.heading(facts.whole),
    preview: lead,
    reason: t.why(facts.organisation.name),
  };
  return renderMail(
    t.subject(facts.event.title, facts.whole),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.to.name)}</Paragraph>
      <Paragraph>{lead}</Paragraph>
      <Paragraph>{t.reason(facts.reason)}</Paragraph>
      {payment && <Paragraph>{payment}</Paragraph>}
      <Action href={facts.link}>{t.action}</Action>
    </MailLayout>,
  );
}
