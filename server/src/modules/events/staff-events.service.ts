import type { Language } from '@portal/contracts/language';
import type {
  AttendeeList,
  StaffEvent,
  StaffEventDetail,
} from '@portal/contracts/event-administration';
import type { Caller } from '#src/lib/auth.ts';
import { AppError } from '#src/lib/errors.ts';
import { csvAmount, toCsv } from '#src/lib/exports/csv.ts';
import type { ServiceContext } from '#src/lib/service-context.ts';
import { administeredOrganisation } from '#src/modules/organisations/organisation-settings.service.ts';
import { type EventRow, findEvent } from './events.repository.ts';
import {
  listAttendeeRows,
  listStaffEventRows,
  type StaffEventRow,
} from './staff-events.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toStaffEvent(row: StaffEventRow): StaffEvent {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    publicDate: iso(row.public_date),
    capacity: row.capacity,
    placesTaken: row.places_taken,
    memberPrice: row.member_price,
    guestPrice: row.guest_price,
    enabled: row.enabled,
    cancelledAt: isoOrNull(row.cancelled_at),
    tickets: row.tickets,
    checkedIn: row.checked_in,
    waiting: row.waiting,
  };
}

function toStaffEventDetail(row: StaffEventRow): StaffEventDetail {
  return {
    ...toStaffEvent(row),
    description: row.description,
    saleStart: isoOrNull(row.sale_start),
    saleEnd: isoOrNull(row.registration_deadline),
    forMembers: row.for_members,
    guestsInvited: row.guests_invited,
    maxPerBooking: row.max_per_booking,
    offerHoldHours: row.offer_hold_hours,
    cancellationReason: row.cancellation_reason,
  };
}

/** The event a staff call names: the organisation's own, or none (not another club's). */
export async function organisationEvent(
  ctx: Pick<ServiceContext, 'db'>,
  orgId: string,
  eventId: string,
): Promise<EventRow> {
  const event = await findEvent(ctx.db, eventId);
  if (event?.orgId !== orgId) throw AppError.of('NOT_FOUND', 'event_not_found');
  return event;
}

/** One event of the organisation as its editor shows it. */
export async function staffEventDetail(
  ctx: Pick<ServiceContext, 'db'>,
  orgId: string,
  eventId: string,
): Promise<StaffEventDetail> {
  const [row] = await listStaffEventRows(ctx.db, orgId, eventId);
  if (!row) throw AppError.of('NOT_FOUND', 'event_not_found');
  return toStaffEventDetail(row);
}

/** The organisation's events for its staff, unpublished ones included. */
export async function staffEvents(
  ctx: ServiceContext,
  caller: Caller,
  orgKey: string,
): Promise<StaffEvent[]> {
  const organisation = await administeredOrganisation(ctx, caller, orgKey);
  return (await listStaffEventRows(ctx.db, organisation.id)).map(toStaffEvent);
}

/** Who is coming: each ticket of the event with its booker, member or guest, and what was paid. */
export async function eventAttendees(
  ctx: ServiceContext,
  caller: Caller,
  input: { orgKey: string; eventId: string; search?: string | undefined },
): Promise<AttendeeList> {
  const organisation = await administeredOrganisation(ctx, caller, input.orgKey);
  const [event] = await listStaffEventRows(ctx.db, organisation.id, input.eventId);
  if (!event) throw AppError.of('NOT_FOUND', 'event_not_found');
  const rows = await listAttendeeRows(ctx.db, event.id, input.search);
  return {
    event: toStaffEvent(event),
    attendees: rows.map((row) => ({
      ticketId: row.ticket_id,
      entryId: row.entry_id,
      paymentStatus: row.payment_status,
      checkedInAt: isoOrNull(row.checked_in_at),
      checkedInBy: row.checked_in_by,
      holderName: row.holder_name,
      booker: { name: row.booker_name, email: row.booker_email },
      guest: row.guest,
      paid: row.paid,
      paidBy: row.paid_by,
      status: row.status,
      bookedAt: iso(row.booked_at),
    })),
  };
}

const csvTexts = {
  da: {
    columns: [
      'Navn',
      'Booket af',
      'E-mail',
      'Medlem eller gæst',
      'Betalt',
      'Betalt med',
      'Status',
      'Booket',
    ],
    member: 'Medlem',
    guest: 'Gæst',
    paidBy: { card: 'Kort', cash: 'Kontant' },
    statuses: { valid: 'Gyldig', cancelled: 'Annulleret', checked_in: 'Tjekket ind' },
  },
  en: {
    columns: [
      'Name',
      'Booked by',
      'Email',
      'Member or guest',
      'Paid',
      'Paid by',
      'Status',
      'Booked',
    ],
    member: 'Member',
    guest: 'Guest',
    paidBy: { card: 'Card', cash: 'Cash' },
    statuses: { valid: 'Valid', cancelled: 'Cancelled', checked_in: 'Checked in' },
  },
} satisfies Record<Language, unknown>;

/** The attendee list as a spreadsheet for the door, in the administrator's language. */
export function attendeesCsv(list: AttendeeList, language: Language): string {
  const t = csvTexts[language];
  return toCsv([
    t.columns,
    ...list.attendees.map((attendee) => [
      attendee.holderName,
      attendee.booker.name,
      attendee.booker.email,
      attendee.guest ? t.guest : t.member,
      csvAmount(attendee.paid, language),
      attendee.paidBy ? t.paidBy[attendee.paidBy] : '',
      t.statuses[attendee.status],
      attendee.bookedAt.slice(0, 10),
    ]),
  ]);
}
