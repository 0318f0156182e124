/** Texts of acting as a member and the audit log. Quoted SPEC.md texts are verbatim. */
export const impersonationEn = {
  picker: {
    open: 'Act as a member',
    search: 'Search members',
    searchPlaceholder: 'Name or email',
    found: 'Members found: {{count}}',
    none: 'No members found.',
    loading: 'Loading members…',
    loadFailed: 'The members could not be loaded.',
    auditLog: 'Audit log',
  },
  banner: {
    acting:
      'You are acting as {{name}} ({{email}}). Everything you see and do is theirs, and it is recorded in the audit log.',
    stop: 'Stop acting',
  },
  audit: {
    intro:
      'Every call a super administrator made while acting as a member, and every refused attempt, newest first.',
    filter: 'Acted as',
    allMembers: 'All members',
    empty: 'Nothing has been recorded.',
    loadFailed: 'The audit log could not be loaded. Please try again.',
    more: 'Show older entries',
    loading: 'Loading…',
    time: 'Time',
    actor: 'Administrator',
    actedAs: 'Acted as',
    call: 'Call',
    answer: 'Answer',
    refused: 'Refused',
    noMember: '–',
    unknownMember: 'No member has this id',
  },
};

export type ImpersonationTexts = typeof impersonationEn;
