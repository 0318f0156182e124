/** What the door says of a scanned membership card (issue 19). */
export const doorCardEn = {
  checking: 'Checking the membership card…',
  member: 'Member: {{name}}',
  memberDetails: '{{type}}, {{start}} – {{end}}',
  expired: 'No valid membership today: {{name}}',
  expiredDetails: 'Last period {{type}}, {{start}} – {{end}}',
  unknown: 'Not a membership card of this club',
  offline: 'A membership card can only be checked with a network.',
  failed: 'The membership card could not be checked. Scan it again.',
  note: 'A membership card checks no one in to the event.',
};

export const doorCardDa: typeof doorCardEn = {
  checking: 'Tjekker medlemskortet …',
  member: 'Medlem: {{name}}',
  memberDetails: '{{type}}, {{start}} – {{end}}',
  expired: 'Intet gyldigt medlemskab i dag: {{name}}',
  expiredDetails: 'Seneste periode {{type}}, {{start}} – {{end}}',
  unknown: 'Ikke et medlemskort fra denne forening',
  offline: 'Et medlemskort kan kun tjekkes med netværk.',
  failed: 'Medlemskortet kunne ikke tjekkes. Scan det igen.',
  note: 'Et medlemskort tjekker ingen ind til arrangementet.',
};
