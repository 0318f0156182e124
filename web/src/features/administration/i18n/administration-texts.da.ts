import type { AdministrationTexts } from './administration-texts.ts';

export const administrationDa: AdministrationTexts = {
  heading: 'Foreningens indstillinger',
  organisation: 'Forening',
  fields: {
    name: 'Navn',
    address: 'Adresse',
    addressHint: 'Som den står på kvitteringer',
    cvrNumber: 'CVR-nummer',
    cvrHint: '8 cifre',
    contactEmail: 'Kontaktpersonens e-mail',
    contactHint: 'Modtager beskederne fra Kontakt os; skal være medlem af portalen.',
    enabled: 'Aktiv',
  },
  save: 'Gem',
  saved: 'Indstillingerne er gemt.',
  saveFailed: 'Indstillingerne kunne ikke gemmes. Prøv igen.',
  errors: {
    required: 'Udfyld feltet.',
    cvr: 'Et CVR-nummer har 8 cifre.',
    email: 'Skriv en gyldig e-mailadresse.',
    contactNotMember: 'Intet medlem har den e-mailadresse.',
    tooLong: 'Teksten er for lang.',
    invalid: 'Tjek feltet.',
  },
};
