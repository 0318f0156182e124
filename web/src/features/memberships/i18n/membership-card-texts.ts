/** Texts of the digital membership card (issue 19). */
export const membershipCardEn = {
  intro: 'Show the QR code at the club’s door.',
  qr: 'QR code of the membership card of {{name}}, {{organisation}}',
  member: 'Member',
  organisation: 'Organisation',
  type: 'Membership type',
  period: 'Period',
  periodValue: '{{start}} – {{end}}',
  empty: 'No membership is valid today. A membership card appears here once a membership is paid.',
  toMemberships: 'Go to Memberships',
  show: 'Membership card',
  offlineHint:
    'Open this page once while online and the card stays on this device for use without a network.',
};

export const membershipCardDa: typeof membershipCardEn = {
  intro: 'Vis QR-koden ved foreningens indgang.',
  qr: 'QR-kode for medlemskortet: {{name}}, {{organisation}}',
  member: 'Medlem',
  organisation: 'Forening',
  type: 'Medlemstype',
  period: 'Periode',
  periodValue: '{{start}} – {{end}}',
  empty: 'Intet medlemskab gælder i dag. Medlemskortet vises her, når et medlemskab er betalt.',
  toMemberships: 'Gå til Medlemskaber',
  show: 'Medlemskort',
  offlineHint:
    'Åbn siden én gang med netværk, så bliver kortet på enheden og kan bruges uden netværk.',
};
