import { formatMoney } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

export interface RefundFacts {
  language: Language;
  to: { name: string };
  organisation: { name: string };
  /** What was paid for, as the payments list names it. */
  description: string;
  amount: number;
  currency: string;
  /** True when the whole payment was paid back or released. */
  whole: boolean;
  reason: string;
  orderNumber: string | null;
  link: string;
}

const texts = {
  da: {
    subject: (club: string) => `Tilbagebetaling fra ${club}`,
    heading: 'Du har fået penge tilbage',
    title: 'Betaling tilbagebetalt',
    greeting: (name: string) => `Kære ${name}`,
    refunded: (club: string, amount: string, what: string) =>
      `${club} har betalt ${amount} tilbage for ${what}.`,
    whole: 'Hele betalingen er betalt tilbage, og det, den betalte for, er ikke længere aktivt.',
    reason: (reason: string) => `Begrundelse: ${reason}`,
    order: (order: string) => `Ordrenummer: ${order}`,
    bank: 'Pengene går tilbage til det kort, du betalte med; det kan tage nogle bankdage.',
    action: 'Åbn medlemsportalen',
    why: (club: string) => `Du får denne mail, fordi du har betalt ${club} i medlemsportalen.`,
  },
  en: {
    subject: (club: string) => `Refund from ${club}`,
    heading: 'You have been refunded',
    title: 'Payment refunded',
    greeting: (name: string) => `Dear ${name}`,
    refunded: (club: string, amount: string, what: string) =>
      `${club} has refunded ${amount} for ${what}.`,
    whole: 'The whole payment was refunded, and what it paid for is no longer active.',
    reason: (reason: string) => `Reason: ${reason}`,
    order: (order: string) => `Order number: ${order}`,
    bank: 'The money goes back to the card you paid with; this may take a few banking days.',
    action: 'Open the member portal',
    why: (club: string) => `You get this mail because you paid ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

/** The notification's title and text, in the member's language. */
export function refundNotice(facts: RefundFacts): { title: string; message: string } {
  const t = texts[facts.language];
  const amount = formatMoney(facts.amount, facts.currency, facts.language);
  return {
    title: t.title,
    message: `${t.refunded(facts.organisation.name, amount, facts.description)} ${t.reason(facts.reason)}`,
  };
}

/** The mail telling a member that the club paid money back, in the member's language. */
export function refundMail(facts: RefundFacts): Promise<RenderedMail> {
  const t = texts[facts.language];
  const amount = formatMoney(facts.amount, facts.currency, facts.language);
  const frame = {
    language: facts.language,
    sender: facts.organisation.name,
    heading: t.heading,
    preview: t.refunded(facts.organisation.name, amount, facts.description),
    reason: t.why(facts.organisation.name),
  };
  return renderMail(
    t.subject(facts.organisation.name),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.to.name)}</Paragraph>
      <Paragraph>{t.refunded(facts.organisation.name, amount, facts.description)}</Paragraph>
      {facts.whole && <Paragraph>{t.whole}</Paragraph>}
      <Paragraph>
        {t.reason(facts.reason)}
        {facts.orderNumber && (
          <>
            <br />
            {t.order(facts.orderNumber)}
          </>
        )}
      </Paragraph>
      <Paragraph>{t.bank}</Paragraph>
      <Action href={facts.link}>{t.action}</Action>
    </MailLayout>,
  );
}
