import { Fragment } from 'react';
import type { Language } from '@portal/contracts/language';
import {
  Action,
  MailLayout,
  Paragraph,
  paragraph,
} from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

const texts = {
  da: {
    subject: (subject: string) => `Svar: ${subject}`,
    heading: 'Klubben har svaret dig',
    title: (subject: string) => `Svar: ${subject}`,
    greeting: (name: string) => `Kære ${name}`,
    answered: (club: string) => `${club} har svaret på din besked:`,
    action: 'Læs og svar i medlemsportalen',
    reason: (club: string) =>
      `Du får denne mail, fordi du har skrevet til ${club} under Kontakt os i medlemsportalen.`,
  },
  en: {
    subject: (subject: string) => `Reply: ${subject}`,
    heading: 'The club has answered you',
    title: (subject: string) => `Reply: ${subject}`,
    greeting: (name: string) => `Dear ${name}`,
    answered: (club: string) => `${club} has answered your message:`,
    action: 'Read and answer in the member portal',
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

/** The notification's title for the reply, in the member's language. */
export const replyTitle = (language: Language, subject: string) => texts[language].title(subject);

/** The club's reply to a Contact Us message, to the member who wrote it, in their language. */
export function contactReplyMail(facts: {
  language: Language;
  memberName: string;
  organisation: string;
  subject: string;
  reply: string;
  threadUrl: string;
}): Promise<RenderedMail> {
  const t = texts[facts.language];
  const frame = {
    language: facts.language,
    sender: facts.organisation,
    heading: t.heading,
    preview: t.answered(facts.organisation),
    reason: t.reason(facts.organisation),
  };
  return renderMail(
    t.subject(facts.subject),
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.memberName)}</Paragraph>
      <Paragraph>{t.answered(facts.organisation)}</Paragraph>
      <div style={quote}>
        {facts.reply.split(/\r?\n/).map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </div>
      <Action href={facts.threadUrl}>{t.action}</Action>
    </MailLayout>,
  );
}
