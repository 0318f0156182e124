import type { ImpersonationTexts } from './impersonation-texts.ts';

export const impersonationDa: ImpersonationTexts = {
  picker: {
    open: 'Agér som et medlem',
    search: 'Søg medlemmer',
    searchPlaceholder: 'Navn eller e-mail',
    found: 'Medlemmer fundet: {{count}}',
    none: 'Ingen medlemmer fundet.',
    loading: 'Henter medlemmer…',
    loadFailed: 'Medlemmerne kunne ikke hentes.',
    auditLog: 'Revisionslog',
  },
  banner: {
    acting:
      'Du agerer som {{name}} ({{email}}). Alt, du ser og gør, er deres, og det registreres i revisionsloggen.',
    stop: 'Stop med at agere',
  },
  audit: {
    intro:
      'Hvert kald en superadministrator har foretaget som et medlem, og hvert afvist forsøg, nyeste først.',
    filter: 'Ageret som',
    allMembers: 'Alle medlemmer',
    empty: 'Intet er registreret.',
    loadFailed: 'Revisionsloggen kunne ikke hentes. Prøv igen.',
    more: 'Vis ældre',
    loading: 'Henter…',
    time: 'Tidspunkt',
    actor: 'Administrator',
    actedAs: 'Ageret som',
    call: 'Kald',
    answer: 'Svar',
    refused: 'Afvist',
    noMember: '–',
    unknownMember: 'Intet medlem har dette id',
  },
};
