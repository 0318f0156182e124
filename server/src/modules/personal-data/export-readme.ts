import type { Language } from '@portal/contracts/language';
import { retentionYears } from '@portal/contracts/personal-data';

/** The files of the archive, each explained in the README in the member's language. */
export const exportFiles = [
  'profile.json',
  'family.json',
  'memberships.json',
  'payments.json',
  'events.json',
  'notifications.json',
  'contact-us.json',
  'audit.json',
] as const;
export type ExportFile = (typeof exportFiles)[number];

const texts: Record<
  Language,
  { title: string; intro: string; files: Record<ExportFile | 'images/', string>; outro: string }
> = {
  en: {
    title: 'Your data from the member portal',
    intro:
      'This archive holds everything the member portal keeps about you and the children you manage, as of {date}. The files are JSON (UTF-8), a format other programs can read (GDPR article 20). Times are UTC (ISO 8601), amounts are in øre (1/100 krone) with their currency.',
    files: {
      'profile.json':
        'Your profile and address, and your sign-in account (email, language, roles).',
      'family.json':
        'The children you manage, and the family link invitations you sent or received, naming the other member.',
      'memberships.json':
        'Your memberships (and your children’s) in each club: periods, status, automatic renewal and the saved card as you see it (never the card number).',
      'payments.json':
        'Membership payments you made or that paid for you, with their lines, refunds and the card checks of automatic renewal.',
      'events.json':
        'Your event bookings and their tickets, tickets others booked for you, and your places in waiting lists.',
      'notifications.json': 'The notifications under your bell, read or not.',
      'contact-us.json': 'Your Contact Us messages and the answers in each thread.',
      'audit.json':
        'The security log about you: calls made by a super administrator acting as you, and changes you made.',
      'images/': 'Profile images, one per member, named by the member’s id.',
    },
    outro: `If you delete your account, payment records are kept for ${retentionYears.bookkeeping} years after the end of their year, as Danish bookkeeping law requires, under an anonymous reference instead of your name. Read more at {privacyUrl}.`,
  },
  da: {
    title: 'Dine data fra medlemsportalen',
    intro:
      'Dette arkiv indeholder alt, hvad medlemsportalen gemmer om dig og de børn, du administrerer, pr. {date}. Filerne er JSON (UTF-8), et format andre programmer kan læse (databeskyttelsesforordningens artikel 20). Tidspunkter er i UTC (ISO 8601), beløb er i øre med deres valuta.',
    files: {
      'profile.json': 'Din profil og adresse samt din login-konto (e-mail, sprog, roller).',
      'family.json':
        'De børn, du administrerer, og de invitationer til familielink, du har sendt eller modtaget, med det andet medlems navn.',
      'memberships.json':
        'Dine (og dine børns) medlemskaber i hver klub: perioder, status, automatisk fornyelse og det gemte kort, som du ser det (aldrig kortnummeret).',
      'payments.json':
        'Betalinger for medlemskab, som du har foretaget, eller som betalte for dig, med linjer, tilbagebetalinger og kortkontroller til automatisk fornyelse.',
      'events.json':
        'Dine bookinger til arrangementer og deres billetter, billetter andre har booket til dig, og dine pladser på ventelister.',
      'notifications.json': 'Beskederne under din klokke, læste eller ej.',
      'contact-us.json': 'Dine beskeder via Kontakt os og svarene i hver tråd.',
      'audit.json':
        'Sikkerhedsloggen om dig: kald foretaget af en superadministrator, der handlede som dig, og ændringer du har foretaget.',
      'images/': 'Profilbilleder, et pr. medlem, navngivet efter medlemmets id.',
    },
    outro: `Hvis du sletter din konto, gemmes betalinger i ${retentionYears.bookkeeping} år efter udgangen af deres år, som bogføringsloven kræver, under en anonym reference i stedet for dit navn. Læs mere på {privacyUrl}.`,
  },
};

/** The README.txt of the archive, in the member's language. */
export function exportReadme(
  language: Language,
  facts: { date: string; privacyUrl: string },
): string {
  const t = texts[language];
  const fill = (text: string) =>
    text.replace('{date}', facts.date).replace('{privacyUrl}', facts.privacyUrl);
  const files = Object.entries(t.files).map(([name, text]) => `${name}\n  ${text}`);
  return [t.title, '', fill(t.intro), '', ...files, '', fill(t.outro), ''].join('\n');
}
