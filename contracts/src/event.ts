import { z } from 'zod';

/**
 * Events (SPEC.md sections 2 and 7; issue "Events"): what the event pages and lists read. Their
 * bookings and tickets are in `event-entry.ts`, so a list of events builds only these schemas.
 */

/** Why an event cannot be booked now; null when it can. */
export const bookingClosedReasons = [
  'past',
  'deadlinePassed',
  'saleNotStarted',
  'full',
  'membersOnly',
  'notPublic',
] as const;
export const bookingClosedReasonSchema = z.enum(bookingClosedReasons);
export type BookingClosedReason = z.infer<typeof bookingClosedReasonSchema>;

export const eventSchema = z.object({
  id: z.uuid(),
  orgId: z.uuid(),
  orgKey: z.string(),
  orgName: z.string(),
  enabled: z.boolean(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  publicDate: z.iso.datetime(),
  /** Bookings open then; null: as soon as the event is public. */
  saleStart: z.iso.datetime().nullable(),
  registrationDeadline: z.iso.datetime().nullable(),
  /** Places one booking may take; null: as many as are left. */
  maxPerBooking: z.number().int().nullable(),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  /** Null: no limit. Places held by unfinished payments are not free. */
  placesLeft: z.number().int().nullable(),
  /** Minor units (øre); 0 is free. */
  memberPrice: z.number().int(),
  guestPrice: z.number().int(),
  currency: z.string(),
  forMembers: z.boolean(),
  guestsInvited: z.boolean(),
  /** Whether the caller holds an active membership of the event's organisation. */
  isMember: z.boolean(),
  bookingClosedReason: bookingClosedReasonSchema.nullable(),
});
export type Event = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

/** What a guest without an account may know of an event that invites guests. */
export const publicEventSchema = eventSchema.omit({ isMember: true });
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventListQuerySchema = z.object({
  orgId: z.uuid('must be an organisation id').optional(),
});
export const eventIdParamsSchema = z.object({ id: z.uuid('must be an event id') });
