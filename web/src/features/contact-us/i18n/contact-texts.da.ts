import type { ContactTexts } from './contact-texts.ts';

export const contactDa: ContactTexts = {
  intro:
    'Skriv til en af foreningerne. Dens kontaktperson får din besked her i portalen og på WhatsApp, og du får en kopi på e-mail.',
  organisation: 'Forening',
  chooseOrganisation: 'Vælg en forening',
  subject: 'Emne',
  message: 'Besked',
  length: '{{count}} af {{max}} tegn',
  send: 'Send besked',
  limit: 'Du kan sende {{messages}} beskeder på {{minutes}} minutter.',
  sent: 'Din besked er sendt til {{organisation}}. En kopi er på vej til {{email}}.',
  sentWithoutCopy: 'Din besked er sendt til {{organisation}}.',
  limitReached:
    'Du har sendt {{messages}} beskeder inden for de sidste {{minutes}} minutter. Vent lidt, før du sender en til.',
  sendFailed: 'Din besked kunne ikke sendes. Prøv igen.',
  loadFailed: 'Foreningerne kunne ikke hentes. Prøv igen.',
  noOrganisations: 'Ingen forening modtager beskeder her endnu.',
  threads: {
    heading: 'Dine beskeder',
    open: 'Afventer svar',
    answered: 'Besvaret',
    count_one: '{{count}} besked',
    count_other: '{{count}} beskeder',
    back: 'Tilbage til Kontakt os',
  },
  errors: {
    required: 'Udfyld venligst feltet.',
    chooseOrganisation: 'Vælg venligst en forening.',
    tooLong: 'Hold det venligst under {{max}} tegn.',
    controlCharacters: 'Fjern venligst specialtegnene.',
  },
};
