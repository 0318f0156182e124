import { formatDate, formatMoney } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

export interface ConfirmationMailFacts {
  language: Language;
  to: { name: string };
  organisation: { name: string };
  year: number;
  lines: { memberName: string; membershipName: string; startDate: string; endDate: string }[];
  amount: number;
  currency: string;
  orderNumber: string;
  /** SPEC.md section 9's membership order number. */
  membershipReference: string;
  membershipsUrl: string;
}

const texts = {
  da: {
    subject: (club: string, year: number) => `Medlemskab bekræftet: ${club} ${year}`,
    heading: 'Medlemskabet er bekræftet',
    greeting: (name: string) => `Kære ${name}`,
    active: (club: string, year: number) =>
      `Tak for din betaling. Medlemskabet af ${club} for ${year} er nu aktivt:`,
    paid: (amount: string) => `Betalt: ${amount}`,
    order: (order: string) => `Ordrenummer: ${order}`,
    reference: (reference: string) => `Medlemskabsreference: ${reference}`,
    receipt:
      'Kvitteringen er vedhæftet som PDF og ligger også under Medlemskaber i medlemsportalen.',
    action: 'Se dine medlemskaber',
    reason: (club: string) =>
      `Du får denne mail, fordi du har betalt et medlemskab af ${club} i medlemsportalen.`,
  },
  en: {
    subject: (club: string, year: number) => `Membership confirmed: ${club} ${year}`,
    heading: 'Your membership is confirmed',
    greeting: (name: string) => `Dear ${name}`,
    active: (club: string, year: number) =>
      `Thank you for your payment. Your ${year} membership of ${club} is now active:`,
    paid: (amount: string) => `Paid: ${amount}`,
    order: (order: string) => `Order number: ${order}`,
    reference: (reference: string) => `Membership reference: ${reference}`,
    receipt:
      'The receipt is attached as a PDF, and it is also under Memberships in the member portal.',
    action: 'See your memberships',
    reason: (club: string) =>
      `You get this mail because you paid for a membership of ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

/** SPEC.md's email template 6 (ORG and YEAR), in the payer's language. */
export function confirmationMail(facts: ConfirmationMailFacts): Promise<RenderedMail> {
  const { language, organisation, year } = facts;
  const t = texts[language];
  const frame = {
    language,
    sender: organisation.name,
    heading: t.heading,
    preview: t.active(organisation.name, year),
    reason: t.reason(organisation.name),
  };
  return renderMail(
    t.subject(organisation.name, year),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.to.name)}</Paragraph>
      <Paragraph>{t.active(organisation.name, year)}</Paragraph>
      <ul>
        {facts.lines.map((line, index) => (
          <li key={index} style={{ fontSize: '15px', lineHeight: '22px' }}>
            {line.memberName}: {line.membershipName} ({formatDate(line.startDate, language)} –{' '}
            {formatDate(line.endDate, language)})
          </li>
        ))}
      </ul>
      <Paragraph>
        {t.paid(formatMoney(facts.amount, facts.currency, language))}
        <br />
        {t.order(facts.orderNumber)}
        <br />
        {t.reference(facts.membershipReference)}
      </Paragraph>
      <Paragraph>{t.receipt}</Paragraph>
      <Action href={facts.membershipsUrl}>{t.action}</Action>
    </MailLayout>,
  );
}
