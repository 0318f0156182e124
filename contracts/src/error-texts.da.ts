/** The server's refusals in Danish, by the codes of error-texts.en.ts (each one, no other). */
import type { ErrorTextForms } from './error-text-format.ts';
import type { ErrorTextCode } from './error-texts.en.ts';

export const danishErrorTexts: Record<ErrorTextCode, ErrorTextForms> = {
  event_not_found: 'Der er intet arrangement med dette id, som du kan se.',
  public_event_not_found: 'Intet arrangement, der er åbent for gæster, har dette id.',
  event_started: 'Arrangementet er allerede begyndt.',
  registration_closed: 'Tilmeldingen til arrangementet er lukket.',
  event_not_open: 'Arrangementet er ikke åbent endnu.',
  participants_not_bookable: 'Du kan ikke tilmelde et af de valgte medlemmer.',
  event_full: 'Arrangementet er fuldt booket.',
  too_few_places: {
    one: 'Der er kun {count} plads tilbage; der blev bedt om {asked}.',
    other: 'Der er kun {count} pladser tilbage; der blev bedt om {asked}.',
  },
  event_has_places: {
    one: 'Der er stadig {count} plads tilbage: book den i stedet for at vente.',
    other: 'Der er stadig {count} pladser tilbage: book dem i stedet for at vente.',
  },
  already_waiting: 'Du er allerede på ventelisten til arrangementet.',
  waiting_place_not_found: 'Der er ingen plads på ventelisten at finde her.',
  no_waiting_offer:
    'Der er ikke noget tilbud om pladser til dig nu: det er taget, givet tilbage eller udløbet.',
  paid_event_needs_account:
    'Arrangementet koster penge: log ind (eller opret en konto) for at booke og betale med kort.',
  members_only_event:
    'Arrangementet er kun for medlemmer af {organisation}, og {names} har intet aktivt medlemskab.',
  card_payments_not_offered: '{organisation} tager endnu ikke imod kortbetaling.',
  booked_at_same_moment: 'En deltager blev booket til arrangementet i samme øjeblik.',
  already_has_ticket: '{names} har allerede billet til arrangementet.',
  booking_not_found: 'Du har ingen booking med dette id.',
  own_entries_only: 'Du kan kun se dine egne tilmeldinger.',
  paid_booking_cancelled_by_club:
    'En betalt booking annulleres af klubben, som betaler pengene tilbage. Kontakt klubben.',
  booking_cancel_too_late: 'Arrangementet er begyndt; bookingen kan ikke længere annulleres.',
  audit_log_super_admin_only: 'Kun en superadministrator kan læse revisionsloggen.',
  notification_not_found: 'Du har ingen notifikation med dette id.',
  own_notifications_only: 'Du kan kun se og ændre dine egne notifikationer.',
  booking_link_unknown: 'Ingen booking hører til dette link.',
  booking_not_awaiting_payment: 'Bookingen venter ikke længere på at blive betalt.',
  payment_not_found: 'Betalingen findes ikke.',
  calendar_not_found: 'Ingen kalender har denne adresse.',
  payment_link_unknown: 'Ingen betaling hører til dette link.',
  payment_not_awaiting: 'Betalingen venter ikke længere på at blive betalt.',
  membership_not_found: 'Medlemskabet findes ikke.',
  renewal_needs_card: 'Gem først et kort til automatisk fornyelse.',
  card_request_not_found: 'Der hører ingen kortskift til dette link.',
  receipt_not_found: 'Kvitteringen findes ikke.',
  member_not_found: 'Medlemmet findes ikke.',
  receipt_unavailable: 'Der er ingen kvittering: betalingen blev ikke gennemført.',
  no_member_profile: 'Der hører ingen medlemsprofil til denne konto.',
  member_not_actable: 'Der er intet medlem med dette id, som du kan handle for.',
  participant_not_found: 'Du har ingen deltager med dette id.',
  linked_member_not_editable:
    'Et tilknyttet medlem har sin egen profil: kun børn kan redigeres her.',
  participant_has_records: 'Deltageren har oplysninger, der skal gemmes, og kan ikke fjernes.',
  not_invitable:
    'Intet medlem med denne e-mail kan inviteres. Bed personen om at oprette sig først, og invitér derefter igen.',
  invite_needs_login: 'Kun et medlem med et login kan invitere.',
  already_linked: 'Dette medlem er allerede knyttet til dig.',
  already_invited: 'Du har allerede inviteret dette medlem; der er endnu ikke svaret.',
  invitation_to_you_not_found: 'Ingen invitation til dig har dette id.',
  invitation_already_approved: 'Invitationen er allerede godkendt.',
  invitation_already_rejected: 'Invitationen er allerede afvist.',
  invitation_not_found: 'Du har ingen invitation med dette id.',
  image_too_large: 'Billedet er større end 2 MB.',
  own_member_gone: 'Dit medlem findes ikke længere.',
  no_profile_image: 'Du har intet profilbillede.',
  member_has_no_image: 'Dette medlem har intet profilbillede.',
  own_member_lookup_only: 'Du kan kun slå dit eget medlem op.',
  no_member_for_email: 'Der er endnu intet medlem med denne e-mail.',
  own_member_create_only: 'Du kan kun oprette dit eget medlem, med din egen e-mail.',
  member_email_taken: 'Der findes allerede et medlem med denne e-mail.',
  member_not_visible: 'Der er intet medlem med denne e-mail, som du kan se.',
  member_list_super_admin_only: 'Kun superadministratorer kan se medlemslisten.',
  member_disabled: 'Dette medlem er deaktiveret.',
  personal_data_own_only:
    'Kun medlemmet selv kan hente eller slette sine data, ikke en der handler på medlemmets vegne.',
  account_password_wrong: 'Adgangskoden er forkert. Intet er slettet.',
  account_deletion_outside_provider:
    'Din konto ligger hos {issuer}: bed din klub om at slette den.',
  account_deletion_staff:
    'Du er administrator. Bed en anden administrator om at fjerne rollen, før du sletter din konto.',
  account_deletion_contact_person:
    'Du modtager Kontakt os-beskederne for {organisation}. Bed klubbens administrator om at vælge en anden først.',
  account_deletion_payment_under_way:
    'En af dine betalinger er stadig i gang. Gør den færdig eller annullér den, eller prøv igen om en time.',
  account_deletion_paid_booking:
    'Du har en betalt booking til {event}. Bed klubben om at annullere og tilbagebetale den, før du sletter din konto.',
  account_already_deleted: 'Denne konto er slettet.',
  no_member_for_account:
    'Der er endnu intet medlem til den indloggede konto: opret det med POST /member/api/v1/member/item.',
  organisation_not_found: 'Foreningen findes ikke.',
  payment_configuration_not_found: 'Betalingskonfigurationen findes ikke.',
  sign_in_needed: 'Log ind for at fortsætte.',
  act_as_super_admin_only: 'Kun en superadministrator kan handle som et andet medlem.',
  act_as_member_not_found: 'Der er intet medlem med dette id at handle som.',
  organisation_admin_only: 'Kun en administrator af {organisation} kan gøre dette.',
  administrators_only: 'Kun en administrator af en forening kan åbne administrationen.',
  contact_not_a_member: 'Intet medlem har den e-mailadresse.',
  roles_managed_by_provider: 'Roller tildeles hos login-tjenesten, ikke i portalen.',
  no_account_for_email: 'Ingen konto har den e-mailadresse.',
  own_administration_kept:
    'Du kan ikke fjerne din egen administratorrolle; bed en anden administrator om det.',
  not_an_administrator: 'Kontoen er ikke administrator af {organisation}.',
  organisation_has_no_logo: 'Foreningen har intet logo.',
  membership_type_not_found: 'Foreningen har ingen sådan medlemstype.',
  membership_type_exists: 'Der findes allerede en medlemstype med det navn og den periode.',
  membership_type_retired: 'Medlemstypen er udgået og kan ikke længere ændres.',
  membership_type_sold:
    'Medlemstypen er blevet købt og kan derfor ikke slettes; lad den udgå i stedet.',
  payment_not_refundable: 'Kun en betalt betaling kan betales tilbage eller annulleres.',
  payment_not_captured: 'Der er ikke hævet noget: annullér betalingen i stedet.',
  payment_not_voidable: 'Betalingen er hævet: betal tilbage i stedet.',
  refund_too_large: 'Der kan højst betales {remaining} øre tilbage.',
  refund_key_reused: 'Nøglen til tilbagebetalingen er brugt til en anden betaling.',
  refund_refused: 'Betalingstjenesten afviste tilbagebetalingen: {failure}',
  report_period_reversed: 'Perioden skal slutte samme dag som eller efter, at den begynder.',
  contact_thread_not_found: 'Beskeden findes ikke.',
  roster_member_not_found: 'Foreningen har intet sådant medlem.',
  contact_not_in_organisation:
    'Kontaktpersonen skal være medlem eller administrator af foreningen.',
  sandbox_takes_no_api_key: 'Kun Freepay har en API-nøgle.',
  freepay_api_key_required: 'Skriv Freepay-API-nøglen for at tage imod betalinger med Freepay.',
  organisation_not_writable: 'Du kan ikke skrive til den valgte forening.',
  contact_not_received:
    '{organisation} modtager endnu ikke beskeder her. Kontakt venligst klubben direkte.',
  purchase_started_concurrently:
    'Et køb hos {organisation} blev startet i samme øjeblik. Prøv venligst igen.',
  memberships_not_offered: '{organisation} tager ikke imod nye medlemskaber.',
  too_many_children: 'Et medlem kan højst have {count} børn som deltagere.',
  gateway_unavailable:
    'Betalingstjenesten svarede ikke, så ingen betaling blev startet, og der er ikke trukket penge. Prøv igen om nogle minutter.',
  gateway_refused:
    'Betalingstjenesten ville ikke starte betalingen, så der er ikke trukket penge. Prøv igen senere, eller kontakt klubben.',
  gateway_unreachable_on_return:
    'Vi kunne ikke nå betalingstjenesten for at bekræfte din betaling. Den bliver bekræftet automatisk, så snart tjenesten svarer; se dine medlemskaber igen om nogle minutter.',
  too_many_requests: 'For mange forsøg. Vent et minut, og prøv igen.',
  server_busy: 'Serveren har travlt. Prøv igen om lidt.',
  identity_provider_unavailable: 'Login-tjenesten kan ikke nås lige nu. Prøv igen om lidt.',
  no_active_payment_configuration: 'Foreningen har ingen aktiv {provider}-konfiguration.',
  sale_not_started: 'Tilmeldingen til arrangementet åbner {date}.',
  too_many_per_booking: {
    one: 'En booking kan højst tage {count} plads.',
    other: 'En booking kan højst tage {count} pladser.',
  },
  event_cancelled: 'Arrangementet er aflyst.',
  capacity_below_taken: {
    one: 'Antallet af pladser skal være mindst {count}: den plads er allerede taget.',
    other: 'Antallet af pladser skal være mindst {count}: så mange pladser er allerede taget.',
  },
  event_already_cancelled: 'Arrangementet er allerede aflyst.',
  staff_booking_not_found: 'Arrangementet har ingen booking med dette id.',
  member_not_in_organisation: 'Intet medlem af portalen har dette id.',
  member_already_booked: '{name} har allerede en billet til arrangementet.',
  email_not_verified:
    'Bekræft din e-mailadresse, før du betaler eller tilmelder dig. Vi har sendt dig et link.',
  email_already_verified: 'Din e-mailadresse er allerede bekræftet.',
  email_verification_sent_recently: {
    one: 'Vi har lige sendt dig et link. Du kan bede om et nyt om {count} sekund.',
    other: 'Vi har lige sendt dig et link. Du kan bede om et nyt om {count} sekunder.',
  },
};
