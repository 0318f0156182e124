import { z } from 'zod';
import { organisationKeyParamsSchema } from './administration.ts';
import { eventPaymentStatusSchema, maxBookingQuantity, ticketStatuses } from './event-entry.ts';
import { multiLineText, singleLineText } from './text.ts';
import { defaultOfferHoldHours, maxOfferHoldHours } from './waiting-list.ts';

/** The club's side of events (issue 15): its events and who is coming. */

export const staffEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  location: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  publicDate: z.iso.datetime(),
  /** Null is unlimited. */
  capacity: z.number().int().nullable(),
  placesTaken: z.number().int(),
  memberPrice: z.number().int(),
  guestPrice: z.number().int(),
  enabled: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  /** Live tickets: valid or checked in. */
  tickets: z.number().int(),
  checkedIn: z.number().int(),
  /** Places asked for by those waiting in line (not yet offered). */
  waiting: z.number().int(),
});
export type StaffEvent = z.infer<typeof staffEventSchema>;
export const staffEventListSchema = z.array(staffEventSchema);

export const staffEventParamsSchema = organisationKeyParamsSchema.extend({
  eventId: z.uuid('must be an event id'),
});

export const attendeeQuerySchema = z.strictObject({
  search: singleLineText().trim().max(100, 'must be at most 100 characters').optional(),
});

export const attendeeCsvQuerySchema = attendeeQuerySchema.extend({
  language: z.enum(['da', 'en'], 'must be da or en').default('en'),
});

export const attendeeSchema = z.object({
  ticketId: z.uuid(),
  /** The booking the ticket belongs to: the staff cancel a booking, not a ticket. */
  entryId: z.uuid(),
  holderName: z.string(),
  booker: z.object({ name: z.string(), email: z.string() }),
  /** A ticket of a member of the portal, or of a guest without an account. */
  guest: z.boolean(),
  /** What the booking paid per place, in minor units; 0 for a free event. */
  paid: z.number().int(),
  status: z.enum(ticketStatuses),
  /** The booking's payment: pending while a card payment is open. */
  paymentStatus: eventPaymentStatusSchema,
  /**
   * How a paid booking was paid: by card through the gateway, or in cash at the club (a booking
   * added by hand); null while nothing is paid (free, open, or cancelled).
   */
  paidBy: z.enum(['card', 'cash']).nullable(),
  checkedInAt: z.iso.datetime().nullable(),
  checkedInBy: z.string().nullable(),
  bookedAt: z.iso.datetime(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const attendeeListSchema = z.object({
  event: staffEventSchema,
  attendees: z.array(attendeeSchema),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** The largest price the editor takes: a hundred thousand kroner. */
export const maxEventPrice = 10_000_000;
export const maxEventCapacity = 100_000;

const priceSchema = z
  .number('must be an amount')
  .int('must be whole øre')
  .min(0, 'must be 0 or more')
  .max(maxEventPrice, 'must be at most 100,000.00');

const instant = (error: string) => z.iso.datetime({ offset: true, error });

/**
 * POST and PUT admin/organisations/{orgKey}/events: every field, every time. Times are instants
 * (the page sends the club's local time with its offset). Whether the capacity still holds the
 * places already taken is the server's to say.
 */
export const eventInputSchema = z
  .strictObject({
    title: singleLineText('is required')
      .trim()
      .min(1, 'is required')
      .max(200, 'must be at most 200 characters'),
    /** Plain text; a blank line starts a paragraph and web addresses become links. */
    description: multiLineText('must be text').max(5000, 'must be at most 5000 characters'),
    location: singleLineText('must be text').trim().max(200, 'must be at most 200 characters'),
    startDate: instant('must be a date and time'),
    endDate: instant('must be a date and time'),
    publicDate: instant('must be a date and time'),
    saleStart: instant('must be a date and time').nullable(),
    saleEnd: instant('must be a date and time').nullable(),
    capacity: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(maxEventCapacity, `must be at most ${String(maxEventCapacity)}`)
      .nullable(),
    memberPrice: priceSchema,
    guestPrice: priceSchema,
    forMembers: z.boolean('must be true or false'),
    guestsInvited: z.boolean('must be true or false'),
    enabled: z.boolean('must be true or false'),
    maxPerBooking: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(maxBookingQuantity, `must be at most ${String(maxBookingQuantity)}`)
      .nullable(),
    /** How long an offer to the first in the waiting list holds its places. */
    offerHoldHours: z
      .number('must be a number')
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(maxOfferHoldHours, `must be at most ${String(maxOfferHoldHours)}`)
      .default(defaultOfferHoldHours),
  })
  .superRefine((input, context) => {
    const at = (value: string) => new Date(value).getTime();
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (at(input.endDate) <= at(input.startDate)) issue('endDate', 'must be after the start');
    if (input.saleEnd !== null && at(input.saleEnd) > at(input.endDate)) {
      issue('saleEnd', 'must be before the event ends');
    }
    if (
      input.saleStart !== null &&
      input.saleEnd !== null &&
      at(input.saleStart) >= at(input.saleEnd)
    ) {
      issue('saleStart', 'must be before the sale ends');
    }
    if (input.forMembers && input.guestsInvited) {
      issue('guestsInvited', 'cannot be combined with members only');
    }
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** An event as its editor shows it: every field of the input, and what it has sold. */
export const staffEventDetailSchema = staffEventSchema.extend({
  description: z.string(),
  saleStart: z.iso.datetime().nullable(),
  saleEnd: z.iso.datetime().nullable(),
  forMembers: z.boolean(),
  guestsInvited: z.boolean(),
  maxPerBooking: z.number().int().nullable(),
  offerHoldHours: z.number().int(),
  cancellationReason: z.string().nullable(),
});
export type StaffEventDetail = z.infer<typeof staffEventDetailSchema>;

export const reasonSchema = singleLineText('is required')
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters');

/** Cancelling an event: every booking ends, every paid one is paid back. */
export const cancelEventInputSchema = z.strictObject({ reason: reasonSchema });

export const eventCancellationSchema = z.object({
  event: staffEventDetailSchema,
  cancelledBookings: z.number().int(),
  /** Paid bookings whose refund was queued: each is paid back once, by a job. */
  refundsQueued: z.number().int(),
});
export type EventCancellation = z.infer<typeof eventCancellationSchema>;

export const staffBookingPayments = ['free', 'cash'] as const;

/** A booking added by the staff for a member: one ticket, free or paid in cash at the club. */
export const staffBookingInputSchema = z.strictObject({
  memberId: z.uuid('must be a member id'),
  payment: z.enum(staffBookingPayments, 'must be free or cash'),
});
export type StaffBookingInput = z.infer<typeof staffBookingInputSchema>;

export const staffBookingResultSchema = z.object({ entryId: z.uuid(), ticketId: z.uuid() });
export type StaffBookingResult = z.infer<typeof staffBookingResultSchema>;

export const staffBookingParamsSchema = staffEventParamsSchema.extend({
  entryId: z.uuid('must be a booking id'),
});

export const cancelBookingInputSchema = z.strictObject({
  reason: reasonSchema,
  /** A UUID the page makes for one cancel dialog, as for refunds: a retry pays back once. */
  idempotencyKey: z.uuid('must be a UUID'),
});

export const bookingCancellationSchema = z.object({
  /** refunded: paid back by card; voided: the authorization released; pending: the gateway's answer is awaited; none: nothing was paid by card. */
  refund: z.enum(['refunded', 'voided', 'pending', 'none']),
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;

/** The members staff may add by hand: found by name or email among the organisation's people. */
export const bookableMemberQuerySchema = z.strictObject({
  search: singleLineText()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters'),
});
export const bookableMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isMember: z.boolean(),
  /** Whether the person already holds a live ticket for the event. */
  hasTicket: z.boolean(),
});
export const bookableMemberListSchema = z.array(bookableMemberSchema);
export type BookableMember = z.infer<typeof bookableMemberSchema>;

/* Check-in at the door (issue 15.3), after pretix's check-in lists and redeem call. */

/** What the door decides of a ticket: the device decides it locally too, from the list. */
export const doorStates = ['valid', 'checked_in', 'cancelled', 'unpaid'] as const;
export type DoorState = (typeof doorStates)[number];

export const doorTicketSchema = z.object({
  ticketId: z.uuid(),
  code: z.string(),
  holderName: z.string(),
  guest: z.boolean(),
  state: z.enum(doorStates),
  checkedInAt: z.iso.datetime().nullable(),
  checkedInBy: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

export const checkInListSchema = z.object({
  event: z.object({
    id: z.uuid(),
    title: z.string(),
    startDate: z.iso.datetime(),
    cancelled: z.boolean(),
  }),
  tickets: z.array(doorTicketSchema),
  /** Live tickets (valid or checked in) and how many of them are in. */
  counts: z.object({ checkedIn: z.number().int(), tickets: z.number().int() }),
  /** The server's clock when the list was read. */
  readAt: z.iso.datetime(),
});
export type CheckInList = z.infer<typeof checkInListSchema>;

export const checkInResults = [
  'ok',
  'already_checked_in',
  'cancelled',
  'unpaid',
  'other_event',
  'unknown',
  'not_checked_in',
] as const;
export type CheckInResult = (typeof checkInResults)[number];

export const maxScansPerCall = 200;

export const scanSchema = z.strictObject({
  /** Chosen by the device for this one scan; the same nonce sent again counts once. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16 to 64 letters or digits'),
  code: singleLineText().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  /** entry checks the ticket in; undo takes a check-in back. */
  kind: z.enum(['entry', 'undo'], 'must be entry or undo'),
  /** When the device scanned it; an offline scan reaches the server later. */
  scannedAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }),
});
export type Scan = z.infer<typeof scanSchema>;

export const scanBatchInputSchema = z.strictObject({
  scans: z
    .array(scanSchema, 'must list the scans')
    .min(1, 'must hold at least one scan')
    .max(maxScansPerCall, `must hold at most ${String(maxScansPerCall)} scans`),
});

export const scanOutcomeSchema = z.object({
  nonce: z.string(),
  result: z.enum(checkInResults),
  ticket: doorTicketSchema.nullable(),
  /** For another event's ticket: that event's title. */
  otherEventTitle: z.string().nullable(),
});
export type ScanOutcome = z.infer<typeof scanOutcomeSchema>;

export const scanBatchResultSchema = z.object({
  outcomes: z.array(scanOutcomeSchema),
  counts: checkInListSchema.shape.counts,
});
export type ScanBatchResult = z.infer<typeof scanBatchResultSchema>;
