import type { Language } from '@portal/contracts/language';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

/** The words of a mail whose point is one link (a password reset, an address confirmation). */
export interface LinkMailTexts {
  sender: string;
  subject: string;
  greeting: (name: string) => string;
  /** What the link does, how long it works. */
  lead: string;
  action: string;
  /** What to do with a mail one did not ask for. */
  ignore: string;
  reason: string;
}

export interface LinkMailFacts {
  language: Language;
  name: string;
  link: string;
}

export function linkMail(
  texts: Record<Language, LinkMailTexts>,
  facts: LinkMailFacts,
): Promise<RenderedMail> {
  const t = texts[facts.language];
  const frame = {
    language: facts.language,
    sender: t.sender,
    heading: t.subject,
    preview: t.lead,
    reason: t.reason,
  };
  return renderMail(
    t.subject,
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(facts.name)}</Paragraph>
      <Paragraph>{t.lead}</Paragraph>
      <Action href={facts.link}>{t.action}</Action>
      <Paragraph>{t.ignore}</Paragraph>
    </MailLayout>,
  );
}
