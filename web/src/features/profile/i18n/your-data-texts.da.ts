import type { YourDataTexts } from './your-data-texts.ts';

export const yourDataDa: YourDataTexts = {
  heading: 'Dine data',
  intro: 'Hent en kopi af alt, hvad portalen gemmer om dig og dine børn, eller slet din konto.',
  privacyLink: 'Hvad vi gemmer, hvorfor og hvor længe',
  download: 'Hent mine data',
  downloadHint: 'En ZIP-fil med JSON-filer og en README, der forklarer dem.',
  downloadFailed: 'Dine data kunne ikke hentes. Prøv igen.',
  delete: 'Slet min konto',
  dialog: {
    title: 'Slet din konto?',
    deleted: 'Slettes for altid:',
    deletedItems: [
      'din profil, adresse, telefon og dit profilbillede',
      'dine børn i portalen og deres profiler',
      'familielinks og invitationer',
      'beskeder, kalender-abonnement og beskeder via Kontakt os',
      'din login-konto: du logges ud overalt',
    ],
    kept: 'Gemmes, uden dit navn:',
    keptItems: [
      'betalinger og de medlemskaber, de betalte for, i {{years}} år efter udgangen af deres år, som bogføringsloven kræver, under en anonym reference',
    ],
    also: 'Gratis bookinger til kommende arrangementer annulleres, automatisk fornyelse stopper, og gemte kort slettes. Din klubs administrator får besked.',
    password: 'Din adgangskode',
    passwordHint: 'For at bekræfte, at det er dig.',
    cancel: 'Behold min konto',
    confirm: 'Slet min konto',
    failed: 'Din konto kunne ikke slettes. Prøv igen.',
  },
};
