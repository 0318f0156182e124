/**
 * The server's refusals by stable code, in both languages. The server answers with the code, its
 * parameters and the English text (problem+json `code`, `params`, `detail`); the web app shows the
 * text of its own language by code, never by matching the English. A `{name}` in a text is the
 * parameter of that name; a text in two forms is chosen by the `count` parameter.
 */
import type { Language } from './language.ts';

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
  participants_not_bookable: {
    en: 'participantIds: names a member you cannot book for',
    da: 'Du kan ikke tilmelde et af de valgte medlemmer.',
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
  event_has_places: {
    en: {
      one: 'There is still {count} place left: book it instead of waiting.',
      other: 'There are still {count} places left: book them instead of waiting.',
    },
    da: {
      one: 'Der er stadig {count} plads tilbage: book den i stedet for at vente.',
      other: 'Der er stadig {count} pladser tilbage: book dem i stedet for at vente.',
    },
  },
  already_waiting: {
    en: 'You are already on the waiting list for this event.',
    da: 'Du er allerede på ventelisten til arrangementet.',
  },
  waiting_place_not_found: {
    en: 'There is no place on the waiting list to find here.',
    da: 'Der er ingen plads på ventelisten at finde her.',
  },
  no_waiting_offer: {
    en: 'There is no offer of places for you now: it was taken, given back or ran out.',
    da: 'Der er ikke noget tilbud om pladser til dig nu: det er taget, givet tilbage eller udløbet.',
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
  audit_log_super_admin_only: {
    en: 'Only a super administrator may read the audit log.',
    da: 'Kun en superadministrator kan læse revisionsloggen.',
  },
  notification_not_found: {
    en: 'No notification of yours has this id.',
    da: 'Du har ingen notifikation med dette id.',
  },
  own_notifications_only: {
    en: 'You can see and change only your own notifications.',
    da: 'Du kan kun se og ændre dine egne notifikationer.',
  },
  booking_link_unknown: {
    en: 'No booking belongs to this link.',
    da: 'Ingen booking hører til dette link.',
  },
  booking_not_awaiting_payment: {
    en: 'This booking is no longer waiting to be paid.',
    da: 'Bookingen venter ikke længere på at blive betalt.',
  },
  payment_not_found: {
    en: 'No such payment.',
    da: 'Betalingen findes ikke.',
  },
  calendar_not_found: {
    en: 'No calendar has this address.',
    da: 'Ingen kalender har denne adresse.',
  },
  payment_link_unknown: {
    en: 'No payment belongs to this link.',
    da: 'Ingen betaling hører til dette link.',
  },
  payment_not_awaiting: {
    en: 'This payment is no longer waiting to be paid.',
    da: 'Betalingen venter ikke længere på at blive betalt.',
  },
  membership_not_found: {
    en: 'No such membership.',
    da: 'Medlemskabet findes ikke.',
  },
  renewal_needs_card: {
    en: 'Save a card for automatic renewal first.',
    da: 'Gem først et kort til automatisk fornyelse.',
  },
  card_request_not_found: {
    en: 'No card change belongs to this link.',
    da: 'Der hører ingen kortskift til dette link.',
  },
  receipt_not_found: {
    en: 'No such receipt.',
    da: 'Kvitteringen findes ikke.',
  },
  member_not_found: {
    en: 'No such member.',
    da: 'Medlemmet findes ikke.',
  },
  receipt_unavailable: {
    en: 'There is no receipt: this payment was not completed.',
    da: 'Der er ingen kvittering: betalingen blev ikke gennemført.',
  },
  no_member_profile: {
    en: 'No member profile belongs to this account.',
    da: 'Der hører ingen medlemsprofil til denne konto.',
  },
  member_not_actable: {
    en: 'No member with this id that you can act for.',
    da: 'Der er intet medlem med dette id, som du kan handle for.',
  },
  participant_not_found: {
    en: 'No participant of yours has this id.',
    da: 'Du har ingen deltager med dette id.',
  },
  linked_member_not_editable: {
    en: 'A linked member keeps their own profile: only children can be edited here.',
    da: 'Et tilknyttet medlem har sin egen profil: kun børn kan redigeres her.',
  },
  participant_has_records: {
    en: 'This participant has records that must be kept and cannot be removed.',
    da: 'Deltageren har oplysninger, der skal gemmes, og kan ikke fjernes.',
  },
  not_invitable: {
    en: 'No member with this email can be invited. Ask them to sign up first, then invite them again.',
    da: 'Intet medlem med denne e-mail kan inviteres. Bed personen om at oprette sig først, og invitér derefter igen.',
  },
  invite_needs_login: {
    en: 'Only a member with a login can invite.',
    da: 'Kun et medlem med et login kan invitere.',
  },
  already_linked: {
    en: 'This member is already linked to you.',
    da: 'Dette medlem er allerede knyttet til dig.',
  },
  already_invited: {
    en: 'You have already invited this member; they have not answered yet.',
    da: 'Du har allerede inviteret dette medlem; der er endnu ikke svaret.',
  },
  invitation_to_you_not_found: {
    en: 'No invitation to you has this id.',
    da: 'Ingen invitation til dig har dette id.',
  },
  invitation_already_approved: {
    en: 'This invitation was already approved.',
    da: 'Invitationen er allerede godkendt.',
  },
  invitation_already_rejected: {
    en: 'This invitation was already rejected.',
    da: 'Invitationen er allerede afvist.',
  },
  invitation_not_found: {
    en: 'No invitation of yours has this id.',
    da: 'Du har ingen invitation med dette id.',
  },
  image_too_large: {
    en: 'The image is larger than 2 MB.',
    da: 'Billedet er større end 2 MB.',
  },
  own_member_gone: {
    en: 'Your member no longer exists.',
    da: 'Dit medlem findes ikke længere.',
  },
  no_profile_image: {
    en: 'You have no profile image.',
    da: 'Du har intet profilbillede.',
  },
  member_has_no_image: {
    en: 'This member has no profile image.',
    da: 'Dette medlem har intet profilbillede.',
  },
  own_member_lookup_only: {
    en: 'You can look up only your own member.',
    da: 'Du kan kun slå dit eget medlem op.',
  },
  no_member_for_email: {
    en: 'There is no member with this email yet.',
    da: 'Der er endnu intet medlem med denne e-mail.',
  },
  own_member_create_only: {
    en: 'You can create only your own member, with your own email.',
    da: 'Du kan kun oprette dit eget medlem, med din egen e-mail.',
  },
  member_email_taken: {
    en: 'A member with this email already exists.',
    da: 'Der findes allerede et medlem med denne e-mail.',
  },
  member_not_visible: {
    en: 'No member with this email that you can see.',
    da: 'Der er intet medlem med denne e-mail, som du kan se.',
  },
  member_list_super_admin_only: {
    en: 'Only super administrators can list members.',
    da: 'Kun superadministratorer kan se medlemslisten.',
  },
  member_disabled: {
    en: 'This member is disabled.',
    da: 'Dette medlem er deaktiveret.',
  },
  personal_data_own_only: {
    en: 'Only the member can download or delete their own data, not someone acting for them.',
    da: 'Kun medlemmet selv kan hente eller slette sine data, ikke en der handler på medlemmets vegne.',
  },
  account_password_wrong: {
    en: 'The password is not right. Nothing was deleted.',
    da: 'Adgangskoden er forkert. Intet er slettet.',
  },
  account_deletion_outside_provider: {
    en: 'Your account is kept by {issuer}: ask your club to delete it.',
    da: 'Din konto ligger hos {issuer}: bed din klub om at slette den.',
  },
  account_deletion_staff: {
    en: 'You are an administrator. Ask another administrator to take the role from you before you delete your account.',
    da: 'Du er administrator. Bed en anden administrator om at fjerne rollen, før du sletter din konto.',
  },
  account_deletion_contact_person: {
    en: 'You receive the Contact Us messages of {organisation}. Ask its administrator to choose someone else first.',
    da: 'Du modtager Kontakt os-beskederne for {organisation}. Bed klubbens administrator om at vælge en anden først.',
  },
  account_deletion_payment_under_way: {
    en: 'A payment of yours is still under way. Finish or cancel it, or try again in an hour.',
    da: 'En af dine betalinger er stadig i gang. Gør den færdig eller annullér den, eller prøv igen om en time.',
  },
  account_deletion_paid_booking: {
    en: 'You have a paid booking for {event}. Ask the club to cancel it and pay it back before you delete your account.',
    da: 'Du har en betalt booking til {event}. Bed klubben om at annullere og tilbagebetale den, før du sletter din konto.',
  },
  account_already_deleted: {
    en: 'This account has been deleted.',
    da: 'Denne konto er slettet.',
  },
  no_member_for_account: {
    en: 'There is no member for the signed-in account yet: create it with POST /member/api/v1/member/item.',
    da: 'Der er endnu intet medlem til den indloggede konto: opret det med POST /member/api/v1/member/item.',
  },
  organisation_not_found: {
    en: 'No such organisation.',
    da: 'Foreningen findes ikke.',
  },
  payment_configuration_not_found: {
    en: 'No such payment configuration.',
    da: 'Betalingskonfigurationen findes ikke.',
  },
  sign_in_needed: {
    en: 'Sign in to continue.',
    da: 'Log ind for at fortsætte.',
  },
  act_as_super_admin_only: {
    en: 'Only a super administrator may act as another member.',
    da: 'Kun en superadministrator kan handle som et andet medlem.',
  },
  act_as_member_not_found: {
    en: 'There is no member with this id to act as.',
    da: 'Der er intet medlem med dette id at handle som.',
  },
  organisation_admin_only: {
    en: 'Only an administrator of {organisation} may do this.',
    da: 'Kun en administrator af {organisation} kan gøre dette.',
  },
  administrators_only: {
    en: 'Only an administrator of an organisation may open the administration.',
    da: 'Kun en administrator af en forening kan åbne administrationen.',
  },
  contact_not_a_member: {
    en: 'contactEmail: no member has this email',
    da: 'Intet medlem har den e-mailadresse.',
  },
  roles_managed_by_provider: {
    en: 'Roles are given at the identity provider, not in the portal.',
    da: 'Roller tildeles hos login-tjenesten, ikke i portalen.',
  },
  no_account_for_email: {
    en: 'email: no account has this email',
    da: 'Ingen konto har den e-mailadresse.',
  },
  own_administration_kept: {
    en: 'You cannot take your own administrator role; ask another administrator.',
    da: 'Du kan ikke fjerne din egen administratorrolle; bed en anden administrator om det.',
  },
  not_an_administrator: {
    en: 'This account is not an administrator of {organisation}.',
    da: 'Kontoen er ikke administrator af {organisation}.',
  },
  organisation_has_no_logo: {
    en: 'The organisation has no logo.',
    da: 'Foreningen har intet logo.',
  },
  membership_type_not_found: {
    en: 'There is no such membership type in this organisation.',
    da: 'Foreningen har ingen sådan medlemstype.',
  },
  membership_type_exists: {
    en: 'name: a type with this name and period exists',
    da: 'Der findes allerede en medlemstype med det navn og den periode.',
  },
  membership_type_retired: {
    en: 'This membership type is retired and can no longer be changed.',
    da: 'Medlemstypen er udgået og kan ikke længere ændres.',
  },
  membership_type_sold: {
    en: 'This membership type has been bought, so it cannot be deleted; retire it instead.',
    da: 'Medlemstypen er blevet købt og kan derfor ikke slettes; lad den udgå i stedet.',
  },
  payment_not_refundable: {
    en: 'Only a paid payment can be refunded or voided.',
    da: 'Kun en betalt betaling kan betales tilbage eller annulleres.',
  },
  payment_not_captured: {
    en: 'action: nothing was captured: void it instead',
    da: 'Der er ikke hævet noget: annullér betalingen i stedet.',
  },
  payment_not_voidable: {
    en: 'action: the authorization is not open: refund it instead',
    da: 'Betalingen er hævet: betal tilbage i stedet.',
  },
  refund_too_large: {
    en: 'amount: must be at most the {remaining} øre not yet refunded',
    da: 'Der kan højst betales {remaining} øre tilbage.',
  },
  refund_key_reused: {
    en: 'This refund key was used for another payment.',
    da: 'Nøglen til tilbagebetalingen er brugt til en anden betaling.',
  },
  refund_refused: {
    en: 'The card payment service refused the refund: {failure}',
    da: 'Betalingstjenesten afviste tilbagebetalingen: {failure}',
  },
  report_period_reversed: {
    en: 'to: must be on or after from',
    da: 'Perioden skal slutte samme dag som eller efter, at den begynder.',
  },
  contact_thread_not_found: {
    en: 'There is no such message.',
    da: 'Beskeden findes ikke.',
  },
  roster_member_not_found: {
    en: 'There is no such member in this organisation.',
    da: 'Foreningen har intet sådant medlem.',
  },
  contact_not_in_organisation: {
    en: 'contactEmail: is not a member or administrator of the organisation',
    da: 'Kontaktpersonen skal være medlem eller administrator af foreningen.',
  },
  sandbox_takes_no_api_key: {
    en: 'apiKey: only Freepay has an API key',
    da: 'Kun Freepay har en API-nøgle.',
  },
  freepay_api_key_required: {
    en: 'apiKey: is required to take payments with Freepay',
    da: 'Skriv Freepay-API-nøglen for at tage imod betalinger med Freepay.',
  },
  organisation_not_writable: {
    en: 'orgId: is not an organisation you can write to',
    da: 'Du kan ikke skrive til den valgte forening.',
  },
  contact_not_received: {
    en: '{organisation} does not receive messages here yet. Please contact the club directly.',
    da: '{organisation} modtager endnu ikke beskeder her. Kontakt venligst klubben direkte.',
  },
  purchase_started_concurrently: {
    en: 'A purchase for {organisation} was started at the same moment. Please try again.',
    da: 'Et køb hos {organisation} blev startet i samme øjeblik. Prøv venligst igen.',
  },
  memberships_not_offered: {
    en: '{organisation} does not take new memberships.',
    da: '{organisation} tager ikke imod nye medlemskaber.',
  },
  too_many_children: {
    en: 'A member can keep at most {count} children as participants.',
    da: 'Et medlem kan højst have {count} børn som deltagere.',
  },
  gateway_unavailable: {
    en: 'The card payment service did not answer, so no payment was started and nothing was charged. Please try again in a few minutes.',
    da: 'Betalingstjenesten svarede ikke, så ingen betaling blev startet, og der er ikke trukket penge. Prøv igen om nogle minutter.',
  },
  gateway_refused: {
    en: 'The card payment service refused to start the payment, so nothing was charged. Please try again later or contact the club.',
    da: 'Betalingstjenesten ville ikke starte betalingen, så der er ikke trukket penge. Prøv igen senere, eller kontakt klubben.',
  },
  gateway_unreachable_on_return: {
    en: 'We could not reach the card payment service to confirm your payment. It will be confirmed automatically as soon as the service answers; please look at your memberships again in a few minutes.',
    da: 'Vi kunne ikke nå betalingstjenesten for at bekræfte din betaling. Den bliver bekræftet automatisk, så snart tjenesten svarer; se dine medlemskaber igen om nogle minutter.',
  },
  too_many_requests: {
    en: 'Too many attempts. Please wait a minute and try again.',
    da: 'For mange forsøg. Vent et minut, og prøv igen.',
  },
  server_busy: {
    en: 'The server is busy. Please try again shortly.',
    da: 'Serveren har travlt. Prøv igen om lidt.',
  },
  identity_provider_unavailable: {
    en: 'The signing keys of the identity provider are unavailable.',
    da: 'Login-tjenesten kan ikke nås lige nu. Prøv igen om lidt.',
  },
  no_active_payment_configuration: {
    en: 'The organisation has no active {provider} configuration.',
    da: 'Foreningen har ingen aktiv {provider}-konfiguration.',
  },
  sale_not_started: {
    en: 'Booking for this event opens on {date}.',
    da: 'Tilmeldingen til arrangementet åbner {date}.',
  },
  too_many_per_booking: {
    en: {
      one: 'One booking may take at most {count} place.',
      other: 'One booking may take at most {count} places.',
    },
    da: {
      one: 'En booking kan højst tage {count} plads.',
      other: 'En booking kan højst tage {count} pladser.',
    },
  },
  event_cancelled: {
    en: 'This event has been cancelled.',
    da: 'Arrangementet er aflyst.',
  },
  capacity_below_taken: {
    en: {
      one: 'The capacity must be at least {count}: that place is already taken.',
      other: 'The capacity must be at least {count}: that many places are already taken.',
    },
    da: {
      one: 'Antallet af pladser skal være mindst {count}: den plads er allerede taget.',
      other: 'Antallet af pladser skal være mindst {count}: så mange pladser er allerede taget.',
    },
  },
  event_already_cancelled: {
    en: 'The event is already cancelled.',
    da: 'Arrangementet er allerede aflyst.',
  },
  staff_booking_not_found: {
    en: 'The event has no booking with this id.',
    da: 'Arrangementet har ingen booking med dette id.',
  },
  member_not_in_organisation: {
    en: 'No member of the portal has this id.',
    da: 'Intet medlem af portalen har dette id.',
  },
  member_already_booked: {
    en: '{name} already has a ticket for this event.',
    da: '{name} har allerede en billet til arrangementet.',
  },
  email_not_verified: {
    en: 'Confirm your email address before you pay or book. We sent you a link.',
    da: 'Bekræft din e-mailadresse, før du betaler eller tilmelder dig. Vi har sendt dig et link.',
  },
  email_already_verified: {
    en: 'Your email address is already confirmed.',
    da: 'Din e-mailadresse er allerede bekræftet.',
  },
  email_verification_sent_recently: {
    en: {
      one: 'We sent you a link a moment ago. You can ask for another in {count} second.',
      other: 'We sent you a link a moment ago. You can ask for another in {count} seconds.',
    },
    da: {
      one: 'Vi har lige sendt dig et link. Du kan bede om et nyt om {count} sekund.',
      other: 'Vi har lige sendt dig et link. Du kan bede om et nyt om {count} sekunder.',
    },
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
  language: Language,
): string {
  const text: Text = errorTexts[code][language];
  const form = typeof text === 'string' ? text : params?.count === 1 ? text.one : text.other;
  return form.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
}
