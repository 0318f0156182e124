import type { Language } from '@portal/contracts/language';
import { retentionYears } from '@portal/contracts/personal-data';
import { MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

/** What a club is told when a member deletes their account: no more than it must know. */
export interface AccountDeletedFacts {
  reference: string;
  organisation: string;
  /** "Adult (active)", one per membership the member (or a child of theirs) held in the club. */
  memberships: string[];
}

const texts = {
  da: {
    subject: 'Et medlem har slettet sin konto',
    heading: 'Et medlem har slettet sin konto',
    body: (facts: AccountDeletedFacts) =>
      `Et medlem af ${facts.organisation} har slettet sin konto i medlemsportalen. Medlemmets oplysninger er slettet; betalinger gemmes i ${retentionYears.bookkeeping} år efter bogføringsloven under referencen ${facts.reference}.`,
    memberships: 'Medlemskaber i klubben:',
    none: 'Ingen medlemskaber i klubben.',
    renewal: 'Automatisk fornyelse er slået fra, og gemte kort er slettet.',
    reason: (club: string) =>
      `Du får denne mail, fordi du er administrator af ${club} i medlemsportalen.`,
  },
  en: {
    subject: 'A member deleted their account',
    heading: 'A member deleted their account',
    body: (facts: AccountDeletedFacts) =>
      `A member of ${facts.organisation} deleted their account in the member portal. Their details are erased; payments are kept for ${retentionYears.bookkeeping} years, as bookkeeping law requires, under the reference ${facts.reference}.`,
    memberships: 'Memberships in the club:',
    none: 'No memberships in the club.',
    renewal: 'Automatic renewal is off and saved cards are deleted.',
    reason: (club: string) =>
      `You get this mail because you administer ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

/** The notification's title and message, and the mail, in the administrator's language. */
export function accountDeletedNotice(language: Language, facts: AccountDeletedFacts) {
  const t = texts[language];
  const list = facts.memberships.length
    ? `${t.memberships} ${facts.memberships.join(', ')}.`
    : t.none;
  return { title: t.subject, message: `${t.body(facts)} ${list}` };
}

export function accountDeletedMail(
  language: Language,
  facts: AccountDeletedFacts,
): Promise<RenderedMail> {
  const t = texts[language];
  const frame = {
    language,
    sender: facts.organisation,
    heading: t.heading,
    preview: t.body(facts),
    reason: t.reason(facts.organisation),
  };
  return renderMail(
    t.subject,
    <MailLayout frame={frame}>
      <Paragraph>{t.body(facts)}</Paragraph>
      <Paragraph>
        {facts.memberships.length ? `${t.memberships} ${facts.memberships.join(', ')}.` : t.none}
      </Paragraph>
      <Paragraph>{t.renewal}</Paragraph>
    </MailLayout>,
  );
}
