/**
 * The server's refusals by stable code, in English: the server's own words (problem+json
 * `detail`) and the web app's when it speaks English. Every code has its Danish text in
 * error-texts.da.ts; the two are kept apart so the web app loads only the language it shows.
 */
import type { ErrorTextForms } from './error-text-format.ts';

export const englishErrorTexts = {
  event_not_found: 'No event with this id that you can see.',
  public_event_not_found: 'No event open to guests has this id.',
  event_started: 'This event has already begun.',
  registration_closed: 'Registration for this event has closed.',
  event_not_open: 'This event is not open yet.',
  participants_not_bookable: 'participantIds: names a member you cannot book for',
  event_full: 'The event is full.',
  too_few_places: {
    one: 'Only {count} place is left; {asked} were asked for.',
    other: 'Only {count} places are left; {asked} were asked for.',
  },
  event_has_places: {
    one: 'There is still {count} place left: book it instead of waiting.',
    other: 'There are still {count} places left: book them instead of waiting.',
  },
  already_waiting: 'You are already on the waiting list for this event.',
  waiting_place_not_found: 'There is no place on the waiting list to find here.',
  no_waiting_offer: 'There is no offer of places for you now: it was taken, given back or ran out.',
  paid_event_needs_account:
    'This event has a price: please sign in (or create an account) to book and pay by card.',
  members_only_event: {
    one: 'This event is for members of {organisation} only, and {names} has no active membership.',
    other:
      'This event is for members of {organisation} only, and {names} have no active membership.',
  },
  card_payments_not_offered: '{organisation} does not take card payments yet.',
  booked_at_same_moment: 'A participant was booked for this event at the same moment.',
  already_has_ticket: {
    one: '{names} already has a ticket for this event.',
    other: '{names} already have tickets for this event.',
  },
  booking_not_found: 'No booking of yours has this id.',
  own_entries_only: 'You can list only your own event entries.',
  paid_booking_cancelled_by_club:
    'A paid booking is cancelled by the club, which refunds it. Please contact the club.',
  booking_cancel_too_late: 'The event has begun; the booking can no longer be cancelled.',
  audit_log_super_admin_only: 'Only a super administrator may read the audit log.',
  notification_not_found: 'No notification of yours has this id.',
  own_notifications_only: 'You can see and change only your own notifications.',
  booking_link_unknown: 'No booking belongs to this link.',
  booking_not_awaiting_payment: 'This booking is no longer waiting to be paid.',
  payment_not_found: 'No such payment.',
  calendar_not_found: 'No calendar has this address.',
  payment_link_unknown: 'No payment belongs to this link.',
  payment_not_awaiting: 'This payment is no longer waiting to be paid.',
  membership_not_found: 'No such membership.',
  renewal_needs_card: 'Save a card for automatic renewal first.',
  card_request_not_found: 'No card change belongs to this link.',
  receipt_not_found: 'No such receipt.',
  member_not_found: 'No such member.',
  receipt_unavailable: 'There is no receipt: this payment was not completed.',
  no_member_profile: 'No member profile belongs to this account.',
  member_not_actable: 'No member with this id that you can act for.',
  participant_not_found: 'No participant of yours has this id.',
  linked_member_not_editable:
    'A linked member keeps their own profile: only children can be edited here.',
  participant_has_records: 'This participant has records that must be kept and cannot be removed.',
  not_invitable:
    'No member with this email can be invited. Ask them to sign up first, then invite them again.',
  invite_needs_login: 'Only a member with a login can invite.',
  already_linked: 'This member is already linked to you.',
  already_invited: 'You have already invited this member; they have not answered yet.',
  invitation_to_you_not_found: 'No invitation to you has this id.',
  invitation_already_approved: 'This invitation was already approved.',
  invitation_already_rejected: 'This invitation was already rejected.',
  invitation_not_found: 'No invitation of yours has this id.',
  image_too_large: 'The image is larger than 2 MB.',
  own_member_gone: 'Your member no longer exists.',
  no_profile_image: 'You have no profile image.',
  member_has_no_image: 'This member has no profile image.',
  own_member_lookup_only: 'You can look up only your own member.',
  no_member_for_email: 'There is no member with this email yet.',
  own_member_create_only: 'You can create only your own member, with your own email.',
  member_email_taken: 'A member with this email already exists.',
  member_not_visible: 'No member with this email that you can see.',
  member_list_super_admin_only: 'Only super administrators can list members.',
  member_disabled: 'This member is disabled.',
  personal_data_own_only:
    'Only the member can download or delete their own data, not someone acting for them.',
  account_password_wrong: 'The password is not right. Nothing was deleted.',
  account_deletion_outside_provider:
    'Your account is kept by {issuer}: ask your club to delete it.',
  account_deletion_staff:
    'You are an administrator. Ask another administrator to take the role from you before you delete your account.',
  account_deletion_contact_person:
    'You receive the Contact Us messages of {organisation}. Ask its administrator to choose someone else first.',
  account_deletion_payment_under_way:
    'A payment of yours is still under way. Finish or cancel it, or try again in an hour.',
  account_deletion_paid_booking:
    'You have a paid booking for {event}. Ask the club to cancel it and pay it back before you delete your account.',
  account_already_deleted: 'This account has been deleted.',
  no_member_for_account:
    'There is no member for the signed-in account yet: create it with POST /member/api/v1/member/item.',
  organisation_not_found: 'No such organisation.',
  payment_configuration_not_found: 'No such payment configuration.',
  sign_in_needed: 'Sign in to continue.',
  act_as_super_admin_only: 'Only a super administrator may act as another member.',
  act_as_member_not_found: 'There is no member with this id to act as.',
  organisation_admin_only: 'Only an administrator of {organisation} may do this.',
  administrators_only: 'Only an administrator of an organisation may open the administration.',
  contact_not_a_member: 'contactEmail: no member has this email',
  roles_managed_by_provider: 'Roles are given at the identity provider, not in the portal.',
  no_account_for_email: 'email: no account has this email',
  own_administration_kept:
    'You cannot take your own administrator role; ask another administrator.',
  not_an_administrator: 'This account is not an administrator of {organisation}.',
  organisation_has_no_logo: 'The organisation has no logo.',
  membership_type_not_found: 'There is no such membership type in this organisation.',
  membership_type_exists: 'name: a type with this name and period exists',
  membership_type_retired: 'This membership type is retired and can no longer be changed.',
  membership_type_sold:
    'This membership type has been bought, so it cannot be deleted; retire it instead.',
  payment_not_refundable: 'Only a paid payment can be refunded or voided.',
  payment_not_captured: 'action: nothing was captured: void it instead',
  payment_not_voidable: 'action: the authorization is not open: refund it instead',
  refund_too_large: 'amount: must be at most the {remaining} øre not yet refunded',
  refund_key_reused: 'This refund key was used for another payment.',
  refund_refused: 'The card payment service refused the refund: {failure}',
  report_period_reversed: 'to: must be on or after from',
  contact_thread_not_found: 'There is no such message.',
  roster_member_not_found: 'There is no such member in this organisation.',
  contact_not_in_organisation: 'contactEmail: is not a member or administrator of the organisation',
  sandbox_takes_no_api_key: 'apiKey: only Freepay has an API key',
  freepay_api_key_required: 'apiKey: is required to take payments with Freepay',
  organisation_not_writable: 'orgId: is not an organisation you can write to',
  contact_not_received:
    '{organisation} does not receive messages here yet. Please contact the club directly.',
  purchase_started_concurrently:
    'A purchase for {organisation} was started at the same moment. Please try again.',
  memberships_not_offered: '{organisation} does not take new memberships.',
  too_many_children: 'A member can keep at most {count} children as participants.',
  gateway_unavailable:
    'The card payment service did not answer, so no payment was started and nothing was charged. Please try again in a few minutes.',
  gateway_refused:
    'The card payment service refused to start the payment, so nothing was charged. Please try again later or contact the club.',
  gateway_unreachable_on_return:
    'We could not reach the card payment service to confirm your payment. It will be confirmed automatically as soon as the service answers; please look at your memberships again in a few minutes.',
  too_many_requests: 'Too many attempts. Please wait a minute and try again.',
  server_busy: 'The server is busy. Please try again shortly.',
  identity_provider_unavailable: 'The signing keys of the identity provider are unavailable.',
  no_active_payment_configuration: 'The organisation has no active {provider} configuration.',
  sale_not_started: 'Booking for this event opens on {date}.',
  too_many_per_booking: {
    one: 'One booking may take at most {count} place.',
    other: 'One booking may take at most {count} places.',
  },
  event_cancelled: 'This event has been cancelled.',
  capacity_below_taken: {
    one: 'The capacity must be at least {count}: that place is already taken.',
    other: 'The capacity must be at least {count}: that many places are already taken.',
  },
  event_already_cancelled: 'The event is already cancelled.',
  staff_booking_not_found: 'The event has no booking with this id.',
  member_not_in_organisation: 'No member of the portal has this id.',
  member_already_booked: '{name} already has a ticket for this event.',
  email_not_verified: 'Confirm your email address before you pay or book. We sent you a link.',
  email_already_verified: 'Your email address is already confirmed.',
  email_verification_sent_recently: {
    one: 'We sent you a link a moment ago. You can ask for another in {count} second.',
    other: 'We sent you a link a moment ago. You can ask for another in {count} seconds.',
  },
} as const satisfies Record<string, ErrorTextForms>;

export type ErrorTextCode = keyof typeof englishErrorTexts;
