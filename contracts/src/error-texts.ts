/**
 * The server's refusals by stable code, in both languages. The server answers with the code, its
 * parameters and the English text (problem+json `code`, `params`, `detail`); the web app shows the
 * text of its own language by code, never by matching the English. A `{name}` in a text is the
 * parameter of that name; a text in two forms is chosen by the `count` parameter.
 */
type Text = string | { one: string; other: string };

export const errorTexts = {
  event_not_found: {
    en: 'No event with this id that you can see.',
    da: 'Der er intet arrangement med dette id, som du kan se.',
  },
  public_event_not_found: {
    en: 'No event open to guests has this id.',
    da: 'Intet arrangement, der er åbent for gæster, har dette id.',
  },
  event_started: {
    en: 'This event has already begun.',
    da: 'Arrangementet er allerede begyndt.',
  },
  registration_closed: {
    en: 'Registration for this event has closed.',
    da: 'Tilmeldingen til arrangementet er lukket.',
  },
  event_not_open: {
    en: 'This event is not open yet.',
    da: 'Arrangementet er ikke åbent endnu.',
  },
  event_full: {
    en: 'The event is full.',
    da: 'Arrangementet er fuldt booket.',
  },
  too_few_places: {
    en: {
      one: 'Only {count} place is left; {asked} were asked for.',
      other: 'Only {count} places are left; {asked} were asked for.',
    },
    da: {
      one: 'Der er kun {count} plads tilbage; der blev bedt om {asked}.',
      other: 'Der er kun {count} pladser tilbage; der blev bedt om {asked}.',
    },
  },
  paid_event_needs_account: {
    en: 'This event has a price: please sign in (or create an account) to book and pay by card.',
    da: 'Arrangementet koster penge: log ind (eller opret en konto) for at booke og betale med kort.',
  },
  members_only_event: {
    en: {
      one: 'This event is for members of {organisation} only, and {names} has no active membership.',
      other:
        'This event is for members of {organisation} only, and {names} have no active membership.',
    },
    da: 'Arrangementet er kun for medlemmer af {organisation}, og {names} har intet aktivt medlemskab.',
  },
  card_payments_not_offered: {
    en: '{organisation} does not take card payments yet.',
    da: '{organisation} tager endnu ikke imod kortbetaling.',
  },
  booked_at_same_moment: {
    en: 'A participant was booked for this event at the same moment.',
    da: 'En deltager blev booket til arrangementet i samme øjeblik.',
  },
  already_has_ticket: {
    en: {
      one: '{names} already has a ticket for this event.',
      other: '{names} already have tickets for this event.',
    },
    da: '{names} har allerede billet til arrangementet.',
  },
  booking_not_found: {
    en: 'No booking of yours has this id.',
    da: 'Du har ingen booking med dette id.',
  },
  own_entries_only: {
    en: 'You can list only your own event entries.',
    da: 'Du kan kun se dine egne tilmeldinger.',
  },
  paid_booking_cancelled_by_club: {
    en: 'A paid booking is cancelled by the club, which refunds it. Please contact the club.',
    da: 'En betalt booking annulleres af klubben, som betaler pengene tilbage. Kontakt klubben.',
  },
  booking_cancel_too_late: {
    en: 'The event has begun; the booking can no longer be cancelled.',
    da: 'Arrangementet er begyndt; bookingen kan ikke længere annulleres.',
  },
} as const satisfies Record<string, { en: Text; da: Text }>;

export type ErrorTextCode = keyof typeof errorTexts;
export type ErrorParams = Record<string, string | number>;

export const isErrorTextCode = (code: unknown): code is ErrorTextCode =>
  typeof code === 'string' && Object.hasOwn(errorTexts, code);

/** The text of a code in a language, its parameters filled in. */
export function errorText(
  code: ErrorTextCode,
  params: ErrorParams | undefined,
  language: 'da' | 'en',
): string {
  const text: Text = errorTexts[code][language];
  const form = typeof text === 'string' ? text : params?.count === 1 ? text.one : text.other;
  return form.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
}
