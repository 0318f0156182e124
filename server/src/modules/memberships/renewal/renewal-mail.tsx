import { formatDate, formatMoney } from '@portal/contracts/format';
import type { Language } from '@portal/contracts/language';
import type { DeclineReason } from '@portal/contracts/payment-decline';
import { Action, MailLayout, Paragraph } from '#src/lib/messages/mail-templates/layout.tsx';
import { type RenderedMail, renderMail } from '#src/lib/messages/mail-templates/render.ts';

/**
 * What a member is told about automatic renewal (issue 16): each change of the setting or the
 * card is confirmed, the charge is announced and receipted, and a declined charge says why and
 * how to fix it.
 */
export type RenewalNewsKind =
  | 'turned-on'
  | 'turned-off'
  | 'card-changed'
  | 'notice'
  | 'invitation'
  | 'renewed'
  | 'declined'
  | 'failed';

export interface SavedCardFacts {
  brand: string;
  lastDigits: string;
  expiry: string | null;
}

export interface RenewalFacts {
  language: Language;
  kind: RenewalNewsKind;
  to: { name: string };
  organisation: { name: string };
  /** Whose membership it is: the reader, or a child the reader pays for. */
  memberName: string;
  isOwn: boolean;
  card: SavedCardFacts | null;
  /** Next period's type and its price (notice, invitation, renewed, declined, failed). */
  renewal: {
    membershipName: string;
    periodStart: string;
    periodEnd: string;
    amount: number;
    currency: string;
    /** What the period now ending cost, when next period costs more. */
    previousAmount: number | null;
    chargeDate: string | null;
    nextAttemptOn: string | null;
    /** The last day of the period now paid: the membership lapses after it. */
    currentEnd: string | null;
    orderNumber: string | null;
  } | null;
  failure: DeclineReason | null;
  links: { memberships: string; renew: string };
}

export function cardText(card: SavedCardFacts, language: Language): string {
  const expiry = card.expiry
    ? language === 'da'
      ? `, udløber ${card.expiry}`
      : `, expires ${card.expiry}`
    : '';
  return `${card.brand} •••• ${card.lastDigits}${expiry}`;
}

const texts = {
  da: {
    greeting: (name: string) => `Kære ${name}`,
    whose: (f: RenewalFacts) => (f.isOwn ? 'dit medlemskab' : `${f.memberName}s medlemskab`),
    subject: {
      'turned-on': 'Automatisk fornyelse er slået til',
      'turned-off': 'Automatisk fornyelse er slået fra',
      'card-changed': 'Dit kort til automatisk fornyelse er skiftet',
      notice: 'Dit medlemskab fornyes snart',
      invitation: 'Forny dit medlemskab',
      renewed: 'Kvittering: dit medlemskab er fornyet',
      declined: 'Fornyelsen af dit medlemskab blev afvist',
      failed: 'Automatisk fornyelse mislykkedes',
    },
    turnedOn: (f: RenewalFacts, card: string) =>
      `Automatisk fornyelse af ${texts.da.whose(f)} i ${f.organisation.name} er slået til. Hvert år, når næste periode udbydes, trækkes prisen på ${card}. Du får besked i god tid før hvert træk.`,
    turnedOff: (f: RenewalFacts) =>
      `Automatisk fornyelse af ${texts.da.whose(f)} i ${f.organisation.name} er slået fra. Kortet trækkes ikke længere. Du kan forny i hånden, når næste periode udbydes.`,
    cardChanged: (f: RenewalFacts, card: string) =>
      `Den automatiske fornyelse af ${texts.da.whose(f)} i ${f.organisation.name} betales nu med ${card}.`,
    notice: (f: RenewalFacts, r: Renewal, card: string) =>
      `${r.chargeDate ? `Den ${formatDate(r.chargeDate, 'da')}` : 'Snart'} trækkes ${formatMoney(r.amount, r.currency, 'da')} på ${card} for ${texts.da.whose(f)} i ${f.organisation.name}: ${r.membershipName}, ${period(r, 'da')}.`,
    priceRise: (r: Renewal) =>
      `Prisen stiger fra ${formatMoney(r.previousAmount ?? 0, r.currency, 'da')} til ${formatMoney(r.amount, r.currency, 'da')}.`,
    noticeOff:
      'Vil du ikke fornye, kan du slå automatisk fornyelse fra under Medlemskaber før trækket.',
    invitation: (f: RenewalFacts, r: Renewal) =>
      `${f.organisation.name} udbyder nu ${r.membershipName} for ${period(r, 'da')} til ${formatMoney(r.amount, r.currency, 'da')}. Forny ${texts.da.whose(f)} med et klik.`,
    renewed: (f: RenewalFacts, r: Renewal, card: string) =>
      `${texts.da.whose(f).replace(/^./, (c) => c.toUpperCase())} i ${f.organisation.name} er fornyet: ${r.membershipName}, ${period(r, 'da')}. Vi har trukket ${formatMoney(r.amount, r.currency, 'da')} på ${card}.`,
    orderNumber: (n: string) => `Ordrenummer: ${n}. Kvitteringen er vedhæftet som PDF.`,
    declined: (f: RenewalFacts, r: Renewal, why: string) =>
      `Vi kunne ikke trække ${formatMoney(r.amount, r.currency, 'da')} for ${texts.da.whose(f)} i ${f.organisation.name}: ${why}`,
    retry: (date: string) =>
      `Vi prøver igen den ${formatDate(date, 'da')}. Du kan gemme et nyt kort under Medlemskaber, eller forny i hånden.`,
    failed: (f: RenewalFacts, r: Renewal, why: string) =>
      `Den automatiske fornyelse af ${texts.da.whose(f)} i ${f.organisation.name} mislykkedes efter sidste forsøg: ${why} Automatisk fornyelse er slået fra.`,
    lapses: (date: string) =>
      `Medlemskabet udløber ${formatDate(date, 'da')}, hvis det ikke fornyes. Du kan forny i hånden med et andet kort.`,
    renewAction: 'Forny',
    membershipsAction: 'Se dine medlemskaber',
    why: (club: string) =>
      `Du får denne mail, fordi du har et medlemskab hos ${club} i medlemsportalen.`,
  },
  en: {
    greeting: (name: string) => `Dear ${name}`,
    whose: (f: RenewalFacts) => (f.isOwn ? 'your membership' : `${f.memberName}'s membership`),
    subject: {
      'turned-on': 'Automatic renewal is on',
      'turned-off': 'Automatic renewal is off',
      'card-changed': 'Your card for automatic renewal is changed',
      notice: 'Your membership renews soon',
      invitation: 'Renew your membership',
      renewed: 'Receipt: your membership is renewed',
      declined: 'The renewal of your membership was declined',
      failed: 'Automatic renewal failed',
    },
    turnedOn: (f: RenewalFacts, card: string) =>
      `Automatic renewal of ${texts.en.whose(f)} of ${f.organisation.name} is on. Each year, when the next period is offered, its price is charged to ${card}. You are told well before each charge.`,
    turnedOff: (f: RenewalFacts) =>
      `Automatic renewal of ${texts.en.whose(f)} of ${f.organisation.name} is off. The card is no longer charged. You can renew by hand when the next period is offered.`,
    cardChanged: (f: RenewalFacts, card: string) =>
      `The automatic renewal of ${texts.en.whose(f)} of ${f.organisation.name} is now paid with ${card}.`,
    notice: (f: RenewalFacts, r: Renewal, card: string) =>
      `${r.chargeDate ? `On ${formatDate(r.chargeDate, 'en')}` : 'Soon'} ${formatMoney(r.amount, r.currency, 'en')} is charged to ${card} for ${texts.en.whose(f)} of ${f.organisation.name}: ${r.membershipName}, ${period(r, 'en')}.`,
    priceRise: (r: Renewal) =>
      `The price rises from ${formatMoney(r.previousAmount ?? 0, r.currency, 'en')} to ${formatMoney(r.amount, r.currency, 'en')}.`,
    noticeOff:
      'If you do not want to renew, turn automatic renewal off under Memberships before the charge.',
    invitation: (f: RenewalFacts, r: Renewal) =>
      `${f.organisation.name} now offers ${r.membershipName} for ${period(r, 'en')} at ${formatMoney(r.amount, r.currency, 'en')}. Renew ${texts.en.whose(f)} in one click.`,
    renewed: (f: RenewalFacts, r: Renewal, card: string) =>
      `${texts.en.whose(f).replace(/^./, (c) => c.toUpperCase())} of ${f.organisation.name} is renewed: ${r.membershipName}, ${period(r, 'en')}. We charged ${formatMoney(r.amount, r.currency, 'en')} to ${card}.`,
    orderNumber: (n: string) => `Order number: ${n}. The receipt is attached as a PDF.`,
    declined: (f: RenewalFacts, r: Renewal, why: string) =>
      `We could not charge ${formatMoney(r.amount, r.currency, 'en')} for ${texts.en.whose(f)} of ${f.organisation.name}: ${why}`,
    retry: (date: string) =>
      `We try again on ${formatDate(date, 'en')}. You can save a new card under Memberships, or renew by hand.`,
    failed: (f: RenewalFacts, r: Renewal, why: string) =>
      `The automatic renewal of ${texts.en.whose(f)} of ${f.organisation.name} failed at its last try: ${why} Automatic renewal is now off.`,
    lapses: (date: string) =>
      `The membership lapses after ${formatDate(date, 'en')} unless it is renewed. You can renew by hand with another card.`,
    renewAction: 'Renew',
    membershipsAction: 'See your memberships',
    why: (club: string) =>
      `You get this mail because you have a membership of ${club} in the member portal.`,
  },
} satisfies Record<Language, unknown>;

type Renewal = NonNullable<RenewalFacts['renewal']>;

function period(r: Renewal, language: Language): string {
  return `${formatDate(r.periodStart, language)} – ${formatDate(r.periodEnd, language)}`;
}

/** The mail's paragraphs and its one action, shared by the mail and the notification. */
function story(f: RenewalFacts): { paragraphs: string[]; action: 'renew' | 'memberships' } {
  const t = texts[f.language];
  const card = f.card ? cardText(f.card, f.language) : '';
  const r = f.renewal;
  const why = f.failure ? (f.language === 'da' ? f.failure.messageDa : f.failure.message) : '';
  switch (f.kind) {
    case 'turned-on':
      return { paragraphs: [t.turnedOn(f, card)], action: 'memberships' };
    case 'turned-off':
      return { paragraphs: [t.turnedOff(f)], action: 'memberships' };
    case 'card-changed':
      return { paragraphs: [t.cardChanged(f, card)], action: 'memberships' };
    case 'notice':
      if (!r) break;
      return {
        paragraphs: [
          t.notice(f, r, card),
          ...(r.previousAmount !== null && r.previousAmount < r.amount ? [t.priceRise(r)] : []),
          t.noticeOff,
        ],
        action: 'memberships',
      };
    case 'invitation':
      if (!r) break;
      return { paragraphs: [t.invitation(f, r)], action: 'renew' };
    case 'renewed':
      if (!r) break;
      return {
        paragraphs: [
          t.renewed(f, r, card),
          ...(r.orderNumber ? [t.orderNumber(r.orderNumber)] : []),
        ],
        action: 'memberships',
      };
    case 'declined':
      if (!r) break;
      return {
        paragraphs: [t.declined(f, r, why), ...(r.nextAttemptOn ? [t.retry(r.nextAttemptOn)] : [])],
        action: 'memberships',
      };
    case 'failed':
      if (!r) break;
      return {
        paragraphs: [t.failed(f, r, why), ...(r.currentEnd ? [t.lapses(r.currentEnd)] : [])],
        action: 'renew',
      };
  }
  throw new Error(`renewal news of kind ${f.kind} needs the renewal`);
}

/** The notification under the bell: title and message in the member's language, and a link. */
export function renewalNotice(f: RenewalFacts): { title: string; message: string; link: string } {
  const { paragraphs, action } = story(f);
  return {
    title: texts[f.language].subject[f.kind],
    message: paragraphs.join(' '),
    link: action === 'renew' ? f.links.renew : f.links.memberships,
  };
}

export function renewalMail(f: RenewalFacts): Promise<RenderedMail> {
  const t = texts[f.language];
  const { paragraphs, action } = story(f);
  const frame = {
    language: f.language,
    sender: f.organisation.name,
    heading: t.subject[f.kind],
    preview: paragraphs[0] ?? '',
    reason: t.why(f.organisation.name),
  };
  return renderMail(
    t.subject[f.kind],
    <MailLayout frame={frame}>
      <Paragraph>{t.greeting(f.to.name)}</Paragraph>
      {paragraphs.map((text) => (
        <Paragraph key={text}>{text}</Paragraph>
      ))}
      {action === 'renew' ? (
        <Action href={f.links.renew}>{t.renewAction}</Action>
      ) : (
        <Action href={f.links.memberships}>{t.membershipsAction}</Action>
      )}
    </MailLayout>,
  );
}
