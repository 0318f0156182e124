import { z } from 'zod';
import {
  bookingResultSchema,
  guestRegistrationInputSchema,
  memberBookingInputSchema,
} from './event-entry.ts';
import { languageSchema } from './language.ts';

/**
 * The waiting list of a full event (issue 15.4). A place in line is waiting; when places free up
 * the first in line that fits is offered them, held for the event's offer time; an offer taken
 * becomes a booking, one not taken in time passes to the next.
 */
export const waitingListStatuses = [
  'waiting',
  'offered',
  'accepted',
  'expired',
  'left',
  'cancelled',
] as const;
export const waitingListStatusSchema = z.enum(waitingListStatuses);
export type WaitingListStatus = z.infer<typeof waitingListStatusSchema>;

/** How long an offer holds its places unless the event says otherwise. */
export const defaultOfferHoldHours = 24;
/** The longest an event may hold an offer: two weeks. */
export const maxOfferHoldHours = 336;

/** A member joins for themselves and family members, with what a booking of them takes. */
export const joinWaitingListInputSchema = memberBookingInputSchema;
export type JoinWaitingListInput = z.input<typeof joinWaitingListInputSchema>;

/** A guest joins with what a guest registration takes. */
export const guestWaitingListInputSchema = guestRegistrationInputSchema;
export type GuestWaitingListInput = z.input<typeof guestWaitingListInputSchema>;

/** Taking an offer of a paid event opens the card window in this language. */
export const takeOfferInputSchema = z.strictObject({ language: languageSchema.optional() });

/** One's own place in line, as the event page shows it. */
export const waitingPlaceSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  status: waitingListStatusSchema,
  quantity: z.number().int(),
  /** 1 for the first in line; null once offered or over. */
  position: z.number().int().nullable(),
  participantIds: z.array(z.uuid()),
  offerExpiresAt: z.iso.datetime().nullable(),
  /** The booking an offer became. */
  entryId: z.uuid().nullable(),
  joinedAt: z.iso.datetime(),
});
export type WaitingPlace = z.infer<typeof waitingPlaceSchema>;

export const ownWaitingPlaceSchema = z.object({ place: waitingPlaceSchema.nullable() });
export type OwnWaitingPlace = z.infer<typeof ownWaitingPlaceSchema>;

/** A guest's place in line, read with the secret token of their mail's link. */
export const guestWaitingPlaceSchema = waitingPlaceSchema.omit({ participantIds: true }).extend({
  name: z.string(),
  event: z.object({
    id: z.uuid(),
    orgKey: z.string(),
    orgName: z.string(),
    title: z.string(),
    startDate: z.iso.datetime(),
    location: z.string(),
  }),
});
export type GuestWaitingPlace = z.infer<typeof guestWaitingPlaceSchema>;

export const waitingListTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9]{40}$/, 'must be the code of a waiting list link')
    .describe('The secret code of a waiting list link'),
});

export const takenOfferSchema = bookingResultSchema;
export type TakenOffer = z.infer<typeof takenOfferSchema>;

/** The administrators' view of the line. */
export const staffWaitingEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  isGuest: z.boolean(),
  quantity: z.number().int(),
  status: waitingListStatusSchema,
  position: z.number().int().nullable(),
  offerExpiresAt: z.iso.datetime().nullable(),
  joinedAt: z.iso.datetime(),
});
export type StaffWaitingEntry = z.infer<typeof staffWaitingEntrySchema>;
export const staffWaitingListSchema = z.array(staffWaitingEntrySchema);
