import { z } from 'zod';
import { eventSchema } from './event.ts';
import { languageSchema } from './language.ts';
import { singleLineText } from './text.ts';
import { emailSchema } from './validation.ts';

/**
 * Event entries (bookings) and tickets (SPEC.md sections 3 and 7; issue "Events"): what booking,
 * registering and the tickets ask and answer. Apart from the events themselves, which a list of
 * events reads without building these.
 */

export const eventPaymentStatuses = [
  'free',
  'pending',
  'paid',
  'declined',
  'expired',
  'cancelled',
] as const;
export const eventPaymentStatusSchema = z.enum(eventPaymentStatuses);
export type EventPaymentStatus = z.infer<typeof eventPaymentStatusSchema>;

export const ticketStatuses = ['valid', 'cancelled', 'checked_in'] as const;
export const ticketStatusSchema = z.enum(ticketStatuses);

/** How long a paid booking holds its places while the card payment window is open. */
export const eventPaymentHoldMinutes = 15;

/** Most places one booking may take: a family, or a guest with friends. */
export const maxBookingQuantity = 20;

/** A member books for themselves and the family members they may act for. */
export const memberBookingInputSchema = z.strictObject({
  participantIds: z
    .array(z.uuid('must be member ids'), 'must list the participants')
    .min(1, 'must name at least one participant')
    .max(maxBookingQuantity, `may name at most ${maxBookingQuantity} participants`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name a participant twice'),
  /** The language of the payment window, for a paid event. */
  language: languageSchema.optional(),
});
export type MemberBookingInput = z.input<typeof memberBookingInputSchema>;

/** Who a booking would be for, to learn its price before booking. */
export const bookingQuoteInputSchema = memberBookingInputSchema.pick({ participantIds: true });
export type BookingQuoteInput = z.input<typeof bookingQuoteInputSchema>;

/**
 * What a booking would cost: each participant pays the member price with an active membership of
 * the organisation, the guest price without. The booking itself charges the same.
 */
export const bookingQuoteSchema = z.object({
  amount: z.number().int(),
  currency: z.string(),
  participants: z.array(
    z.object({ participantId: z.uuid(), isMember: z.boolean(), price: z.number().int() }),
  ),
});
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

/** A guest without an account registers with a name, an email and a number of places. */
export const guestRegistrationInputSchema = z.strictObject({
  name: singleLineText('is required')
    .trim()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters'),
  email: emailSchema,
  quantity: z
    .number('must be a number')
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxBookingQuantity, `must be at most ${maxBookingQuantity}`),
  /** The language of the page, which the confirmation mail is written in. */
  language: languageSchema.optional(),
});
export type GuestRegistrationInput = z.input<typeof guestRegistrationInputSchema>;

export const ticketSchema = z.object({
  id: z.uuid(),
  /** Unguessable; what the QR code carries and the door scans. */
  code: z.string(),
  holderName: z.string(),
  participantId: z.uuid().nullable(),
  status: ticketStatusSchema,
});
export type Ticket = z.infer<typeof ticketSchema>;

export const eventEntrySchema = z.object({
  id: z.uuid(),
  eveId: z.uuid(),
  orgId: z.uuid(),
  email: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  paymentStatus: eventPaymentStatusSchema,
  orderNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
  event: eventSchema.pick({
    title: true,
    startDate: true,
    endDate: true,
    location: true,
    orgKey: true,
    orgName: true,
  }),
  tickets: z.array(ticketSchema),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;
export const eventEntryListSchema = z.array(eventEntrySchema);

/** GET eve-entry/list: by email (one's own), optionally narrowed (SPEC.md section 7). */
export const eventEntryListQuerySchema = z.object({
  email: emailSchema,
  paymentStatus: eventPaymentStatusSchema.optional(),
  eveId: z.uuid('must be an event id').optional(),
  orgId: z.uuid('must be an organisation id').optional(),
});
export const eventEntryIdParamsSchema = z.object({ id: z.uuid('must be an event entry id') });

export const bookingResultSchema = z.object({
  entry: eventEntrySchema,
  /** Present when the booking waits for a card payment: where to send the member. */
  paymentWindowLink: z.url().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** The private address a calendar app follows: whoever has it sees the member's booked events. */
export const calendarSubscriptionSchema = z.object({ url: z.url() });
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9]{40}\.ics$/, 'must be a calendar address'),
});

/** What the Registration Success and Registration Decline pages show after the payment window. */
export const eventPaymentOutcomeSchema = z.object({
  /** `pending` means not settled yet (the gateway could not be asked): try again shortly. */
  entry: eventEntrySchema,
  /** Why the booking was not paid, in words; null when it was. */
  reason: z.string().nullable(),
});
export type EventPaymentOutcome = z.infer<typeof eventPaymentOutcomeSchema>;
