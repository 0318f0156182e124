import type { CalendarTexts } from './calendar-texts.ts';

export const calendarDa: CalendarTexts = {
  intro: 'De arrangementer, du og din familie er tilmeldt.',
  views: { label: 'Visning', month: 'Måned', list: 'Liste' },
  previousMonth: 'Forrige måned',
  nextMonth: 'Næste måned',
  thisMonth: 'Denne måned',
  weekdays: ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'],
  empty: 'Du har ingen tilmeldinger endnu.',
  upcoming: 'Kommende',
  past: 'Tidligere',
  tickets_one: '{{count}} billet',
  tickets_other: '{{count}} billetter',
  download: 'Hent kalender (.ics)',
  downloadFailed: 'Kalenderen kunne ikke hentes. Prøv igen.',
  subscription: {
    heading: 'Følg i din kalender-app',
    hint: 'Tilføj denne private adresse som kalenderabonnement i Google Kalender, Outlook eller på din telefon: nye tilmeldinger kommer med af sig selv. Alle med adressen kan se dine tilmeldinger.',
    label: 'Privat kalenderadresse',
    copy: 'Kopiér adresse',
    copied: 'Kopieret',
    renew: 'Ny adresse',
    renewHint: 'Den gamle adresse holder op med at virke med det samme.',
    loadFailed: 'Kalenderadressen kunne ikke hentes.',
  },
  loadFailed: 'Dine tilmeldinger kunne ikke hentes. Prøv igen.',
};
