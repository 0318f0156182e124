import { Fragment } from 'react';
import type { Language } from '@portal/contracts/language';
import { MailLayout, Paragraph, paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

const texts = {
  da: {
    subject: (subject: string) => `Vi har modtaget din besked: ${subject}`,
    heading: 'Vi har modtaget din besked',
    greeting: (name: string) => `Kære ${name}`,
    received: (club: string) =>
      `Tak for din besked til ${club}. Den er givet videre, og klubben svarer dig så snart den kan.`,
    yourMessage: 'Din besked:',
    reason: (club: string) =>
      `Du får denne mail, fordi du har skrevet til ${club} under Kontakt os i medlemsportalen.`,
  },
  en: {
    subject: (subject: string) => `We have received your message: ${subject}`,
    heading: 'We have received your message',
    greeting: (name: string) => `Dear ${name}`,
    received: (club: string) =>
      `Thank you for your message to ${club}. It has been passed on, and the club will answer you as soon as it can.`,
    yourMessage: 'Your message:',
    reason: (club: string) =>
      `You get this mail because you wrote to ${club} through Contact Us in the member portal.`,
  },
} satisfies Record<Language, unknown>;

const quote = {
  ...paragraph,
  borderLeft: '3px solid #ced4da',
  margin: '0 0 16px',
  paddingLeft: '12px',
};

/** The sender's copy of a Contact Us message, in the sender's language. */
export function contactConfirmationMail(facts: {
  language: Language;
  senderName: string;
  organisation: string;
  subject: string;
  message: string;
}): Promise<RenderedMail> {
  const t = texts[facts.language];
  const frame = {
    language: facts.language,
    sender: facts.organisation,
    heading: t.heading,
    preview: t.received(facts.organisation),
    reason: t.reason(facts.organisation),
  };
  return renderMail(
    t.subject(facts.subject),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.senderName)}</Paragraph>
      <Paragraph>{t.received(facts.organisation)}</Paragraph>
      <Paragraph>{t.yourMessage}</Paragraph>
      <div style={quote}>
        <strong>{facts.subject}</strong>
        {facts.message.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            <br />
            {line}
          </Fragment>
        ))}
      </div>
    </MailLayout>,
  );
}
